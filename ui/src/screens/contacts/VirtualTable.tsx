// A table that renders only the rows on screen (`docs/code-style.md#12-plain-typed-ui-code`: big lists are virtualised), for
// the contacts (paged from SQLite) and for an import's problem rows (up to 100,000 of each).
import { Box, Skeleton } from "@mantine/core";
import { useVirtualizer } from "@tanstack/react-virtual";
import { memo, useEffect, useRef, type ReactNode } from "react";

import { useT } from "../../i18n/I18n";

export type Column<T> = {
  key: string;
  header: ReactNode;
  /** A CSS grid track: `150px`, `minmax(160px, 1fr)`. */
  width: string;
  render: (row: T) => ReactNode;
};

type Props<T> = {
  /** Said by screen readers: "Contacts", "Numbers not valid". */
  label: string;
  columns: Column<T>[];
  /** How many rows there are in all (not how many are loaded). */
  count: number;
  /** The row at `index`, or `undefined` while its page loads. */
  row: (index: number) => T | undefined;
  /** Called with the first and last index on screen whenever they change. */
  onRange?: (first: number, last: number) => void;
  height: number | string;
  /** Below this width the table scrolls sideways instead of squeezing its columns. */
  minWidth?: number;
  rowHeight?: number;
  /** Bumped to move back to the top (new filter, new search). */
  resetKey?: string;
  testId?: string;
};

const cellStyle = {
  overflow: "hidden",
  whiteSpace: "nowrap",
  textOverflow: "ellipsis",
  padding: "0 10px",
  display: "flex",
  alignItems: "center",
  minWidth: 0,
} as const;

type RowProps<T> = {
  index: number;
  start: number;
  size: number;
  value: T | undefined;
  columns: Column<T>[];
  grid: string;
  /** Said by screen readers for a row still loading. */
  loading: string;
};

/** One row. Memoised: while scrolling only the rows that come into view render; the others
 * keep their element (a row's value, columns and position do not change as it moves). */
function RowView<T>({ index, start, size, value, columns, grid, loading }: RowProps<T>) {
  return (
    <div
      role="row"
      aria-rowindex={index + 2}
      style={{
        position: "absolute",
        top: 0,
        left: 0,
        width: "100%",
        height: size,
        transform: `translateY(${start}px)`,
        display: "grid",
        gridTemplateColumns: grid,
        fontSize: 14,
        borderBottom: "1px solid var(--mantine-color-default-border)",
        // A row's layout and painting never reach outside it: scrolling lays out new rows only.
        contain: "layout paint",
      }}
    >
      {value === undefined ? (
        <div role="cell" style={{ ...cellStyle, gridColumn: "1 / -1" }}>
          <Skeleton height={14} width="60%" aria-label={loading} />
        </div>
      ) : (
        columns.map((c) => (
          <div key={c.key} role="cell" style={cellStyle}>
            {c.render(value)}
          </div>
        ))
      )}
    </div>
  );
}

const Row = memo(RowView) as typeof RowView;

export function VirtualTable<T>({
  label,
  columns,
  count,
  row,
  onRange,
  height,
  minWidth = 0,
  rowHeight = 40,
  resetKey,
  testId,
}: Props<T>) {
  const t = useT();
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: 6,
  });
  const items = virtualizer.getVirtualItems();
  const first = items.length > 0 ? items[0].index : 0;
  const last = items.length > 0 ? items[items.length - 1].index : -1;

  const seenReset = useRef(resetKey);
  useEffect(() => {
    if (seenReset.current !== resetKey) {
      // New rows (another filter): back to the top, and ask for the top rows, not the ones
      // that were on screen before.
      seenReset.current = resetKey;
      const el = scrollRef.current;
      if (el) {
        el.scrollTop = 0;
        // Tell the virtualizer right after this commit: a browser reports the scroll only on a
        // later frame (and not at all when the emptied table already clamped it), so the old
        // offset would linger and the old rows' pages be fetched for the new filter.
        queueMicrotask(() => el.dispatchEvent(new Event("scroll")));
      }
      if (last >= first) onRange?.(0, last - first);
      return;
    }
    if (last >= first && last >= 0) onRange?.(first, last);
  }, [first, last, onRange, resetKey]);

  const grid = columns.map((c) => c.width).join(" ");

  return (
    <Box
      ref={scrollRef}
      role="table"
      aria-label={label}
      aria-rowcount={count + 1}
      data-testid={testId}
      tabIndex={0}
      style={{
        height,
        overflow: "auto",
        position: "relative",
        border: "1px solid var(--mantine-color-default-border)",
        borderRadius: "var(--mantine-radius-md)",
      }}
    >
      <div style={{ minWidth }}>
        <div
          role="rowgroup"
          style={{
            position: "sticky",
            top: 0,
            zIndex: 1,
            background: "var(--mantine-color-default)",
            borderBottom: "1px solid var(--mantine-color-default-border)",
          }}
        >
          <div role="row" aria-rowindex={1} style={{ display: "grid", gridTemplateColumns: grid, height: 36 }}>
            {columns.map((c) => (
              <div key={c.key} role="columnheader" style={{ ...cellStyle, fontWeight: 600, fontSize: 14 }}>
                {c.header}
              </div>
            ))}
          </div>
        </div>
        <div role="rowgroup" style={{ height: virtualizer.getTotalSize(), position: "relative" }}>
          {items.map((item) => (
            <Row
              key={item.key}
              index={item.index}
              start={item.start}
              size={item.size}
              value={row(item.index)}
              columns={columns}
              grid={grid}
              loading={t("contacts-table-loading")}
            />
          ))}
        </div>
      </div>
    </Box>
  );
}
