import { Grid, Group, Loader, Stack, Text, Title } from "@mantine/core";

import { useAppInfo } from "../../appInfo";
import type { MessageArgs, MessageId } from "../../bindings/Messages";
import { time } from "../../format";
import { useT, type T } from "../../i18n/I18n";
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

/** Messages that take only a number. */
type CountId = { [K in MessageId]: MessageArgs[K] extends { count: string | number } ? K : never }[MessageId];

/** The engine's message states, in the order Home lists them, with their words. */
const TOTALS: [state: string, id: CountId][] = [
  ["Sent", "home-all-time-sent"],
  ["Delivered", "home-all-time-delivered"],
  ["Read", "home-all-time-read"],
  ["Failed", "home-all-time-failed"],
  ["Skipped", "home-all-time-skipped"],
  ["Cancelled", "home-all-time-cancelled"],
  ["Expired", "home-all-time-expired"],
];

/** "1,204 delivered · 31 read · 3 failed" (all time), in the person's words. */
function totals(t: T, byState: { [key in string]: number }): string | null {
  const parts = TOTALS.filter(([s]) => (byState[s] ?? 0) > 0).map(([s, id]) => t(id, { count: byState[s] ?? 0 }));
  return parts.length > 0 ? parts.join(" · ") : null;
}

export default function Home() {
  const info = useAppInfo();
  const { view, points, throttledAt } = useHome();
  const t = useT();

  if (!view) {
    return (
      <Stack>
        <Title order={2}>{t("home-title")}</Title>
        {info && !info.running ? (
          <Text c="dimmed" data-testid="home-not-running">
            {t("home-not-running")}
          </Text>
        ) : (
          <Group gap="sm">
            <Loader size="sm" />
            <Text c="dimmed">{t("home-waiting")}</Text>
          </Group>
        )}
      </Stack>
    );
  }

  const { stats } = view;
  const allTime = totals(t, view.messages_by_state);
  // On a desk the figures are the office Pacer's; while it cannot be reached they are the
  // last it sent, said as such, and nothing claims it is "sending normally".
  const desk = info?.desk ?? null;
  const stale = desk !== null && !desk.reachable;
  return (
    <Stack gap="md" data-testid="home">
      <Group justify="space-between" align="center">
        <Title order={2}>{t("home-title")}</Title>
        {/* A stopped or cut-off sender is not "sending normally", whatever the circuit says. */}
        {!stale && stats.circuit.state !== "open" && stats.fatal === null && stats.connection.state !== "offline" && (
          <CircuitCard circuit={stats.circuit} />
        )}
      </Group>
      {stale && (
        <Text c="orange" data-testid="home-desk-stale">
          {t("home-desk-stale", { time: time(view.at) })}
        </Text>
      )}
      <Faults fatal={stats.fatal} recovered={stats.recovered} />
      <ConnectionCard connection={stats.connection} now={view.at} />
      {stats.circuit.state === "open" && <CircuitCard circuit={stats.circuit} />}
      <SendingNow active={view.active} onDesk={desk !== null} />
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
          {/* A desk's own mode is beside the point: the office's tunnel and webhooks are shown. */}
          <TunnelCard
            tunnel={view.tunnel}
            mode={desk ? "live" : info?.mode}
            webhooks={view.webhooks}
            now={view.at}
          />
        </Grid.Col>
      </Grid>
      {allTime && (
        <Text size="xs" c="dimmed" data-testid="home-all-time">
          {t("home-all-time", { totals: allTime })}
        </Text>
      )}
    </Stack>
  );
}
