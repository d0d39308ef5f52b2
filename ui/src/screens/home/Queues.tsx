import { Card, Paper, SimpleGrid, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

import type { Percentiles } from "../../bindings/Percentiles";
import type { Stats } from "../../bindings/Stats";
import { count } from "../../format";
import { useT, type T } from "../../i18n/I18n";

function Tile({ n, label, hint, testId }: { n: number; label: string; hint?: ReactNode; testId: string }) {
  return (
    <Paper withBorder p="sm" data-testid={testId}>
      <Text fz={26} fw={700} lh={1.1}>
        {count(n)}
      </Text>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      {hint && (
        <Text size="xs" c="dimmed" mt={2}>
          {hint}
        </Text>
      )}
    </Paper>
  );
}

function ms(t: T, n: number): string {
  return n < 1 ? t("home-ms-under-one") : t("home-ms", { ms: Math.round(n) });
}

/** "OTPs leave in 8 ms (p99 14 ms).", in the person's words. */
export function latencyWords(t: T, latency: Percentiles): string {
  if (latency.count === 0) return t("home-latency-none");
  return t("home-latency", { p50: ms(t, latency.p50), p99: ms(t, latency.p99) });
}

/** What waits in each lane, and why. */
export function Queues({ stats }: { stats: Stats }) {
  const t = useT();
  return (
    <Card withBorder data-testid="home-queues">
      <Title order={4} mb="sm">
        {t("home-queues-title")}
      </Title>
      <SimpleGrid cols={{ base: 2, lg: 3 }} spacing="sm">
        <Tile
          n={stats.queued_express}
          label={t("home-queue-express")}
          hint={latencyWords(t, stats.express_latency_ms)}
          testId="home-queue-express"
        />
        <Tile
          n={stats.queued_bulk}
          label={t("home-queue-bulk")}
          hint={t("home-queue-in-flight", { count: stats.in_flight })}
          testId="home-queue-bulk"
        />
        <Tile
          n={stats.deferred}
          label={t("home-queue-deferred")}
          hint={t("home-queue-deferred-hint")}
          testId="home-queue-deferred"
        />
        <Tile
          n={stats.paused}
          label={t("home-queue-paused")}
          hint={t("home-queue-paused-hint")}
          testId="home-queue-paused"
        />
        <Tile
          n={stats.in_doubt}
          label={t("home-queue-in-doubt")}
          hint={t("home-queue-in-doubt-hint")}
          testId="home-queue-in-doubt"
        />
      </SimpleGrid>
    </Card>
  );
}
