import { Alert, Text } from "@mantine/core";
import { IconWifiOff } from "@tabler/icons-react";

import type { ConnectionView } from "../../bindings/ConnectionView";
import { time } from "../../format";
import { useT, type T } from "../../i18n/I18n";

/** "4 min", "1 h 12 min": how long the connection has been gone, in the person's words. */
export function lasting(t: T, ms: number): string {
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 1) return t("home-lasting-under-minute");
  if (minutes < 60) return t("home-lasting-minutes", { minutes });
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? t("home-lasting-hours", { hours }) : t("home-lasting-hours-minutes", { hours, minutes: rest });
}

/**
 * Shown while Pacer cannot reach WhatsApp: since when, why, how many messages wait, and that
 * none is lost. Nothing to press — Pacer tries again by itself and resumes at the limit.
 */
export function ConnectionCard({ connection, now }: { connection: ConnectionView; now: number }) {
  const t = useT();
  if (connection.state !== "offline") return null;
  const since = connection.since ?? now;
  const waiting =
    connection.waiting === 0
      ? t("home-connection-none-waiting")
      : t("home-connection-waiting", { count: connection.waiting });
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconWifiOff size={20} />}
      title={t("home-connection-title", { time: time(since), lasting: lasting(t, now - since) })}
      data-testid="home-connection"
    >
      <Text size="sm" data-testid="home-connection-waiting">
        {waiting}
      </Text>
      {connection.cause && (
        <Text size="sm" mt={4} data-testid="home-connection-cause" translate="no">
          {connection.cause}
        </Text>
      )}
      {connection.next_try_at !== null && (
        <Text size="xs" c="dimmed" mt={4}>
          {t("home-connection-next-try", { time: time(connection.next_try_at) })}
        </Text>
      )}
    </Alert>
  );
}
