import { Card, Paper, SimpleGrid, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

import type { Percentiles } from "../../bindings/Percentiles";
import type { Stats } from "../../bindings/Stats";
import { count } from "../../format";

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

function ms(n: number): string {
  return n < 1 ? "under 1 ms" : `${count(n)} ms`;
}

/** "OTPs leave in 8 ms (p99 14 ms)". */
export function latencyWords(latency: Percentiles): string {
  if (latency.count === 0) return "No OTPs sent since Pacer started.";
  return `OTPs leave in ${ms(latency.p50)} (p99 ${ms(latency.p99)}).`;
}

/** What waits in each lane, and why. */
export function Queues({ stats }: { stats: Stats }) {
  return (
    <Card withBorder data-testid="home-queues">
      <Title order={4} mb="sm">
        Waiting to go
      </Title>
      <SimpleGrid cols={{ base: 2, lg: 3 }} spacing="sm">
        <Tile
          n={stats.queued_express}
          label="OTPs & alerts waiting"
          hint={latencyWords(stats.express_latency_ms)}
          testId="home-queue-express"
        />
        <Tile
          n={stats.queued_bulk}
          label="campaign messages waiting"
          hint={`${count(stats.in_flight)} on their way to Meta now`}
          testId="home-queue-bulk"
        />
        <Tile
          n={stats.deferred}
          label="waiting for a later time"
          hint="pacing per customer, the daily limit, or a retry"
          testId="home-queue-deferred"
        />
        <Tile n={stats.paused} label="paused" hint="their campaign is paused" testId="home-queue-paused" />
        <Tile
          n={stats.in_doubt}
          label="in doubt"
          hint="waiting for Meta to confirm — never sent twice"
          testId="home-queue-in-doubt"
        />
      </SimpleGrid>
    </Card>
  );
}
