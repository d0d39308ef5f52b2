import { Anchor, Stack, Table, Text, Title } from "@mantine/core";

import type { CostEstimate } from "../../bindings/CostEstimate";
import { count, countryName, formatLocale } from "../../format";
import { sayWith, useT, type PlainMessageId } from "../../i18n/I18n";
import { useNavigate } from "../../navigation";
import { LINK, withLink } from "../../components/WithLink";

/** An amount in the reader's way, with its currency; a cell on its own (left to right in Urdu
 * and Arabic too), or the word "unknown" when there is no price. */
function Money({ amount, currency, total }: { amount: number | null; currency: string | null; total?: boolean }) {
  const t = useT();
  const Cell = total ? Table.Th : Table.Td;
  if (amount === null) return <Cell ta="right">{t("reports-cost-unknown")}</Cell>;
  const text = amount.toLocaleString(formatLocale(), { minimumFractionDigits: 2, maximumFractionDigits: 4 });
  return (
    <Cell ta="right" translate="no" dir="ltr">
      {currency ? `${text} ${currency}` : text}
    </Cell>
  );
}

/** Meta's pricing categories, in the person's language. */
const CATEGORY_IDS: Record<string, PlainMessageId> = {
  MARKETING: "reports-cost-category-marketing",
  UTILITY: "reports-cost-category-utility",
  AUTHENTICATION: "reports-cost-category-authentication",
  SERVICE: "reports-cost-category-service",
  UNKNOWN: "reports-cost-category-unknown",
};

/** What the campaign has cost so far, estimated from delivered template messages. */
export default function CostTable({ cost }: { cost: CostEstimate }) {
  const t = useT();
  const navigate = useNavigate();
  return (
    <Stack gap="xs" data-testid="report-cost">
      <Title order={4}>{t("reports-cost-title")}</Title>
      {/* The engine's sentence (a later pass says it in the person's language). */}
      <Text size="sm" translate="no">
        {cost.summary}
      </Text>
      {cost.comparison_said && (
        <Text size="sm" fw={500} data-testid="report-cost-comparison">
          {sayWith(t, cost.comparison_said)}
        </Text>
      )}
      {cost.currency === null && (
        <Text size="sm" data-testid="report-cost-no-prices">
          {withLink(
            t("reports-cost-no-prices", { link: LINK }),
            <Anchor component="button" type="button" onClick={() => navigate({ screen: "settings" })}>
              {t("reports-cost-prices-link")}
            </Anchor>,
          )}
        </Text>
      )}
      <Table withTableBorder fz="sm" maw={640}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("prices-estimate-country")}</Table.Th>
            <Table.Th>{t("reports-cost-category")}</Table.Th>
            <Table.Th ta="right">{t("reports-cost-delivered")}</Table.Th>
            <Table.Th ta="right">{t("reports-cost-price")}</Table.Th>
            <Table.Th ta="right">{t("reports-cost-amount")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {cost.lines.map((l) => (
            <Table.Tr key={`${l.country ?? ""}:${l.category}`}>
              {/* The country's name comes from the browser, in the reader's language (not the catalogue). */}
              {l.country ? (
                <Table.Td translate="no">{countryName(l.country)}</Table.Td>
              ) : (
                <Table.Td>{t("prices-estimate-unknown-country")}</Table.Td>
              )}
              {CATEGORY_IDS[l.category] ? (
                <Table.Td>{t(CATEGORY_IDS[l.category])}</Table.Td>
              ) : (
                <Table.Td translate="no">{l.category.toLowerCase()}</Table.Td>
              )}
              <Table.Td ta="right">{count(l.delivered)}</Table.Td>
              <Money amount={l.rate} currency={cost.currency} />
              <Money amount={l.amount} currency={cost.currency} />
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th colSpan={4}>{t("reports-cost-total")}</Table.Th>
            <Money amount={cost.total} currency={cost.currency} total />
          </Table.Tr>
        </Table.Tfoot>
      </Table>
      <Text size="xs" c="dimmed">
        {t("reports-cost-note")}
      </Text>
    </Stack>
  );
}
