import "@mantine/charts/styles.css";
import { AreaChart } from "@mantine/charts";
import { Group, Stack, Text, Title } from "@mantine/core";

import type { MinutePoint } from "../../bindings/MinutePoint";
import { time } from "../../format";
import { useT } from "../../i18n/I18n";
import { chartPoints } from "./reportView";

/** Messages sent, delivered and read per minute. */
export default function TimelineChart({ timeline }: { timeline: MinutePoint[] }) {
  const t = useT();
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
        <Title order={4}>{t("reports-timeline-title")}</Title>
        {fastest && (
          <Text size="sm" c="dimmed">
            {t("reports-timeline-busiest", { count: fastest.sent, time: time(fastest.minute).slice(0, 5) })}
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
          // The names are the data's keys; the labels are what the legend and the tooltip say.
          { name: "Sent", label: t("reports-timeline-sent"), color: "blue.6" },
          { name: "Delivered", label: t("reports-timeline-delivered"), color: "green.6" },
          { name: "Read", label: t("reports-timeline-read"), color: "teal.4" },
        ]}
      />
    </Stack>
  );
}
