import { Anchor, Stack, Table, Text, Title } from "@mantine/core";

import type { Category } from "../../../bindings/Category";
import type { Estimate } from "../../../bindings/Estimate";
import { count, countryName, money } from "../../../format";
import { sayWith, useT, type PlainMessageId } from "../../../i18n/I18n";
import { useNavigate } from "../../../navigation";

export const CATEGORY_WORDS: Record<Category, PlainMessageId> = {
  marketing: "prices-category-marketing",
  utility: "prices-category-utility",
  authentication: "prices-category-authentication",
};

/** What the ready customers' messages will cost, by country and category, with the rate card's
 * date and source; without a card, where to load one. */
export default function EstimateTable({ estimate }: { estimate: Estimate | null }) {
  const t = useT();
  const navigate = useNavigate();
  if (!estimate) {
    return (
      <Text size="sm" data-testid="campaign-estimate-none">
        {t("prices-estimate-none")}{" "}
        <Anchor component="button" type="button" onClick={() => navigate({ screen: "settings" })}>
          {t("prices-settings-link")}
        </Anchor>
      </Text>
    );
  }
  const cell = (amount: number | null) =>
    amount === null ? t("prices-no-price") : money(amount, estimate.currency);
  return (
    <Stack gap="xs" data-testid="campaign-estimate">
      <Title order={6}>{t("prices-estimate-title")}</Title>
      <Text size="sm">{sayWith(t, estimate.summary_said)}</Text>
      <Table withTableBorder fz="sm" maw={720}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("prices-estimate-country")}</Table.Th>
            <Table.Th>{t("prices-estimate-category")}</Table.Th>
            <Table.Th ta="right">{t("prices-estimate-messages")}</Table.Th>
            <Table.Th ta="right">{t("prices-estimate-price")}</Table.Th>
            <Table.Th ta="right">{t("prices-estimate-amount")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {estimate.lines.map((l) => (
            <Table.Tr key={`${l.country ?? ""}:${l.category}`} data-testid="campaign-estimate-line">
              {/* The country's name comes from the browser, in the reader's language (not the catalogue). */}
              {l.country ? (
                <Table.Td translate="no">{countryName(l.country)}</Table.Td>
              ) : (
                <Table.Td>{t("prices-estimate-unknown-country")}</Table.Td>
              )}
              <Table.Td>{t(CATEGORY_WORDS[l.category])}</Table.Td>
              <Table.Td ta="right">{count(Number(l.messages))}</Table.Td>
              <Table.Td ta="right" translate="no" dir="ltr">
                {cell(l.price)}
              </Table.Td>
              <Table.Td ta="right" translate="no" dir="ltr">
                {cell(l.amount)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th colSpan={4}>{t("prices-estimate-total")}</Table.Th>
            <Table.Th ta="right" translate="no" dir="ltr" data-testid="campaign-estimate-total">
              {money(estimate.total, estimate.currency)}
            </Table.Th>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
      <Text size="xs" c="dimmed" data-testid="campaign-estimate-card">
        {t("prices-estimate-card", { effective: estimate.effective, source: estimate.source })}
      </Text>
    </Stack>
  );
}
