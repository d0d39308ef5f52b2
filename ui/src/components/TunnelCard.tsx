import { Badge, Card, Group, Text, Title } from "@mantine/core";

import type { InboxSummary } from "../bindings/InboxSummary";
import type { TunnelState } from "../bindings/TunnelState";
import { dateTime } from "../format";
import { useT, type T } from "../i18n/I18n";
import { saidText, tunnelWords } from "./tunnelWords";

/** The tunnel's state, its addresses and the callback registration, in words. */
export function TunnelStatusText({ tunnel, mode }: { tunnel: TunnelState | null; mode: "demo" | "live" | undefined }) {
  const t = useT();
  const words = tunnelWords(t, tunnel, mode);
  const live = mode !== "demo" && tunnel !== null;
  return (
    <>
      <Group gap="xs" mb={4}>
        <Badge color={words.color} variant="light" data-testid="tunnel-status">
          {words.badge}
        </Badge>
        {live && tunnel.restarts > 0 && (
          <Text size="xs" c="dimmed">
            {t("common-tunnel-restarts", { count: tunnel.restarts })}
          </Text>
        )}
      </Group>
      <Text size="sm">
        {words.said !== null && <span>{words.said}</span>}
        {words.said !== null && words.text !== "" && " "}
        {words.text}
      </Text>
      {live && tunnel.failure && "last_output" in tunnel.failure && tunnel.failure.last_output && (
        <Text size="xs" c="dimmed" mt={4}>
          {t("common-details", { details: tunnel.failure.last_output })}
        </Text>
      )}
      {live && tunnel.registration && (
        <Text size="sm" mt="xs" c={tunnel.registration.verified ? undefined : "orange"} data-testid="tunnel-registration">
          {/* The window says when it asks again as a time of day, not the engine's "in 30 s". */}
          <span>
            {saidText(
              t,
              tunnel.registration.message_said.filter((s) => s.id !== "tunnel-registration-asks-again"),
              tunnel.registration.message,
            )}
          </span>
          {!tunnel.registration.verified &&
            tunnel.registration.next_attempt_at !== null &&
            ` ${t("common-tunnel-asks-again", { time: dateTime(tunnel.registration.next_attempt_at) })}`}
        </Text>
      )}
    </>
  );
}

/** "Last delivery update 12 s ago. 40 waiting to be applied.", in the person's words. */
export function webhookWords(t: T, webhooks: InboxSummary, now: number): string {
  const last = webhooks.last_received_at;
  let text: string;
  if (last === null) {
    text = t("common-webhooks-none");
  } else {
    const seconds = Math.max(0, Math.round((now - last) / 1000));
    text =
      seconds < 60
        ? t("common-webhooks-seconds-ago", { seconds })
        : seconds < 3600
          ? t("common-webhooks-minutes-ago", { minutes: Math.floor(seconds / 60) })
          : t("common-webhooks-at", { time: dateTime(last) });
  }
  if (webhooks.waiting > 0) text += ` ${t("common-webhooks-waiting", { count: webhooks.waiting })}`;
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
  const t = useT();
  return (
    <Card withBorder data-testid="home-tunnel" h="100%">
      <Title order={4} mb="xs">
        {t("common-tunnel-title")}
      </Title>
      <TunnelStatusText tunnel={tunnel} mode={mode} />
      <Text size="sm" mt="xs" data-testid="home-webhooks">
        {webhookWords(t, webhooks, now)}
      </Text>
    </Card>
  );
}
