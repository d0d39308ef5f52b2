import { Alert, Button, Group, ScrollArea, Stack, Table, Text, Title } from "@mantine/core";
import { IconFileSpreadsheet } from "@tabler/icons-react";
import { useState } from "react";

import { api } from "../../api";
import type { RateCard } from "../../bindings/RateCard";
import { useLoad } from "../../common/useLoad";
import { countryName, money } from "../../format";
import { useT } from "../../i18n/I18n";
import { showDone, showError } from "../../notify";

/** Settings → Prices → the rate card: Meta's price per delivered template message by market
 * and category, its date and source, and *Load a rate card…* through the native file dialog
 * (only the file the person picks is read). It applies at once: there is nothing to save. */
export function RateCardPart() {
  const t = useT();
  const loaded = useLoad(() => api.rateCard(), []);
  const [busy, setBusy] = useState(false);
  const [card, setCard] = useState<RateCard | null>(null);
  const shown = card ?? loaded.data;

  const load = async () => {
    setBusy(true);
    try {
      const next = await api.loadRateCard();
      if (next) {
        setCard(next);
        showDone(t("prices-settings-loaded", { markets: next.markets.length }), t("prices-settings-title"));
      }
    } catch (e) {
      showError(e, t("prices-settings-load-failed"));
    } finally {
      setBusy(false);
    }
  };

  const price = (p: number | null) => (p === null || !shown ? "—" : money(p, shown.currency));
  return (
    <Stack gap="xs" mb="md" data-testid="settings-rate-card">
      <Group justify="space-between" align="flex-start">
        <Stack gap={2}>
          <Title order={4}>{t("prices-settings-title")}</Title>
          <Text size="sm" c="dimmed" maw={720}>
            {t("prices-settings-description")}
          </Text>
        </Stack>
        <Button
          variant="default"
          leftSection={<IconFileSpreadsheet size={16} />}
          loading={busy}
          onClick={() => void load()}
          data-testid="settings-rate-card-load"
        >
          {t("prices-settings-load")}
        </Button>
      </Group>
      {!shown ? (
        <Alert color="gray" data-testid="settings-rate-card-none">
          {t("prices-settings-none")}
        </Alert>
      ) : (
        <>
          <Text size="sm" data-testid="settings-rate-card-about">
            {t("prices-settings-card", { currency: shown.currency, effective: shown.effective, source: shown.source })}
          </Text>
          <ScrollArea.Autosize mah={320}>
            <Table withTableBorder fz="sm" stickyHeader>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t("prices-settings-market")}</Table.Th>
                  <Table.Th ta="right">{t("prices-category-marketing")}</Table.Th>
                  <Table.Th ta="right">{t("prices-category-utility")}</Table.Th>
                  <Table.Th ta="right">{t("prices-category-authentication")}</Table.Th>
                  <Table.Th>{t("prices-settings-countries")}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {shown.markets.map((m) => (
                  <Table.Tr key={m.name} data-testid="settings-rate-card-market">
                    <Table.Td translate="no">{m.name}</Table.Td>
                    <Table.Td ta="right" translate="no" dir="ltr" style={{ whiteSpace: "nowrap" }}>
                      {price(m.marketing)}
                    </Table.Td>
                    <Table.Td ta="right" translate="no" dir="ltr" style={{ whiteSpace: "nowrap" }}>
                      {price(m.utility)}
                    </Table.Td>
                    <Table.Td ta="right" translate="no" dir="ltr" style={{ whiteSpace: "nowrap" }}>
                      {price(m.authentication)}
                    </Table.Td>
                    {/* Country names come from the browser, in the reader's language. */}
                    <Table.Td translate={m.countries.length === 0 ? undefined : "no"}>
                      {m.countries.length === 0
                        ? t("prices-settings-every-other")
                        : m.countries.map(countryName).join(", ")}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea.Autosize>
        </>
      )}
    </Stack>
  );
}
