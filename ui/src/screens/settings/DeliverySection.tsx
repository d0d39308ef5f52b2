import {
  Alert,
  Button,
  Card,
  Checkbox,
  Code,
  Group,
  PasswordInput,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { useEffect, useState } from "react";

import { api, events } from "../../api";
import { useAppInfo } from "../../appInfo";
import type { TunnelState } from "../../bindings/TunnelState";
import { useEvent } from "../../common/useEvent";
import { useT, type PlainMessageId } from "../../i18n/I18n";
import { showDone } from "../../notify";
import { TunnelStatusText } from "../../components/TunnelCard";
import { takesToken, type TunnelKind } from "./draft";
import type { DraftProps } from "./SendingSection";
import { useAction } from "../../common/useAction";

const KINDS: { value: TunnelKind; label: PlainMessageId }[] = [
  { value: "off", label: "settings-tunnel-off" },
  { value: "cloudflared", label: "settings-tunnel-cloudflared" },
  { value: "cloudflared-named", label: "settings-tunnel-cloudflared-named" },
  { value: "ngrok", label: "settings-tunnel-ngrok" },
  { value: "url", label: "settings-tunnel-url" },
  { value: "command", label: "settings-tunnel-command" },
];

function isKind(value: string | null): value is TunnelKind {
  return KINDS.some((k) => k.value === value);
}

/** The tunnel as the Home view reports it, live. */
function useTunnel(): TunnelState | null {
  const [tunnel, setTunnel] = useState<TunnelState | null>(null);
  useEvent(events.onHome, (view) => setTunnel(view.tunnel));
  return tunnel;
}

/**
 * The tunnel's token (a named tunnel's token, ngrok's authtoken): kept in this computer's
 * keyring, never in the settings, and never shown again once saved.
 */
function TunnelToken() {
  const t = useT();
  const [stored, setStored] = useState<boolean | null>(null);
  const [token, setToken] = useState("");
  const busy = useAction();
  useEffect(() => {
    let alive = true;
    api
      .tunnelTokenStored()
      .then((answer) => alive && setStored(answer))
      .catch(() => alive && setStored(null));
    return () => {
      alive = false;
    };
  }, []);
  const save = (value: string) =>
    busy.run(async () => {
      await api.saveTunnelToken(value);
      setStored(value.trim() !== "");
      setToken("");
      showDone(
        value.trim() === "" ? t("settings-tunnel-token-removed") : t("settings-tunnel-token-saved"),
        t("settings-done-title"),
      );
    }, t("settings-tunnel-token-failed"));
  return (
    <Stack gap={4}>
      <Group align="flex-end" gap="xs">
        <PasswordInput
          label={t("settings-tunnel-token")}
          description={stored ? t("settings-tunnel-token-stored") : t("settings-tunnel-token-description")}
          placeholder={stored ? t("settings-tunnel-token-saved-placeholder") : t("settings-tunnel-token-placeholder")}
          value={token}
          onChange={(e) => setToken(e.currentTarget.value)}
          autoComplete="off"
          visibilityToggleButtonProps={{ "aria-label": t("settings-tunnel-token-show") }}
          data-testid="settings-tunnel-token"
          style={{ flex: 1 }}
          maw={460}
        />
        <Button
          variant="light"
          disabled={token.trim() === "" || busy.running}
          loading={busy.running}
          onClick={() => save(token)}
          data-testid="settings-tunnel-token-save"
        >
          {t("settings-tunnel-token-save")}
        </Button>
        {stored && (
          <Button
            variant="subtle"
            color="gray"
            disabled={busy.running}
            onClick={() => save("")}
            data-testid="settings-tunnel-token-forget"
          >
            {t("settings-tunnel-token-forget")}
          </Button>
        )}
      </Group>
    </Stack>
  );
}

/** Settings → Delivery updates: how Meta's webhooks reach this computer. */
export function DeliverySection({ draft, errors, change }: DraftProps) {
  const t = useT();
  const info = useAppInfo();
  const tunnel = useTunnel();
  return (
    <Card withBorder id="settings-delivery" data-testid="settings-delivery">
      <Title order={3} mb="xs">
        {t("settings-delivery-title")}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t("settings-delivery-description")}
      </Text>
      <Stack gap="sm">
        <Select
          label={t("settings-tunnel")}
          data={KINDS.map((k) => ({ value: k.value, label: t(k.label) }))}
          value={draft.tunnel_kind}
          onChange={(v) => isKind(v) && change({ tunnel_kind: v })}
          allowDeselect={false}
          searchable
          selectFirstOptionOnChange
          data-testid="settings-tunnel"
          maw={460}
        />
        {draft.tunnel_kind === "cloudflared" && (
          <Text size="xs" c="dimmed">
            {t("settings-tunnel-cloudflared-note")}
          </Text>
        )}
        {draft.tunnel_kind === "ngrok" && (
          <Text size="xs" c="dimmed">
            {t("settings-tunnel-ngrok-note")}
          </Text>
        )}
        {draft.tunnel_kind === "cloudflared-named" && (
          <TextInput
            label={t("settings-tunnel-host")}
            description={t("settings-tunnel-host-description")}
            // An example value, not words (translate="no" reaches the input, where the placeholder is).
            placeholder="hooks.example.com"
            translate="no"
            dir="ltr"
            value={draft.tunnel_host}
            onChange={(e) => change({ tunnel_host: e.currentTarget.value })}
            error={errors.tunnel_host}
            data-testid="settings-tunnel-host"
          />
        )}
        {draft.tunnel_kind === "url" && (
          <TextInput
            label={t("settings-tunnel-public-url")}
            description={t("settings-tunnel-public-url-description")}
            placeholder="https://pacer.example.com"
            translate="no"
            dir="ltr"
            value={draft.tunnel_url}
            onChange={(e) => change({ tunnel_url: e.currentTarget.value })}
            error={errors.tunnel_url}
            data-testid="settings-tunnel-url"
          />
        )}
        {draft.tunnel_kind === "command" && (
          <TextInput
            label={t("settings-tunnel-command-label")}
            description={t("settings-tunnel-command-description")}
            placeholder="ngrok http --url=my-shop.ngrok.app {port} --log stdout"
            translate="no"
            dir="ltr"
            value={draft.tunnel_command}
            onChange={(e) => change({ tunnel_command: e.currentTarget.value })}
            error={errors.tunnel_command}
            data-testid="settings-tunnel-command"
          />
        )}
        {takesToken(draft) && <TunnelToken />}
        <Checkbox
          label={t("settings-register-callback")}
          description={t("settings-register-callback-description")}
          checked={draft.register_callback}
          onChange={(e) => change({ register_callback: e.currentTarget.checked })}
          disabled={draft.tunnel_kind === "off"}
          data-testid="settings-register-callback"
        />
        {!draft.register_callback && draft.tunnel_kind !== "off" && (
          <Text size="xs" c="dimmed">
            {t("settings-register-callback-off")}
          </Text>
        )}
        <Alert variant="light" color="gray" data-testid="settings-tunnel-state">
          <Text size="sm" fw={600} mb={4}>
            {t("settings-tunnel-now")}
          </Text>
          <TunnelStatusText tunnel={tunnel} mode={info?.mode} />
          {info && (
            <Text size="xs" c="dimmed" mt="xs">
              {t("settings-delivery-receiver")}{" "}
              <Code translate="no" dir="ltr">
                {info.webhook_url}
              </Code>
            </Text>
          )}
        </Alert>
      </Stack>
    </Card>
  );
}
