import { Alert, Stack, Text } from "@mantine/core";
import { IconAlertOctagon, IconAlertTriangle } from "@tabler/icons-react";

import type { Fault } from "../../bindings/Fault";
import { useT } from "../../i18n/I18n";

/**
 * Internal errors (a bug) in a part of Pacer, as the engine words them: the part that stopped
 * for good (Pacer sends nothing and takes no new messages until it is restarted), and those
 * Pacer recovered from by itself. Never a silent stop while Home says all is well.
 */
export function Faults({ fatal, recovered }: { fatal: Fault | null; recovered: Fault[] }) {
  const t = useT();
  if (fatal === null && recovered.length === 0) return null;
  return (
    <Stack gap="xs" data-testid="home-faults">
      {fatal !== null && (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertOctagon size={20} />}
          title={t("home-fatal-title")}
          data-testid="home-fatal"
        >
          <Text size="sm" translate="no">
            {fatal.text}
          </Text>
          <Text size="xs" c="dimmed" mt={4}>
            {t("common-details", { details: fatal.message })}
          </Text>
        </Alert>
      )}
      {recovered.map((fault) => (
        <Alert
          key={`${fault.part}:${fault.campaign ?? ""}`}
          color="yellow"
          variant="light"
          icon={<IconAlertTriangle size={20} />}
          title={t("home-recovered-title")}
          data-testid="home-recovered"
        >
          <Text size="sm" translate="no">
            {fault.text}
          </Text>
          <Text size="xs" c="dimmed" mt={4}>
            {t("common-details", { details: fault.message })}
          </Text>
        </Alert>
      ))}
    </Stack>
  );
}
