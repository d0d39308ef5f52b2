import { Alert, Button, Text } from "@mantine/core";

import type { AppInfo } from "../bindings/AppInfo";
import { sayWith, useT } from "../i18n/I18n";

/** Why Pacer is not sending (the app's problem), in the person's language when the engine said
 * it as a catalogue message, and a button to start the engine again when it is not running. */
export function ProblemBanner({
  info,
  restarting,
  onRestart,
}: {
  info: AppInfo;
  restarting: boolean;
  onRestart: () => void;
}) {
  const t = useT();
  if (!info.problem && !info.problem_said) return null;
  return (
    <Alert data-testid="problem-banner" color="red" mb="md" title={t("not-sending-title")}>
      <Text size="sm" mb="xs" translate={info.problem_said ? undefined : "no"}>
        {info.problem_said ? sayWith(t, info.problem_said) : info.problem}
      </Text>
      {!info.running && (
        <Button size="xs" variant="white" color="red" loading={restarting} onClick={onRestart}>
          {t("try-again")}
        </Button>
      )}
    </Alert>
  );
}
