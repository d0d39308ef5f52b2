// The Inbox's left side: every customer's conversation, newest first, read a page at a time
// and rendered only where it is on screen (thousands of conversations never render at once).
import { Badge, Box, Group, Skeleton, Text, Tooltip, UnstyledButton } from "@mantine/core";
import { IconClockHour4, IconMessageCircle } from "@tabler/icons-react";
import { useVirtualizer } from "@tanstack/react-virtual";
import { memo, useEffect, useRef } from "react";

import type { ConversationRow } from "../../bindings/ConversationRow";
import type { PagedRows } from "../../common/usePagedRows";
import { LINK, withLink } from "../../components/WithLink";
import { count } from "../../format";
import { useT } from "../../i18n/I18n";
import { kindWords, listTime } from "./words";

/** A row's height: name, last line. */
export const ROW_HEIGHT = 68;

/** The last message in one line: its words ("You: …" when the business wrote last), or its kind. */
function LastLine({ row }: { row: ConversationRow }) {
  const t = useT();
  const words = row.last_text ? (
    <span translate="no" dir="auto">
      {row.last_text}
    </span>
  ) : (
    kindWords(t, row.last_kind)
  );
  // "You: …" is one message with the line as its value, so each language orders its words.
  return <>{row.last_side === "business" ? withLink(t("inbox-you-wrote", { text: LINK }), words) : words}</>;
}

function RowView({
  row,
  selected,
  onSelect,
}: {
  row: ConversationRow;
  selected: boolean;
  onSelect: (phone: string) => void;
}) {
  const t = useT();
  return (
    <UnstyledButton
      onClick={() => onSelect(row.phone)}
      data-testid="inbox-row"
      data-phone={row.phone}
      aria-current={selected ? "true" : undefined}
      w="100%"
      h={ROW_HEIGHT}
      px="sm"
      style={{
        display: "block",
        background: selected ? "var(--mantine-primary-color-light)" : undefined,
        borderBlockEnd: "1px solid var(--mantine-color-default-border)",
      }}
    >
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text fw={row.unread > 0 ? 700 : 500} size="sm" truncate translate="no" dir={row.name ? "auto" : "ltr"}>
          {row.name ?? row.phone}
        </Text>
        <Text size="xs" c={row.unread > 0 ? "green" : "dimmed"} style={{ flexShrink: 0 }} translate="no" data-testid="inbox-row-time">
          {listTime(row.last_at)}
        </Text>
      </Group>
      <Group justify="space-between" wrap="nowrap" gap="xs" mt={4}>
        <Text size="sm" c="dimmed" truncate data-testid="inbox-row-last">
          <LastLine row={row} />
        </Text>
        <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
          {row.waiting && (
            <Tooltip label={t("inbox-waiting-hint")}>
              <IconClockHour4 size={16} color="var(--mantine-color-orange-6)" aria-label={t("inbox-waiting")} />
            </Tooltip>
          )}
          {row.window_ends_at !== null && (
            <Tooltip label={t("inbox-window-open-hint")}>
              <IconMessageCircle size={16} color="var(--mantine-color-teal-6)" aria-label={t("inbox-window-open")} />
            </Tooltip>
          )}
          {row.unread > 0 && (
            <Badge
              size="sm"
              color="green"
              circle={row.unread < 10}
              data-testid="inbox-row-unread"
              aria-label={t("inbox-row-unread", { count: row.unread })}
            >
              <span dir="ltr">{count(row.unread)}</span>
            </Badge>
          )}
        </Group>
      </Group>
    </UnstyledButton>
  );
}

const Row = memo(RowView);

export function ConversationList({
  rows,
  selected,
  onSelect,
}: {
  rows: PagedRows<ConversationRow>;
  selected: string | null;
  onSelect: (phone: string) => void;
}) {
  const t = useT();
  const scrollRef = useRef<HTMLDivElement>(null);
  const total = rows.total ?? 0;
  const virtualizer = useVirtualizer({
    count: total,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 6,
  });
  const items = virtualizer.getVirtualItems();
  const first = items.length > 0 ? items[0].index : 0;
  const last = items.length > 0 ? items[items.length - 1].index : 0;
  const { ensureRange } = rows;
  useEffect(() => ensureRange(first, last), [ensureRange, first, last]);

  // A new search or filter starts at the top.
  useEffect(() => {
    scrollRef.current?.scrollTo?.({ top: 0 });
  }, [rows.key]);

  return (
    <Box
      ref={scrollRef}
      style={{ overflowY: "auto", flex: 1, minHeight: 0 }}
      data-testid="inbox-list"
      role="list"
      aria-label={t("inbox-list-label")}
    >
      <div style={{ height: virtualizer.getTotalSize(), position: "relative" }}>
        {items.map((item) => {
          const row = rows.row(item.index);
          return (
            <div
              key={item.key}
              role="listitem"
              style={{
                position: "absolute",
                insetBlockStart: 0,
                insetInlineStart: 0,
                width: "100%",
                height: item.size,
                transform: `translateY(${item.start}px)`,
              }}
            >
              {row ? (
                <Row row={row} selected={row.phone === selected} onSelect={onSelect} />
              ) : (
                <Box p="sm">
                  <Skeleton height={12} width="50%" mb={8} aria-label={t("inbox-loading")} />
                  <Skeleton height={10} width="80%" />
                </Box>
              )}
            </div>
          );
        })}
      </div>
    </Box>
  );
}
