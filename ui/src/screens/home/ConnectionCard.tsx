import { Alert, Text } from "@mantine/core";
import { IconWifiOff } from "@tabler/icons-react";

import type { ConnectionView } from "../../bindings/ConnectionView";
import { count, plural, time } from "../../format";

/** "4 min", "1 h 12 min": how long the connection has been gone. */
export function lasting(ms: number): string {
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 1) return "less than a minute";
  if (minutes < 60) return `${count(minutes)} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${count(hours)} h` : `${count(hours)} h ${rest} min`;
}

/**
 * Shown while Pacer cannot reach WhatsApp: since when, why, how many messages wait, and that
 * none is lost. Nothing to press — Pacer tries again by itself and resumes at the limit.
 */
export function ConnectionCard({ connection, now }: { connection: ConnectionView; now: number }) {
  if (connection.state !== "offline") return null;
  const since = connection.since ?? now;
  const waiting =
    connection.waiting === 0
      ? "No message is waiting; new ones wait and go as soon as it is back."
      : `${plural(connection.waiting, "message waits", "messages wait")} and ${
          connection.waiting === 1 ? "goes" : "go"
        } as soon as it is back; nothing is lost and nothing fails because of it.`;
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconWifiOff size={20} />}
      title={`No connection to WhatsApp since ${time(since)} (${lasting(now - since)})`}
      data-testid="home-connection"
    >
      <Text size="sm" data-testid="home-connection-waiting">
        {waiting}
      </Text>
      {connection.cause && (
        <Text size="sm" mt={4} data-testid="home-connection-cause">
          {connection.cause}
        </Text>
      )}
      {connection.next_try_at !== null && (
        <Text size="xs" c="dimmed" mt={4}>
          Pacer tries again by itself at {time(connection.next_try_at)}, then sends at the usual pace.
        </Text>
      )}
    </Alert>
  );
}
