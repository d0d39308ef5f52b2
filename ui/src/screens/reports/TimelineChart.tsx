import "@mantine/charts/styles.css";
import { AreaChart } from "@mantine/charts";
import { Group, Stack, Text, Title } from "@mantine/core";

import type { MinutePoint } from "../../bindings/MinutePoint";
import { count, time } from "../../format";
import { chartPoints } from "./reportView";

/** Messages sent, delivered and read per minute. */
export default function TimelineChart({ timeline }: { timeline: MinutePoint[] }) {
  const points = chartPoints(timeline);
  const fastest = timeline.reduce((best, p) => (p.sent > best.sent ? p : best), timeline[0]);
  const data = points.map((p) => ({
    minute: time(p.minute).slice(0, 5),
    Sent: p.sent,
    Delivered: p.delivered,
    Read: p.read,
  }));
  return (
    <Stack gap="xs" data-testid="report-timeline">
      <Group justify="space-between" align="baseline">
        <Title order={4}>Messages per minute</Title>
        {fastest && (
          <Text size="sm" c="dimmed">
            Busiest minute: {count(fastest.sent)} sent at {time(fastest.minute).slice(0, 5)}
          </Text>
        )}
      </Group>
      <AreaChart
        h={220}
        data={data}
        dataKey="minute"
        curveType="monotone"
        withDots={false}
        withLegend
        series={[
          { name: "Sent", color: "blue.6" },
          { name: "Delivered", color: "green.6" },
          { name: "Read", color: "teal.4" },
        ]}
      />
    </Stack>
  );
}
