import { Card, NumberInput, SimpleGrid, Text, TextInput, Title } from "@mantine/core";

import type { DraftProps } from "./SendingSection";
import { PRICE_BELOW } from "../../bindings/SettingRules";

const LABELS = {
  price_marketing: ["Marketing message", "Offers, announcements, reminders to buy"],
  price_utility: ["Utility message", "Invoices, order and payment updates"],
  price_authentication: ["Authentication message", "One-time passwords"],
} as const;

/** Settings → Prices: Meta's price per delivered message, so reports show what a campaign cost. */
export function PricesSection({ draft, errors, change }: DraftProps) {
  return (
    <Card withBorder id="settings-prices" data-testid="settings-prices">
      <Title order={3} mb="xs">
        Prices
      </Title>
      <Text size="sm" mb="md">
        Meta charges for each delivered template message, by its category and your customers' country. Copy
        the prices for that country from Meta's rate card (WhatsApp Manager → Insights, or Meta's pricing
        page) and reports show what each campaign cost. Leave them empty to see counts only.
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
        <TextInput
          label="Currency"
          description="Of Meta's prices, e.g. USD"
          placeholder="USD"
          value={draft.currency}
          onChange={(e) => change({ currency: e.currentTarget.value.toUpperCase() })}
          error={errors.currency}
          maxLength={3}
          data-testid="settings-currency"
        />
        {(Object.keys(LABELS) as (keyof typeof LABELS)[]).map((field) => (
          <NumberInput
            key={field}
            label={LABELS[field][0]}
            description={LABELS[field][1]}
            placeholder="not set"
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
