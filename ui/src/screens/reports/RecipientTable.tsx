import { Badge, Box, Group, SegmentedControl, Stack, Text, TextInput, Title } from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";
import { useVirtualizer } from "@tanstack/react-virtual";
import { useMemo, useRef, useState } from "react";

import type { RecipientRow } from "../../bindings/RecipientRow";
import { count, dateTime, stateColor } from "../../format";
import HistoryModal from "./HistoryModal";
import { STATE_WORDS, countFor, filterRows, type RowFilter } from "./reportView";

const COLUMNS = "150px minmax(110px, 1fr) 130px 120px 120px 120px minmax(160px, 2fr)";
const ROW_HEIGHT = 38;

function when(ms: number | null): string {
  return ms === null ? "—" : dateTime(ms);
}

function Row({ row, onOpen }: { row: RecipientRow; onOpen: () => void }) {
  return (
    <Box
      role="button"
      tabIndex={0}
      onClick={onOpen}
      onKeyDown={(e) => {
        if (e.key === "Enter" || e.key === " ") {
          e.preventDefault();
          onOpen();
        }
      }}
      aria-label={`History of the message to ${row.name ?? row.recipient}`}
      data-testid="report-row"
      style={{
        display: "grid",
        gridTemplateColumns: COLUMNS,
        alignItems: "center",
        gap: 8,
        height: ROW_HEIGHT,
        padding: "0 8px",
        cursor: "pointer",
        borderBottom: "1px solid var(--mantine-color-default-border)",
        fontSize: "var(--mantine-font-size-sm)",
      }}
    >
      <Text size="sm" truncate>
        {row.recipient}
      </Text>
      <Text size="sm" truncate>
        {row.name ?? "—"}
      </Text>
      <Badge size="sm" variant="light" color={stateColor(row.state)}>
        {STATE_WORDS[row.state]}
      </Badge>
      <Text size="xs">{when(row.sent_at)}</Text>
      <Text size="xs">{when(row.delivered_at)}</Text>
      <Text size="xs">{when(row.read_at ?? row.failed_at)}</Text>
      <Text size="xs" truncate title={row.reason ?? undefined}>
        {row.reason ?? ""}
      </Text>
    </Box>
  );
}

const FILTERS: { value: RowFilter; label: string }[] = [
  { value: "all", label: "All" },
  { value: "delivered", label: "Delivered" },
  { value: "waiting", label: "Not yet delivered" },
  { value: "failed", label: "Failed" },
  { value: "skipped", label: "Skipped" },
  { value: "cancelled", label: "Cancelled" },
];

/** One row per customer; only the rows on screen are drawn, so 45,000 scroll smoothly. */
export default function RecipientTable({ rows }: { rows: RecipientRow[] }) {
  const [filter, setFilter] = useState<RowFilter>("all");
  const [search, setSearch] = useState("");
  const [open, setOpen] = useState<RecipientRow | null>(null);
  const shown = useMemo(() => filterRows(rows, filter, search), [rows, filter, search]);
  const counts = useMemo(
    () => Object.fromEntries(FILTERS.map((f) => [f.value, countFor(rows, f.value)])) as Record<RowFilter, number>,
    [rows],
  );
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: shown.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 10,
  });

  return (
    <Stack gap="xs" data-testid="report-recipients">
      <Group justify="space-between" align="flex-end">
        <Title order={4}>Every customer ({count(rows.length)})</Title>
        <TextInput
          leftSection={<IconSearch size={14} />}
          placeholder="Number or name"
          aria-label="Find a customer by number or name"
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          data-testid="report-search"
          w={240}
        />
      </Group>
      <SegmentedControl
        size="xs"
        value={filter}
        onChange={(v) => setFilter(v as RowFilter)}
        data={FILTERS.filter((f) => f.value === "all" || counts[f.value] > 0).map((f) => ({
          value: f.value,
          label: `${f.label} (${count(counts[f.value])})`,
        }))}
        aria-label="Show customers by where their message is"
        data-testid="report-filter"
      />
      <Text size="xs" c="dimmed">
        Click a customer to see every step of their message, with Meta's codes.
      </Text>
      <Box style={{ border: "1px solid var(--mantine-color-default-border)", borderRadius: 8, overflowX: "auto" }}>
        <Box miw={980}>
          <Box
            style={{
              display: "grid",
              gridTemplateColumns: COLUMNS,
              gap: 8,
              padding: "6px 8px",
              fontWeight: 600,
              fontSize: "var(--mantine-font-size-xs)",
              borderBottom: "1px solid var(--mantine-color-default-border)",
              overflowY: "hidden",
              scrollbarGutter: "stable",
            }}
            role="presentation"
          >
            <span>Number</span>
            <span>Name</span>
            <span>State</span>
            <span>Sent</span>
            <span>Delivered</span>
            <span>Read / failed</span>
            <span>Reason</span>
          </Box>
          <div ref={scroller} style={{ height: 420, overflowY: "auto", scrollbarGutter: "stable" }} data-testid="report-rows">
            {shown.length === 0 ? (
              <Text size="sm" c="dimmed" p="md">
                {rows.length === 0 ? "No messages yet." : "No customer matches."}
              </Text>
            ) : (
              <div style={{ height: virtualizer.getTotalSize(), position: "relative" }}>
                {virtualizer.getVirtualItems().map((item) => {
                  const row = shown[item.index];
                  return (
                    <div
                      key={row.key}
                      style={{ position: "absolute", top: 0, left: 0, right: 0, transform: `translateY(${item.start}px)` }}
                    >
                      <Row row={row} onOpen={() => setOpen(row)} />
                    </div>
                  );
                })}
              </div>
            )}
          </div>
        </Box>
      </Box>
      {open && <HistoryModal row={open} onClose={() => setOpen(null)} />}
    </Stack>
  );
}
