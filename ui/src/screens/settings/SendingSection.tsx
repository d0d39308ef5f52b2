import { Card, NumberInput, SimpleGrid, TagsInput, Text, TextInput, Title } from "@mantine/core";

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
  return (
    <Card withBorder id="settings-sending" data-testid="settings-sending">
      <Title order={3} mb="xs">
        Sending
      </Title>
      <SimpleGrid cols={2} spacing="md">
        <NumberInput
          label="Messages per second"
          description="Meta allows 80 per number (standard), up to 1,000 once Meta raises your number's throughput; 20 if the number is also in the WhatsApp Business app"
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
          label="Share campaigns may use"
          description="Keep room for OTPs: at 80 %, campaigns use at most 80 % of the rate. OTPs always go first."
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
          label="PDF uploads per second"
          description="How fast invoice PDFs are uploaded to Meta when a campaign launches (40 is safe)"
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
          label="Drop OTPs and alerts not sent within"
          description="An OTP or alert that could not go out in time (Meta down, sending paused) is not sent and shows as expired: a login code an hour late is worse than none. 0 = never."
          value={draft.express_expires_after_minutes}
          onChange={(v) => change({ express_expires_after_minutes: v })}
          error={errors.express_expires_after_minutes}
          min={0}
          max={MAX_EXPIRES_AFTER_MINUTES}
          clampBehavior="none"
          allowDecimal={false}
          thousandSeparator=","
          suffix=" minutes"
          data-testid="settings-express-expires-after"
        />
        <NumberInput
          label="Drop campaign messages not sent within"
          description="0 (the usual choice) = never: an invoice is still worth sending late. Set a limit for offers that end."
          value={draft.bulk_expires_after_minutes}
          onChange={(v) => change({ bulk_expires_after_minutes: v })}
          error={errors.bulk_expires_after_minutes}
          min={0}
          max={MAX_EXPIRES_AFTER_MINUTES}
          clampBehavior="none"
          allowDecimal={false}
          thousandSeparator=","
          suffix=" minutes"
          data-testid="settings-bulk-expires-after"
        />
        <TextInput
          label="Default country"
          description="For numbers written without a country code: a two-letter code such as PK, GB or US"
          value={draft.default_country}
          onChange={(e) => change({ default_country: e.currentTarget.value.toUpperCase() })}
          error={errors.default_country}
          maxLength={2}
          data-testid="settings-default-country"
        />
      </SimpleGrid>
      <TagsInput
        mt="md"
        label="More opt-out words"
        description="STOP, UNSUBSCRIBE, STOP PROMOTIONS and OPT OUT always work. Add the words your customers use in their languages; press Enter after each."
        placeholder="e.g. BAND KARO"
        value={draft.opt_out_keywords}
        onChange={(v) => change({ opt_out_keywords: v })}
        clearable
        data-testid="settings-opt-out-keywords"
      />
      <Text size="xs" c="dimmed" mt="xs">
        A customer who replies with one of these words gets no more marketing messages; invoices and OTPs
        still go.
      </Text>
    </Card>
  );
}
