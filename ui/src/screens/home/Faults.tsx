import { Alert, Stack, Text } from "@mantine/core";
import { IconAlertOctagon, IconAlertTriangle } from "@tabler/icons-react";

import type { Fault } from "../../bindings/Fault";

/**
 * Internal errors (a bug) in a part of Pacer, as the engine words them: the part that stopped
 * for good (Pacer sends nothing and takes no new messages until it is restarted), and those
 * Pacer recovered from by itself. Never a silent stop while Home says all is well.
 */
export function Faults({ fatal, recovered }: { fatal: Fault | null; recovered: Fault[] }) {
  if (fatal === null && recovered.length === 0) return null;
  return (
    <Stack gap="xs" data-testid="home-faults">
      {fatal !== null && (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertOctagon size={20} />}
          title="Pacer has stopped: restart it"
          data-testid="home-fatal"
        >
          <Text size="sm">{fatal.text}</Text>
          <Text size="xs" c="dimmed" mt={4}>
            Details: {fatal.message}
          </Text>
        </Alert>
      )}
      {recovered.map((fault) => (
        <Alert
          key={`${fault.part}:${fault.campaign ?? ""}`}
          color="yellow"
          variant="light"
          icon={<IconAlertTriangle size={20} />}
          title="Pacer recovered from an internal error"
          data-testid="home-recovered"
        >
          <Text size="sm">{fault.text}</Text>
          <Text size="xs" c="dimmed" mt={4}>
            Details: {fault.message}
          </Text>
        </Alert>
      ))}
    </Stack>
  );
}
