import { Card, NumberInput, SimpleGrid, TagsInput, Text, TextInput, Title } from "@mantine/core";

import { useT } from "../../i18n/I18n";
import { MAX_EXPIRES_AFTER_MINUTES, type Draft, type DraftErrors } from "./draft";
import { BULK_SHARE_PERCENT, MEDIA_PER_SECOND, MESSAGES_PER_SECOND } from "../../bindings/SettingRules";

export type DraftProps = {
  draft: Draft;
  errors: DraftErrors;
  change: (patch: Partial<Draft>) => void;
};

/** Settings → Sending: the rate, the share for campaigns, PDF uploads, the time limits of OTPs and
 * campaign messages, country, opt-out words. */
export function SendingSection({ draft, errors, change }: DraftProps) {
  const t = useT();
  return (
    <Card withBorder id="settings-sending" data-testid="settings-sending">
      <Title order={3} mb="xs">
        {t("settings-sending-title")}
      </Title>
      <SimpleGrid cols={2} spacing="md">
        <NumberInput
          label={t("settings-mps")}
          description={t("settings-mps-description", { standard: 80, high: 1000, app: 20 })}
          value={draft.messages_per_second}
          onChange={(v) => change({ messages_per_second: v })}
          error={errors.messages_per_second}
          min={MESSAGES_PER_SECOND.min}
          max={MESSAGES_PER_SECOND.max}
          clampBehavior="none"
          decimalScale={1}
          thousandSeparator=","
          data-testid="settings-mps"
        />
        <NumberInput
          label={t("settings-bulk-share")}
          description={t("settings-bulk-share-description", { share: 80 })}
          value={draft.bulk_share_percent}
          onChange={(v) => change({ bulk_share_percent: v })}
          error={errors.bulk_share_percent}
          min={BULK_SHARE_PERCENT.min}
          max={BULK_SHARE_PERCENT.max}
          clampBehavior="none"
          allowDecimal={false}
          suffix=" %"
          data-testid="settings-bulk-share"
        />
        <NumberInput
          label={t("settings-media-per-second")}
          description={t("settings-media-per-second-description", { safe: 40 })}
          value={draft.media_per_second}
          onChange={(v) => change({ media_per_second: v })}
          error={errors.media_per_second}
          min={MEDIA_PER_SECOND.min}
          max={MEDIA_PER_SECOND.max}
          clampBehavior="none"
          allowDecimal={false}
          data-testid="settings-media-per-second"
        />
        <NumberInput
          label={t("settings-express-expires")}
          description={t("settings-express-expires-description")}
          value={draft.express_expires_after_minutes}
          onChange={(v) => change({ express_expires_after_minutes: v })}
          error={errors.express_expires_after_minutes}
          min={0}
          max={MAX_EXPIRES_AFTER_MINUTES}
          clampBehavior="none"
          allowDecimal={false}
          thousandSeparator=","
          suffix={t("settings-unit-minutes")}
          data-testid="settings-express-expires-after"
        />
        <NumberInput
          label={t("settings-bulk-expires")}
          description={t("settings-bulk-expires-description")}
          value={draft.bulk_expires_after_minutes}
          onChange={(v) => change({ bulk_expires_after_minutes: v })}
          error={errors.bulk_expires_after_minutes}
          min={0}
          max={MAX_EXPIRES_AFTER_MINUTES}
          clampBehavior="none"
          allowDecimal={false}
          thousandSeparator=","
          suffix={t("settings-unit-minutes")}
          data-testid="settings-bulk-expires-after"
        />
        <TextInput
          label={t("settings-default-country")}
          description={t("settings-default-country-description")}
          value={draft.default_country}
          onChange={(e) => change({ default_country: e.currentTarget.value.toUpperCase() })}
          error={errors.default_country}
          maxLength={2}
          data-testid="settings-default-country"
        />
      </SimpleGrid>
      <TagsInput
        mt="md"
        label={t("settings-opt-out-words")}
        description={t("settings-opt-out-words-description")}
        placeholder={t("settings-example", { example: "BAND KARO" })}
        value={draft.opt_out_keywords}
        onChange={(v) => change({ opt_out_keywords: v })}
        clearable
        data-testid="settings-opt-out-keywords"
      />
      <Text size="xs" c="dimmed" mt="xs">
        {t("settings-opt-out-words-note")}
      </Text>
    </Card>
  );
}
