import { Grid, Group, Loader, Stack, Text, Title } from "@mantine/core";

import { useAppInfo } from "../../appInfo";
import { count } from "../../format";
import { CircuitCard } from "./CircuitCard";
import { ConnectionCard } from "./ConnectionCard";
import { Faults } from "./Faults";
import { PausedCampaigns } from "./PausedCampaigns";
import { Queues } from "./Queues";
import { RateCard } from "./RateCard";
import { SendingNow } from "./SendingNow";
import { TierCard } from "./TierCard";
import { TunnelCard } from "../../components/TunnelCard";
import { useHome } from "./useHome";

/** "1,204 delivered · 31 read · 3 failed" (all time). */
function totals(byState: { [key in string]: number }): string | null {
  const order = ["Sent", "Delivered", "Read", "Failed", "Skipped", "Cancelled", "Expired"];
  const parts = order
    .filter((s) => (byState[s] ?? 0) > 0)
    .map((s) => `${count(byState[s] ?? 0)} ${s.toLowerCase()}`);
  return parts.length > 0 ? parts.join(" · ") : null;
}

export default function Home() {
  const info = useAppInfo();
  const { view, points, throttledAt } = useHome();

  if (!view) {
    return (
      <Stack>
        <Title order={2}>Home</Title>
        {info && !info.running ? (
          <Text c="dimmed" data-testid="home-not-running">
            Pacer's engine isn't running, so there are no queues or rates to show. The message above says why
            and what to do; nothing queued is lost.
          </Text>
        ) : (
          <Group gap="sm">
            <Loader size="sm" />
            <Text c="dimmed">Waiting for Pacer's engine to report…</Text>
          </Group>
        )}
      </Stack>
    );
  }

  const { stats } = view;
  const allTime = totals(view.messages_by_state);
  return (
    <Stack gap="md" data-testid="home">
      <Group justify="space-between" align="center">
        <Title order={2}>Home</Title>
        {/* A stopped or cut-off sender is not "sending normally", whatever the circuit says. */}
        {stats.circuit.state !== "open" && stats.fatal === null && stats.connection.state !== "offline" && (
          <CircuitCard circuit={stats.circuit} />
        )}
      </Group>
      <Faults fatal={stats.fatal} recovered={stats.recovered} />
      <ConnectionCard connection={stats.connection} now={view.at} />
      {stats.circuit.state === "open" && <CircuitCard circuit={stats.circuit} />}
      <SendingNow active={view.active} />
      <PausedCampaigns batches={stats.paused_batches} active={view.active} />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <RateCard stats={stats} points={points} throttledAt={throttledAt} now={view.at} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <TierCard stats={stats} warning={view.tier_warning} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Queues stats={stats} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <TunnelCard tunnel={view.tunnel} mode={info?.mode} webhooks={view.webhooks} now={view.at} />
        </Grid.Col>
      </Grid>
      {allTime && (
        <Text size="xs" c="dimmed" data-testid="home-all-time">
          All messages so far: {allTime}.
        </Text>
      )}
    </Stack>
  );
}
