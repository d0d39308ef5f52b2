import { Alert, Badge, Box, Group, SegmentedControl, Skeleton, Stack, Text, TextInput, Title } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconSearch } from "@tabler/icons-react";
import { useVirtualizer } from "@tanstack/react-virtual";
import { useEffect, useMemo, useRef, useState } from "react";

import type { Funnel } from "../../bindings/Funnel";
import type { RecipientRow } from "../../bindings/RecipientRow";
import { dateTime, stateColor } from "../../format";
import { ErrorWords } from "../../components/ErrorWords";
import { sayWith, useT, type T } from "../../i18n/I18n";
import HistoryModal from "./HistoryModal";
import { filterCounts, stateWord, type RowFilter } from "./reportView";
import { useRecipientPages } from "./useRecipientPages";

const COLUMNS = "150px minmax(110px, 1fr) 130px 120px 120px 120px minmax(160px, 2fr)";
const ROW_HEIGHT = 38;

function when(ms: number | null): string {
  return ms === null ? "—" : dateTime(ms);
}

/** A time in its own cell: the reader's format, and data for a browser's translator. */
function When({ ms }: { ms: number | null }) {
  return (
    <Text size="xs" translate="no">
      {when(ms)}
    </Text>
  );
}

function Row({ row, onOpen }: { row: RecipientRow; onOpen: () => void }) {
  const t = useT();
  const reason = row.reason_said ? sayWith(t, row.reason_said) : row.reason;
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
      aria-label={t("reports-row-label", { name: row.name ?? row.recipient })}
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
      <Text size="sm" truncate translate="no" dir="ltr">
        {row.recipient}
      </Text>
      <Text size="sm" truncate translate="no">
        {row.name ?? "—"}
      </Text>
      <Badge size="sm" variant="light" color={stateColor(row.state)}>
        {stateWord(t, row.state)}
      </Badge>
      <When ms={row.sent_at} />
      <When ms={row.delivered_at} />
      <When ms={row.read_at ?? row.failed_at} />
      {/* The engine's reason in the person's language, or as it was stored. */}
      <Text size="xs" truncate title={reason ?? undefined} translate={row.reason_said ? undefined : "no"}>
        {reason ?? ""}
      </Text>
    </Box>
  );
}

const FILTERS: RowFilter[] = ["all", "delivered", "waiting", "failed", "skipped", "cancelled", "expired"];

/** A filter's button: what it shows, and how many. */
function filterLabel(t: T, filter: RowFilter, count: number): string {
  switch (filter) {
    case "all":
      return t("reports-filter-all", { count });
    case "delivered":
      return t("reports-filter-delivered", { count });
    case "waiting":
      return t("reports-filter-waiting", { count });
    case "failed":
      return t("reports-filter-failed", { count });
    case "skipped":
      return t("reports-filter-skipped", { count });
    case "cancelled":
      return t("reports-filter-cancelled", { count });
    case "expired":
      return t("reports-filter-expired", { count });
  }
}

function LoadingRow() {
  const t = useT();
  return (
    <Box style={{ height: ROW_HEIGHT, display: "flex", alignItems: "center", padding: "0 8px" }}>
      <Skeleton height={12} width="60%" aria-label={t("reports-rows-loading")} />
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
  const t = useT();
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
        <Title order={4}>{t("reports-recipients-title", { count: funnel.total })}</Title>
        <TextInput
          leftSection={<IconSearch size={14} />}
          placeholder={t("reports-search-placeholder")}
          aria-label={t("reports-search-label")}
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
        data={FILTERS.filter((f) => f === "all" || counts[f] > 0).map((f) => ({
          value: f,
          label: filterLabel(t, f, counts[f]),
        }))}
        aria-label={t("reports-filter-label")}
        data-testid="report-filter"
      />
      <Text size="xs" c="dimmed">
        {t("reports-recipients-hint")}
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
            <span>{t("reports-column-number")}</span>
            <span>{t("reports-column-name")}</span>
            <span>{t("reports-column-state")}</span>
            <span>{t("reports-column-sent")}</span>
            <span>{t("reports-column-delivered")}</span>
            <span>{t("reports-column-read-failed")}</span>
            <span>{t("reports-column-reason")}</span>
          </Box>
          <div ref={scroller} style={{ height: 420, overflowY: "auto", scrollbarGutter: "stable" }} data-testid="report-rows">
            {pages.total === 0 ? (
              <Text size="sm" c="dimmed" p="md">
                {funnel.total === 0 ? t("reports-rows-none") : t("reports-rows-no-match")}
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
        <Alert color="red" title={t("reports-rows-error-title")} data-testid="report-rows-error">
          <ErrorWords error={pages.error} /> {t("reports-rows-error-retry")}
        </Alert>
      )}
      {open && <HistoryModal row={open} onClose={() => setOpen(null)} />}
    </Stack>
  );
}
