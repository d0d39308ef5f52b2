import { Badge, Card, Group, Text, Title } from "@mantine/core";

import type { InboxSummary } from "../bindings/InboxSummary";
import type { TunnelState } from "../bindings/TunnelState";
import { count, dateTime } from "../format";
import { tunnelWords } from "./tunnelWords";

/** The tunnel's state, its addresses and the callback registration, in words. */
export function TunnelStatusText({ tunnel, mode }: { tunnel: TunnelState | null; mode: "demo" | "live" | undefined }) {
  const words = tunnelWords(tunnel, mode);
  const live = mode !== "demo" && tunnel !== null;
  return (
    <>
      <Group gap="xs" mb={4}>
        <Badge color={words.color} variant="light" data-testid="tunnel-status">
          {words.badge}
        </Badge>
        {live && tunnel.restarts > 0 && (
          <Text size="xs" c="dimmed">
            restarted {tunnel.restarts} {tunnel.restarts === 1 ? "time" : "times"}
          </Text>
        )}
      </Group>
      <Text size="sm">{words.text}</Text>
      {live && tunnel.failure && "last_output" in tunnel.failure && tunnel.failure.last_output && (
        <Text size="xs" c="dimmed" mt={4}>
          Details: {tunnel.failure.last_output}
        </Text>
      )}
      {live && tunnel.registration && (
        <Text size="sm" mt="xs" c={tunnel.registration.verified ? undefined : "orange"} data-testid="tunnel-registration">
          {tunnel.registration.message}
          {!tunnel.registration.verified &&
            tunnel.registration.next_attempt_at !== null &&
            ` Pacer asks again at ${dateTime(tunnel.registration.next_attempt_at)}.`}
        </Text>
      )}
    </>
  );
}

/** "Last delivery update 12 s ago; 40 waiting to be applied." */
export function webhookWords(webhooks: InboxSummary, now: number): string {
  const last = webhooks.last_received_at;
  let text: string;
  if (last === null) {
    text = "No delivery update has arrived yet: they come once messages are sent.";
  } else {
    const seconds = Math.max(0, Math.round((now - last) / 1000));
    const ago =
      seconds < 60
        ? `${seconds} s ago`
        : seconds < 3600
          ? `${Math.floor(seconds / 60)} min ago`
          : `at ${dateTime(last)}`;
    text = `Last delivery update ${ago}.`;
  }
  if (webhooks.waiting > 0) text += ` ${count(webhooks.waiting)} waiting to be applied.`;
  return text;
}

/** Webhooks & tunnel on Home. */
export function TunnelCard({
  tunnel,
  mode,
  webhooks,
  now,
}: {
  tunnel: TunnelState | null;
  mode: "demo" | "live" | undefined;
  webhooks: InboxSummary;
  now: number;
}) {
  return (
    <Card withBorder data-testid="home-tunnel" h="100%">
      <Title order={4} mb="xs">
        Delivery updates
      </Title>
      <TunnelStatusText tunnel={tunnel} mode={mode} />
      <Text size="sm" mt="xs" data-testid="home-webhooks">
        {webhookWords(webhooks, now)}
      </Text>
    </Card>
  );
}
