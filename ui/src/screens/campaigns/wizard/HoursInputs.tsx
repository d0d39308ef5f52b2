// The campaign's sending hours: bulk messages wait outside them (OTPs and replies never do).

import { Autocomplete, Checkbox, Group, Stack, Text, TextInput } from "@mantine/core";
import { useMemo } from "react";

import { useT } from "../../../i18n/I18n";
import type { Draft } from "./draft";

/** Every IANA zone the browser knows, for the zone pickers. */
export function timeZones(): string[] {
  const intl = Intl as typeof Intl & { supportedValuesOf?: (key: "timeZone") => string[] };
  try {
    return intl.supportedValuesOf?.("timeZone") ?? [];
  } catch {
    return [];
  }
}

export default function HoursInputs({
  draft,
  setDraft,
}: {
  draft: Draft;
  setDraft: (change: Partial<Draft>) => void;
}) {
  const t = useT();
  const zones = useMemo(timeZones, []);
  return (
    <Stack gap="xs">
      <Checkbox
        label={t("wizard-hours")}
        description={t("wizard-hours-description")}
        checked={draft.hoursLimited}
        onChange={(e) => setDraft({ hoursLimited: e.currentTarget.checked })}
        data-testid="campaign-hours"
      />
      {draft.hoursLimited && (
        <>
          <Group grow align="flex-start">
            <TextInput
              label={t("wizard-hours-from")}
              placeholder="09:00"
              value={draft.hoursFrom}
              onChange={(e) => setDraft({ hoursFrom: e.currentTarget.value })}
              data-testid="campaign-hours-from"
              translate="no"
            />
            <TextInput
              label={t("wizard-hours-until")}
              placeholder="20:00"
              value={draft.hoursUntil}
              onChange={(e) => setDraft({ hoursUntil: e.currentTarget.value })}
              data-testid="campaign-hours-until"
              translate="no"
            />
            <Autocomplete
              label={t("wizard-hours-zone")}
              data={zones}
              renderOption={({ option }) => <span translate="no">{option.value}</span>}
              limit={30}
              value={draft.hoursZone}
              onChange={(value) => setDraft({ hoursZone: value })}
              data-testid="campaign-hours-zone"
            />
          </Group>
          <Checkbox
            label={t("wizard-hours-customer")}
            description={t("wizard-hours-customer-description")}
            checked={draft.hoursCustomerZone}
            onChange={(e) => setDraft({ hoursCustomerZone: e.currentTarget.checked })}
            data-testid="campaign-hours-customer"
          />
          <Text size="xs" c="dimmed">
            {t("wizard-hours-note")}
          </Text>
        </>
      )}
    </Stack>
  );
}
