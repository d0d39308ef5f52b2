import { Alert, Badge, Box, Group, SegmentedControl, Skeleton, Stack, Text, TextInput, Title } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconSearch } from "@tabler/icons-react";
import { useVirtualizer } from "@tanstack/react-virtual";
import { useEffect, useMemo, useRef, useState } from "react";

import type { Funnel } from "../../bindings/Funnel";
import type { RecipientRow } from "../../bindings/RecipientRow";
import { count, dateTime, stateColor } from "../../format";
import HistoryModal from "./HistoryModal";
import { STATE_WORDS, filterCounts, type RowFilter } from "./reportView";
import { useRecipientPages } from "./useRecipientPages";

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
  { value: "expired", label: "Expired" },
];

function LoadingRow() {
  return (
    <Box style={{ height: ROW_HEIGHT, display: "flex", alignItems: "center", padding: "0 8px" }}>
      <Skeleton height={12} width="60%" aria-label="Loading…" />
    </Box>
  );
}

/**
 * One row per customer, read from Pacer a page at a time as the table scrolls, so 100,000 stay
 * light; the filter counts come from the funnel. `version` changes when the report was read
 * again: the rows on screen refresh where they are.
 */
export default function RecipientTable({
  campaignId,
  funnel,
  version,
}: {
  campaignId: string;
  funnel: Funnel;
  version: unknown;
}) {
  const [filter, setFilter] = useState<RowFilter>("all");
  const [search, setSearch] = useState("");
  const [text] = useDebouncedValue(search.trim(), 250);
  const [open, setOpen] = useState<RecipientRow | null>(null);
  const pages = useRecipientPages(campaignId, filter, text, version);
  const counts = useMemo(() => filterCounts(funnel), [funnel]);
  const shownCount = pages.total ?? 0;
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: shownCount,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 10,
  });
  const items = virtualizer.getVirtualItems();
  const first = items.length > 0 ? items[0].index : 0;
  const last = items.length > 0 ? items[items.length - 1].index : 0;
  const { ensureRange, key } = pages;
  useEffect(() => {
    ensureRange(first, last);
  }, [first, last, ensureRange]);
  // Another filter or search: back to the top.
  useEffect(() => {
    if (scroller.current) scroller.current.scrollTop = 0;
  }, [key]);

  return (
    <Stack gap="xs" data-testid="report-recipients">
      <Group justify="space-between" align="flex-end">
        <Title order={4}>Every customer ({count(funnel.total)})</Title>
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
            {pages.total === 0 ? (
              <Text size="sm" c="dimmed" p="md">
                {funnel.total === 0 ? "No messages yet." : "No customer matches."}
              </Text>
            ) : (
              <div style={{ height: virtualizer.getTotalSize(), position: "relative" }}>
                {items.map((item) => {
                  const row = pages.row(item.index);
                  return (
                    <div
                      key={item.index}
                      style={{ position: "absolute", top: 0, left: 0, right: 0, transform: `translateY(${item.start}px)` }}
                    >
                      {row ? <Row row={row} onOpen={() => setOpen(row)} /> : <LoadingRow />}
                    </div>
                  );
                })}
              </div>
            )}
          </div>
        </Box>
      </Box>
      {pages.error && (
        <Alert color="red" title="Some customers couldn't be read" data-testid="report-rows-error">
          {pages.error.message} Press Refresh to try again.
        </Alert>
      )}
      {open && <HistoryModal row={open} onClose={() => setOpen(null)} />}
    </Stack>
  );
}
