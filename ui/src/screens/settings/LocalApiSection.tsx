import { Anchor, Card, Code, Collapse, Group, NumberInput, PasswordInput, SimpleGrid, Text, TextInput, Title } from "@mantine/core";
import { IconChevronDown, IconChevronRight } from "@tabler/icons-react";
import { useState } from "react";

import { useAppInfo } from "../../appInfo";
import { useT } from "../../i18n/I18n";
import { CopyIcon } from "./CopyIcon";
import type { DraftProps } from "./SendingSection";

/** The curl command that sends one OTP through the local API. */
export function otpExample(apiUrl: string, key: string): string {
  const body = JSON.stringify({
    to: "+923001234567",
    lane: "express",
    idempotency_key: "login-7f3a",
    template: {
      name: "login_code",
      language: { code: "en_US" },
      components: [
        { type: "body", parameters: [{ type: "text", text: "482913" }] },
        { type: "button", sub_type: "url", index: "0", parameters: [{ type: "text", text: "482913" }] },
      ],
    },
  });
  // Pacer reads only JSON bodies sent as JSON (curl's -d alone says it is a form).
  return `curl -s ${apiUrl}/v1/messages -H 'Authorization: Bearer ${key}' \\\n  -H 'Content-Type: application/json' -d '${body}'`;
}

/** Settings → Local API: how the business's other systems send OTPs and alerts through Pacer. */
export function LocalApiSection({ draft, errors, change }: DraftProps) {
  const t = useT();
  const info = useAppInfo();
  const [advanced, setAdvanced] = useState(false);
  if (!info) return null;
  const masked = "•".repeat(Math.min(info.api_key.length, 12));
  return (
    <Card withBorder id="settings-api" data-testid="settings-api">
      <Title order={3} mb="xs">
        {t("settings-api-title")}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t("settings-api-description")}
      </Text>
      <SimpleGrid cols={2} spacing="md">
        <TextInput
          label={t("settings-api-address")}
          value={info.api_url}
          readOnly
          dir="ltr"
          data-testid="settings-api-url"
          rightSection={<CopyIcon value={info.api_url} label={t("settings-api-address-copy")} />}
        />
        <Group gap={4} align="flex-end" wrap="nowrap">
          <PasswordInput
            label={t("settings-api-key")}
            description={t("settings-api-key-description")}
            value={info.api_key}
            readOnly
            style={{ flex: 1 }}
            data-testid="settings-api-key"
            visibilityToggleButtonProps={{ "aria-label": t("settings-api-key-show") }}
          />
          <div style={{ paddingBottom: 4 }}>
            <CopyIcon value={info.api_key} label={t("settings-api-key-copy")} testId="settings-api-key-copy" />
          </div>
        </Group>
      </SimpleGrid>
      <Group justify="space-between" mt="md" mb={4}>
        <Text size="sm" fw={500}>
          {t("settings-api-example")}
        </Text>
        <CopyIcon value={otpExample(info.api_url, info.api_key)} label={t("settings-api-example-copy")} />
      </Group>
      <Code
        block
        data-testid="settings-api-example"
        style={{ whiteSpace: "pre-wrap", wordBreak: "break-all" }}
        translate="no"
        dir="ltr"
      >
        {otpExample(info.api_url, masked)}
      </Code>
      <Text size="xs" c="dimmed" mt={4}>
        {t("settings-api-example-note", { answer: '{"id": "msg_…"}', url: `${info.api_url}/v1/messages/<id>` })}
      </Text>
      <Anchor
        component="button"
        type="button"
        size="sm"
        mt="md"
        onClick={() => setAdvanced((a) => !a)}
        aria-expanded={advanced}
        data-testid="settings-ports-advanced"
      >
        <Group gap={4}>
          {advanced ? <IconChevronDown size={14} /> : <IconChevronRight size={14} />}
          {t("settings-api-advanced")}
        </Group>
      </Anchor>
      <Collapse expanded={advanced}>
        <SimpleGrid cols={2} spacing="md" mt="xs">
          <NumberInput
            label={t("settings-api-port")}
            description={t("settings-api-port-description", { address: "127.0.0.1" })}
            value={draft.api_port}
            onChange={(v) => change({ api_port: v })}
            error={errors.api_port}
            min={1}
            max={65_535}
            clampBehavior="none"
            allowDecimal={false}
            data-testid="settings-api-port"
          />
          <NumberInput
            label={t("settings-webhook-port")}
            description={t("settings-webhook-port-description")}
            value={draft.webhook_port}
            onChange={(v) => change({ webhook_port: v })}
            error={errors.webhook_port}
            min={1}
            max={65_535}
            clampBehavior="none"
            allowDecimal={false}
            data-testid="settings-webhook-port"
          />
        </SimpleGrid>
      </Collapse>
    </Card>
  );
}
