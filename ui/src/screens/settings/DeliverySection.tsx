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
import { showDone } from "../../notify";
import { TunnelStatusText } from "../../components/TunnelCard";
import { takesToken, type TunnelKind } from "./draft";
import type { DraftProps } from "./SendingSection";
import { useAction } from "../../common/useAction";

const KINDS: { value: TunnelKind; label: string }[] = [
  { value: "off", label: "Off" },
  { value: "cloudflared", label: "cloudflared (free, new address each start)" },
  { value: "cloudflared-named", label: "cloudflared with my own domain (a named tunnel)" },
  { value: "ngrok", label: "ngrok" },
  { value: "url", label: "A fixed https:// address I already have" },
  { value: "command", label: "Another tunnel program (a command)" },
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
      showDone(value.trim() === "" ? "The tunnel token was removed from the keyring." : "The tunnel token is saved in this computer's keyring.");
    }, "The tunnel token was not saved");
  return (
    <Stack gap={4}>
      <Group align="flex-end" gap="xs">
        <PasswordInput
          label="Tunnel token"
          description={
            stored
              ? "A token is saved in this computer's keyring. Paste a new one to replace it."
              : "Your named tunnel's token (Cloudflare) or your ngrok authtoken. Pacer keeps it in this computer's keyring and gives it to the tunnel program privately."
          }
          placeholder={stored ? "•••••• (saved)" : "Paste the token"}
          value={token}
          onChange={(e) => setToken(e.currentTarget.value)}
          autoComplete="off"
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
          Save token
        </Button>
        {stored && (
          <Button
            variant="subtle"
            color="gray"
            disabled={busy.running}
            onClick={() => save("")}
            data-testid="settings-tunnel-token-forget"
          >
            Remove
          </Button>
        )}
      </Group>
    </Stack>
  );
}

/** Settings → Delivery updates: how Meta's webhooks reach this computer. */
export function DeliverySection({ draft, errors, change }: DraftProps) {
  const info = useAppInfo();
  const tunnel = useTunnel();
  return (
    <Card withBorder id="settings-delivery" data-testid="settings-delivery">
      <Title order={3} mb="xs">
        Delivery updates
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        Meta tells Pacer which messages were delivered, read or failed by calling a public https:// address.
        Pacer runs on this computer, so a tunnel gives it one. Without it, messages still go out but stay
        "sent".
      </Text>
      <Stack gap="sm">
        <Select
          label="Tunnel"
          data={KINDS}
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
            Needs cloudflared installed (developers.cloudflare.com → Downloads). Pacer starts it and restarts it if it
            stops.
          </Text>
        )}
        {draft.tunnel_kind === "ngrok" && (
          <Text size="xs" c="dimmed">
            Needs ngrok installed, and your authtoken below (or ngrok already logged in). For your static ngrok domain,
            choose "Another tunnel program" and add --url to the command.
          </Text>
        )}
        {draft.tunnel_kind === "cloudflared-named" && (
          <TextInput
            label="Your public host name"
            description="The host name you routed to the tunnel in Cloudflare (Zero Trust → Tunnels → Public hostname), pointing at the webhook receiver below. Needs cloudflared installed and the tunnel's token below."
            placeholder="hooks.example.com"
            value={draft.tunnel_host}
            onChange={(e) => change({ tunnel_host: e.currentTarget.value })}
            error={errors.tunnel_host}
            data-testid="settings-tunnel-host"
          />
        )}
        {draft.tunnel_kind === "url" && (
          <TextInput
            label="Your public address"
            description="An https:// address that already forwards to the webhook receiver below; nothing is started"
            placeholder="https://pacer.example.com"
            value={draft.tunnel_url}
            onChange={(e) => change({ tunnel_url: e.currentTarget.value })}
            error={errors.tunnel_url}
            data-testid="settings-tunnel-url"
          />
        )}
        {draft.tunnel_kind === "command" && (
          <TextInput
            label="Command"
            description="The program and its arguments; {port} becomes the receiver's port. Pacer reads the public address from what it prints. Pacer asks you to confirm the program before it first runs it; a token goes in the field below, never here."
            placeholder="ngrok http --url=my-shop.ngrok.app {port} --log stdout"
            value={draft.tunnel_command}
            onChange={(e) => change({ tunnel_command: e.currentTarget.value })}
            error={errors.tunnel_command}
            data-testid="settings-tunnel-command"
          />
        )}
        {takesToken(draft) && <TunnelToken />}
        <Checkbox
          label="Register the address with Meta by itself"
          description="Each new address is given to Meta as your callback URL, so you never copy it into the App Dashboard. Needs the verify token under Meta account."
          checked={draft.register_callback}
          onChange={(e) => change({ register_callback: e.currentTarget.checked })}
          disabled={draft.tunnel_kind === "off"}
          data-testid="settings-register-callback"
        />
        {!draft.register_callback && draft.tunnel_kind !== "off" && (
          <Text size="xs" c="dimmed">
            Without it, set the tunnel's address followed by /webhook, and your verify token, once in the App
            Dashboard → WhatsApp → Configuration.
          </Text>
        )}
        <Alert variant="light" color="gray" data-testid="settings-tunnel-state">
          <Text size="sm" fw={600} mb={4}>
            Now
          </Text>
          <TunnelStatusText tunnel={tunnel} mode={info?.mode} />
          {info && (
            <Text size="xs" c="dimmed" mt="xs">
              The webhook receiver on this computer: <Code>{info.webhook_url}</Code>
            </Text>
          )}
        </Alert>
      </Stack>
    </Card>
  );
}
