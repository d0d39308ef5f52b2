// The Inbox's right side: one customer's thread, business messages on one side and the
// customer's on the other (mirrored in right-to-left languages: logical CSS only). Only the
// messages on screen render; it opens at the newest, scrolling up reads the older page and the
// reading position stays where it was (the virtualiser anchors to the end).
import { Alert, Badge, Box, Button, Group, Loader, Paper, Stack, Text, Title } from "@mantine/core";
import { useVirtualizer } from "@tanstack/react-virtual";
import { useCallback, useEffect, useRef } from "react";

import { api, events, type InboxChange } from "../../api";
import type { ThreadItem } from "../../bindings/ThreadItem";
import { errorText } from "../../common/errors";
import { useEvent } from "../../common/useEvent";
import { useT } from "../../i18n/I18n";
import { Composer } from "./Composer";
import { ReceivedContent } from "./ReceivedContent";
import { SentContent } from "./SentContent";
import { itemId, useThread } from "./useThread";
import { threadTime } from "./words";

/** A message's height before it is measured. */
const ESTIMATE = 88;
/** How close to the top (px) scrolling reads the older page. */
const NEAR_TOP = 200;

function Bubble({ item }: { item: ThreadItem }) {
  const business = item.side === "business";
  return (
    <Box
      py={4}
      px="md"
      style={{ display: "flex", justifyContent: business ? "flex-end" : "flex-start" }}
      data-testid="inbox-item"
      data-side={item.side}
    >
      <Paper
        p="xs"
        radius="md"
        shadow="xs"
        maw="75%"
        style={{
          background: business ? "var(--mantine-color-green-light)" : "var(--mantine-color-body)",
          border: "1px solid var(--mantine-color-default-border)",
          // The tail sits on the writer's side, whichever way the language reads.
          borderEndEndRadius: business ? 2 : undefined,
          borderEndStartRadius: business ? undefined : 2,
        }}
      >
        {item.side === "customer" ? (
          <Stack gap={4}>
            <ReceivedContent content={item.content} media={item.media} />
            {/* Intl's date, already in the person's language: not a catalogue word. */}
            <Text size="xs" c="dimmed" ta="end" translate="no">
              {threadTime(item.at)}
            </Text>
          </Stack>
        ) : (
          <SentContent sent={item} />
        )}
      </Paper>
    </Box>
  );
}

/** Marks the thread read when the person can see it: on opening, and when a message arrives
 * while the window has the focus. */
function markRead(phone: string) {
  // The badge and the list follow from the `inbox` event Pacer pushes after it; a failure
  // leaves the messages unread, which the next opening retries.
  api.markConversationRead(phone).catch(() => {});
}

