import { Card, NumberInput, SimpleGrid, Text, TextInput, Title } from "@mantine/core";

import { useT, type PlainMessageId } from "../../i18n/I18n";
import type { DraftProps } from "./SendingSection";
import { PRICE_BELOW } from "../../bindings/SettingRules";
import { RateCardPart } from "./RateCardPart";

const LABELS: Record<"price_marketing" | "price_utility" | "price_authentication", [PlainMessageId, PlainMessageId]> = {
  price_marketing: ["settings-price-marketing", "settings-price-marketing-description"],
  price_utility: ["settings-price-utility", "settings-price-utility-description"],
  price_authentication: ["settings-price-authentication", "settings-price-authentication-description"],
};

/** Settings → Prices on a desk: the office's rate card (loaded by an owner; the prices typed in
 * the office PC's own Settings stay there). */
export function DeskPricesSection() {
  const t = useT();
  return (
    <Card withBorder id="settings-prices" data-testid="settings-prices">
      <Title order={3} mb="xs">
        {t("settings-prices-title")}
      </Title>
      <RateCardPart />
    </Card>
  );
}

/** Settings → Prices: Meta's price per delivered message, so reports show what a campaign cost. */
export function PricesSection({ draft, errors, change }: DraftProps) {
  const t = useT();
  return (
    <Card withBorder id="settings-prices" data-testid="settings-prices">
      <Title order={3} mb="xs">
        {t("settings-prices-title")}
      </Title>
      <RateCardPart />
      <Text size="sm" fw={500}>
        {t("prices-settings-typed")}
      </Text>
      <Text size="sm" mb="md">
        {t("settings-prices-description")}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
        <TextInput
          label={t("settings-currency")}
          description={t("settings-currency-description", { example: "USD" })}
          // A currency code, not a word (translate="no" reaches the input, where the placeholder is).
          placeholder="USD"
          translate="no"
          value={draft.currency}
          onChange={(e) => change({ currency: e.currentTarget.value.toUpperCase() })}
          error={errors.currency}
          maxLength={3}
          data-testid="settings-currency"
        />
        {(Object.keys(LABELS) as (keyof typeof LABELS)[]).map((field) => (
          <NumberInput
            key={field}
            label={t(LABELS[field][0])}
            description={t(LABELS[field][1])}
            placeholder={t("settings-price-not-set")}
            value={draft[field]}
            onChange={(v) => change({ [field]: v })}
            error={errors[field]}
            min={0}
            max={PRICE_BELOW}
            clampBehavior="none"
            decimalScale={6}
            data-testid={`settings-${field.replace("_", "-")}`}
          />
        ))}
      </SimpleGrid>
    </Card>
  );
}
