import { Badge, Card, Group, Text, Title } from "@mantine/core";

import type { TunnelState } from "../../bindings/TunnelState";
import { dateTime } from "../../format";
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

/** Webhooks & tunnel on Home. */
export function TunnelCard({ tunnel, mode }: { tunnel: TunnelState | null; mode: "demo" | "live" | undefined }) {
  return (
    <Card withBorder data-testid="home-tunnel" h="100%">
      <Title order={4} mb="xs">
        Delivery updates
      </Title>
      <TunnelStatusText tunnel={tunnel} mode={mode} />
    </Card>
  );
}