export function Thread({ phone }: { phone: string }) {
  const t = useT();
  const thread = useThread(phone);
  const { head, items, loadOlder, refresh } = thread;
  const scrollRef = useRef<HTMLDivElement>(null);

  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ESTIMATE,
    getItemKey: (index) => itemId(items[index]),
    overscan: 4,
    anchorTo: "end",
    followOnAppend: true,
    // An element not laid out yet (or a test's DOM, which has no layout) keeps its estimate.
    measureElement: (element) => element.getBoundingClientRect().height || ESTIMATE,
  });

  // Opens at the newest message, once the first page is here.
  const opened = useRef<string | null>(null);
  useEffect(() => {
    if (opened.current === phone || items.length === 0) return;
    // After the virtualiser has sized the new items (the next frame): before that, the end is 0.
    const frame = requestAnimationFrame(() => {
      opened.current = phone;
      virtualizer.scrollToIndex(items.length - 1, { align: "end" });
    });
    return () => cancelAnimationFrame(frame);
  }, [phone, items.length, virtualizer]);

  // Opening it marks it read (once: later pages say what arrived since, handled below).
  const markedOnOpen = useRef(false);
  useEffect(() => {
    if (markedOnOpen.current || head?.phone !== phone) return;
    markedOnOpen.current = true;
    if (head.unread > 0) markRead(phone);
  }, [head, phone]);

  // A message arriving while the window has the focus is read by whoever looks at it; one that
  // arrived while the person was elsewhere is read when they come back to the window.
  useEvent(events.onInbox, (change: InboxChange) => {
    if (!change.phones.includes(phone)) return;
    void refresh().then((page) => {
      if (page && page.unread > 0 && document.hasFocus()) markRead(phone);
    });
  });
  const unread = head?.unread ?? 0;
  useEffect(() => {
    if (unread === 0) return;
    const onFocus = () => markRead(phone);
    window.addEventListener("focus", onFocus);
    return () => window.removeEventListener("focus", onFocus);
  }, [phone, unread]);

  // The thread reads older pages only once it has been shown at the newest: the scrolls the
  // virtualiser makes while it opens (from the top, where an empty list starts) are not the
  // person scrolling up.
  const settled = useRef(false);
  const onScroll = useCallback(() => {
    const element = scrollRef.current;
    if (!element || opened.current !== phone) return;
    if (element.scrollTop >= NEAR_TOP) settled.current = true;
    else if (settled.current) void loadOlder();
  }, [loadOlder, phone]);

  const name = head?.name ?? null;
  return (
    <Stack gap={0} h="100%" data-testid="inbox-thread">
      <Group justify="space-between" px="md" py="xs" style={{ borderBlockEnd: "1px solid var(--mantine-color-default-border)" }}>
        <div>
          <Title order={4} translate="no" dir={name ? "auto" : "ltr"} data-testid="inbox-thread-name">
            {name ?? phone}
          </Title>
          {name && (
            <Text size="sm" c="dimmed" dir="ltr" translate="no" ta="start">
              {phone}
            </Text>
          )}
        </div>
        <Group gap="xs">
          {head?.opted_out && (
            <Badge color="gray" variant="light">
              {t("inbox-opted-out")}
            </Badge>
          )}
          {head && (
            <Text size="sm" c="dimmed" data-testid="inbox-thread-total">
              {t("inbox-thread-total", { count: head.total })}
            </Text>
          )}
        </Group>
      </Group>
      {thread.error && (
        <Alert color="red" m="xs" title={t("inbox-thread-error")}>
          <Text size="sm">{errorText(thread.error, t)}</Text>
          <Button size="xs" variant="light" mt="xs" onClick={() => void refresh()}>
            {t("inbox-try-again")}
          </Button>
        </Alert>
      )}
      {thread.loading && (
        <Group justify="center" p={4}>
          <Loader size="sm" aria-label={t("inbox-loading")} />
        </Group>
      )}
      {!thread.loading && !thread.hasOlder && items.length > 0 && (
        <Text size="xs" c="dimmed" ta="center" p={4} data-testid="inbox-thread-start">
          {t("inbox-thread-start")}
        </Text>
      )}
      <Box
        ref={scrollRef}
        onScroll={onScroll}
        style={{ flex: 1, minHeight: 0, overflowY: "auto", background: "var(--mantine-color-default-hover)" }}
        data-testid="inbox-thread-scroll"
        role="log"
        aria-label={t("inbox-thread-label")}
      >
        <div style={{ height: virtualizer.getTotalSize(), position: "relative" }}>
          {virtualizer.getVirtualItems().map((row) => (
            <div
              key={row.key}
              data-index={row.index}
              ref={virtualizer.measureElement}
              style={{ position: "absolute", insetBlockStart: 0, insetInlineStart: 0, width: "100%", transform: `translateY(${row.start}px)` }}
            >
              <Bubble item={items[row.index]} />
            </div>
          ))}
        </div>
      </Box>
      {head && <Composer phone={phone} windowEndsAt={head.window_ends_at} onSent={() => void refresh()} />}
    </Stack>
  );
}
