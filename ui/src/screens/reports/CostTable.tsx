import { Anchor, Stack, Table, Text, Title } from "@mantine/core";

import type { CostEstimate } from "../../bindings/CostEstimate";
import { count } from "../../format";
import { useNavigate } from "../../navigation";

function money(amount: number | null, currency: string | null): string {
  if (amount === null) return "unknown";
  const text = amount.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 4 });
  return currency ? `${text} ${currency}` : text;
}

/** What the campaign has cost so far, estimated from delivered template messages. */
export default function CostTable({ cost }: { cost: CostEstimate }) {
  const navigate = useNavigate();
  return (
    <Stack gap="xs" data-testid="report-cost">
      <Title order={4}>Estimated cost</Title>
      <Text size="sm">{cost.summary}</Text>
      {cost.currency === null && (
        <Text size="sm" data-testid="report-cost-no-prices">
          To see what it cost, add Meta's prices for your customers' country in{" "}
          <Anchor component="button" type="button" onClick={() => navigate({ screen: "settings" })}>
            Settings → Prices
          </Anchor>
          .
        </Text>
      )}
      <Table withTableBorder fz="sm" maw={640}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Category</Table.Th>
            <Table.Th ta="right">Delivered</Table.Th>
            <Table.Th ta="right">Price of one</Table.Th>
            <Table.Th ta="right">Amount</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {cost.lines.map((l) => (
            <Table.Tr key={l.category}>
              <Table.Td>{l.category === "UNKNOWN" ? "Unknown (template not in the list)" : l.category.toLowerCase()}</Table.Td>
              <Table.Td ta="right">{count(l.delivered)}</Table.Td>
              <Table.Td ta="right">{money(l.rate, cost.currency)}</Table.Td>
              <Table.Td ta="right">{money(l.amount, cost.currency)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th colSpan={3}>Total</Table.Th>
            <Table.Th ta="right">{money(cost.total, cost.currency)}</Table.Th>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
      <Text size="xs" c="dimmed">
        Only delivered template messages are charged. This is an estimate; Meta's invoice is what counts.
      </Text>
    </Stack>
  );
}
