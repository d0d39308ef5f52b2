import { Alert, Button, Group, Text, ThemeIcon } from "@mantine/core";
import { IconAlertOctagon, IconCheck } from "@tabler/icons-react";
import { useState } from "react";

import { api } from "../../api";
import type { CircuitView } from "../../bindings/CircuitView";
import { time } from "../../format";
import { showDone } from "../../notify";
import { Confirm } from "../../components/Confirm";
import { useAction } from "../../common/useAction";
import { sayWith, useT } from "../../i18n/I18n";

/** Whether Pacer is sending, or stopped by the circuit breaker, and why. */
export function CircuitCard({ circuit }: { circuit: CircuitView }) {
  const [asking, setAsking] = useState(false);
  const busy = useAction();
  const t = useT();
  // The engine's reason in the person's language, or as it was stored.
  const reason = circuit.reason_said ? sayWith(t, circuit.reason_said) : circuit.reason;

  if (circuit.state !== "open") {
    return (
      <Group gap="xs" data-testid="home-circuit" data-state="closed">
        <ThemeIcon color="green" variant="light" radius="xl" size="sm">
          <IconCheck size={14} />
        </ThemeIcon>
        <Text size="sm">{t("home-circuit-ok")}</Text>
      </Group>
    );
  }

  const resume = () =>
    busy.run(async () => {
      const resumed = await api.resumeSending();
      showDone(resumed ? t("home-circuit-resumed") : t("home-circuit-already-running"));
      setAsking(false);
    }, t("home-circuit-resume-failed"));

  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertOctagon size={20} />}
      title={t("home-circuit-stopped")}
      data-testid="home-circuit"
      data-state="open"
    >
      <Text
        size="sm"
        data-testid="home-circuit-reason"
        translate={circuit.reason !== null && !circuit.reason_said ? "no" : undefined}
      >
        {reason ?? t("home-circuit-reason-unknown")}
      </Text>
      <Text size="sm" mt={4}>
        {t("home-circuit-nothing-lost")}
        {circuit.probe_at !== null && ` ${t("home-circuit-probe", { time: time(circuit.probe_at) })}`}
      </Text>
      {circuit.code !== null && (
        <Text size="xs" c="dimmed" mt={4}>
          {/* A code, not an amount: no thousands separator. */}
          {t("home-circuit-code", { code: String(circuit.code) })}
        </Text>
      )}
      <Button mt="sm" color="red" onClick={() => setAsking(true)} data-testid="home-resume">
        {t("home-circuit-resume")}
      </Button>
      <Confirm
        opened={asking}
        title={t("home-resume-confirm-title")}
        confirmLabel={t("home-resume-confirm-button")}
        color="red"
        busy={busy.running}
        testId="home-resume-confirm"
        onConfirm={resume}
        onCancel={() => setAsking(false)}
      >
        <Text size="sm">
          {reason !== null
            ? t("home-resume-confirm-body", { reason })
            : t("home-resume-confirm-body-unknown")}
        </Text>
      </Confirm>
    </Alert>
  );
}
