import { Alert, Button, Group, Text, ThemeIcon } from "@mantine/core";
import { IconAlertOctagon, IconCheck } from "@tabler/icons-react";
import { useState } from "react";

import { api } from "../../api";
import type { CircuitView } from "../../bindings/CircuitView";
import { time } from "../../format";
import { showDone } from "../../notify";
import { Confirm } from "../../components/Confirm";
import { useAction } from "../../common/useAction";

/** Whether Pacer is sending, or stopped by the circuit breaker, and why. */
export function CircuitCard({ circuit }: { circuit: CircuitView }) {
  const [asking, setAsking] = useState(false);
  const busy = useAction();

  if (circuit.state !== "open") {
    return (
      <Group gap="xs" data-testid="home-circuit" data-state="closed">
        <ThemeIcon color="green" variant="light" radius="xl" size="sm">
          <IconCheck size={14} />
        </ThemeIcon>
        <Text size="sm">Sending normally</Text>
      </Group>
    );
  }

  const resume = () =>
    busy.run(async () => {
      const resumed = await api.resumeSending();
      showDone(
        resumed
          ? "Sending resumed. If the cause is still there, Pacer stops again by itself and says why."
          : "Sending was already running again.",
      );
      setAsking(false);
    }, "Pacer couldn't resume sending");

  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertOctagon size={20} />}
      title="Sending is stopped"
      data-testid="home-circuit"
      data-state="open"
    >
      <Text size="sm" data-testid="home-circuit-reason">
        {circuit.reason ?? "Meta refused messages in a way that affects every message, so Pacer stopped sending."}
      </Text>
      <Text size="sm" mt={4}>
        Nothing is lost: messages wait in the queue and go out once sending resumes.
        {circuit.probe_at !== null && ` Pacer tries one message at ${time(circuit.probe_at)} to see whether it is fixed.`}
      </Text>
      {circuit.code !== null && (
        <Text size="xs" c="dimmed" mt={4}>
          Details: Meta error code {circuit.code}
        </Text>
      )}
      <Button mt="sm" color="red" onClick={() => setAsking(true)} data-testid="home-resume">
        Resume sending
      </Button>
      <Confirm
        opened={asking}
        title="Resume only after fixing the cause"
        confirmLabel="I fixed it — resume"
        color="red"
        busy={busy.running}
        testId="home-resume-confirm"
        onConfirm={resume}
        onCancel={() => setAsking(false)}
      >
        <Text size="sm">
          Pacer stopped because: {circuit.reason ?? "Meta refused messages."} If the cause is not fixed,
          the next messages meet it too and Pacer stops again, saying why.
        </Text>
      </Confirm>
    </Alert>
  );
}
