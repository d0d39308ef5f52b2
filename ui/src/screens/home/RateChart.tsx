import { Box } from "@mantine/core";
import { useElementSize } from "@mantine/hooks";

import { count, time } from "../../format";
import { useT } from "../../i18n/I18n";
import type { RatePoint } from "./useHome";

/** The chart's height and margins in pixels; its width is the card's. */
const HEIGHT = 170;
const LEFT = 44;
const BOTTOM = 18;
const TOP = 6;

export type RateGeometry = {
  /** The line of messages per second, as an SVG path ("" with no points). */
  line: string;
  /** The same line closed down to zero, for the shaded area. */
  area: string;
  /** Height of the limit line, or `null` when there is no limit. */
  limitY: number | null;
  /** Labels of the y axis (0, half, top) with their heights. */
  ticks: { y: number; label: string }[];
  /** The oldest and newest times shown under the chart. */
  from: string;
  to: string;
};

/**
 * Where the last minutes of send rate sit in the chart: time left to right over the window
 * shown, 0 at the bottom, and the top 10 % above the higher of the limit and the peak so the
 * limit line is always visible.
 */
export function rateGeometry(points: RatePoint[], limit: number | null, width = 600): RateGeometry {
  const WIDTH = Math.max(width, LEFT + 10);
  const peak = points.reduce((m, p) => Math.max(m, p.sent), 0);
  const top = Math.ceil((Math.max(limit ?? 0, peak, 1) * 11) / 10);
  const plotWidth = WIDTH - LEFT;
  const plotHeight = HEIGHT - BOTTOM - TOP;
  const y = (v: number) => TOP + plotHeight * (1 - Math.min(v, top) / top);
  const first = points[0]?.at ?? 0;
  const span = Math.max((points[points.length - 1]?.at ?? 0) - first, 1);
  const x = (at: number) => LEFT + (points.length < 2 ? plotWidth : (plotWidth * (at - first)) / span);
  const round = (n: number) => Math.round(n * 10) / 10;
  const line = points.map((p, i) => `${i === 0 ? "M" : "L"}${round(x(p.at))},${round(y(p.sent))}`).join(" ");
  const area =
    points.length === 0
      ? ""
      : `${line} L${round(x(points[points.length - 1].at))},${round(y(0))} L${round(x(first))},${round(y(0))} Z`;
  return {
    line,
    area,
    limitY: limit === null ? null : round(y(limit)),
    ticks: [0, Math.round(top / 2), top].map((v) => ({ y: round(y(v)), label: count(v) })),
    from: points.length ? time(first) : "",
    to: points.length ? time(points[points.length - 1].at) : "",
  };
}

/**
 * Messages per second over the last minutes, against Meta's limit. A plain SVG drawing: it is
 * redrawn every second while Home is open, so it stays cheaper than a chart library's.
 */
export function RateChart({ points, limit }: { points: RatePoint[]; limit: number | null }) {
  const { ref, width: measured } = useElementSize();
  const t = useT();
  const WIDTH = Math.max(Math.round(measured) || 600, LEFT + 10);
  const g = rateGeometry(points, limit, WIDTH);
  const text = { fontSize: 11, fill: "var(--mantine-color-dimmed)" };
  return (
    <Box mt="sm" ref={ref} data-testid="home-rate-chart">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        width="100%"
        height={HEIGHT}
        role="img"
        aria-label={t("home-rate-chart")}
      >
        {g.ticks.map((tick) => (
          <g key={tick.label}>
            <line x1={LEFT} x2={WIDTH} y1={tick.y} y2={tick.y} stroke="var(--mantine-color-default-border)" strokeDasharray="3 3" />
            <text x={LEFT - 6} y={tick.y + 4} textAnchor="end" {...text}>
              {tick.label}
            </text>
          </g>
        ))}
        {g.area && <path d={g.area} fill="var(--mantine-color-teal-6)" fillOpacity={0.18} stroke="none" />}
        {g.line && <path d={g.line} fill="none" stroke="var(--mantine-color-teal-6)" strokeWidth={2} />}
        {g.limitY !== null && limit !== null && (
          <g data-testid="home-rate-limit">
            <line x1={LEFT} x2={WIDTH} y1={g.limitY} y2={g.limitY} stroke="var(--mantine-color-red-6)" strokeDasharray="6 4" />
            <text x={WIDTH - 4} y={g.limitY - 4} textAnchor="end" {...text} fill="var(--mantine-color-red-6)">
              {t("home-rate-chart-limit", { limit })}
            </text>
          </g>
        )}
        <text x={LEFT} y={HEIGHT - 4} {...text}>
          {g.from}
        </text>
        <text x={WIDTH} y={HEIGHT - 4} textAnchor="end" {...text}>
          {g.to}
        </text>
      </svg>
    </Box>
  );
}
