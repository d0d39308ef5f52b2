// The Inbox: what customers write back, and the replies. Conversations on one side (searched,
// filtered, paged), the open thread and its reply on the other. Pacer pushes an `inbox` event
// when something changes; the screen never polls.
import { Alert, Box, Button, Center, Group, Loader, Paper, Select, Stack, Switch, Text, TextInput, Title } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconInbox, IconSearch } from "@tabler/icons-react";
import { useCallback, useLayoutEffect, useRef, useState, type RefObject } from "react";

import { api, events, type InboxChange } from "../../api";
import { useAppInfo } from "../../appInfo";
import type { ConversationQuery } from "../../bindings/ConversationQuery";
import type { ConversationRow } from "../../bindings/ConversationRow";
import { errorText } from "../../common/errors";
import { useEvent } from "../../common/useEvent";
import { useLoad } from "../../common/useLoad";
import { usePagedRows } from "../../common/usePagedRows";
import { useT } from "../../i18n/I18n";
import { ConversationList } from "./ConversationList";
import { Thread } from "./Thread";

/** How long typing in the search box must pause before the list is asked again. */
export const SEARCH_DELAY_MS = 300;

/** The filters of the list (what the person chose, before paging). */
type Filters = Pick<ConversationQuery, "search" | "campaign" | "waiting">;

/** The screen fills the window below where it starts (banners above it take their share), so
 * the list and the thread scroll on their own and the page itself does not. */
function useFillHeight(): [RefObject<HTMLDivElement | null>, number | undefined] {
  const ref = useRef<HTMLDivElement>(null);
  const [height, setHeight] = useState<number | undefined>(undefined);
  useLayoutEffect(() => {
    const measure = () => {
      const top = ref.current?.getBoundingClientRect().top ?? 0;
      // The main area's bottom padding (Mantine's lg spacing) stays below the screen.
      setHeight(Math.max(MIN_HEIGHT, window.innerHeight - top - 24));
    };
    measure();
    window.addEventListener("resize", measure);
    return () => window.removeEventListener("resize", measure);
  }, []);
  return [ref, height];
}

/** Below this the list and the thread would be too short to use: the page scrolls instead. */
const MIN_HEIGHT = 420;

function EmptyInbox() {
  const t = useT();
  const demo = useAppInfo()?.mode === "demo";
  return (
    <Center p="xl" data-testid="inbox-empty">
      <Stack align="center" gap="xs" maw={460}>
        <IconInbox size={40} stroke={1.4} aria-hidden />
        <Title order={4}>{t("inbox-empty-title")}</Title>
        <Text size="sm" c="dimmed" ta="center">
          {t("inbox-empty")}
        </Text>
        {demo && (
          <Text size="sm" c="dimmed" ta="center" data-testid="inbox-empty-demo">
            {t("inbox-empty-demo")}
          </Text>
        )}
      </Stack>
    </Center>
  );
}

/** The Inbox; `phone` opens that customer's thread, `campaign` starts filtered to the replies
 * to that campaign (a report's "Read the replies"). */
export default function Inbox({ phone: initialPhone, campaign: initialCampaign }: { phone?: string; campaign?: string }) {
  const t = useT();
  const [search, setSearch] = useState("");
  const [debouncedSearch] = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const [campaign, setCampaign] = useState<string | null>(initialCampaign ?? null);
  const [waiting, setWaiting] = useState(false);
  const [selected, setSelected] = useState<string | null>(initialPhone ?? null);
  const [version, setVersion] = useState(0);
  const [unreadTotal, setUnreadTotal] = useState<number | null>(null);
  const [screenRef, height] = useFillHeight();

  const campaigns = useLoad(() => api.campaigns(), []);

  const filters: Filters = { search: debouncedSearch === "" ? null : debouncedSearch, campaign, waiting };
  const key = JSON.stringify(filters);
  const read = useCallback(
    (offset: number, limit: number) =>
      api.conversations({ ...(JSON.parse(key) as Filters), offset, limit }).then((page) => {
        setUnreadTotal(page.unread_total);
        return page;
      }),
    [key],
  );
  const rows = usePagedRows<ConversationRow>(key, read, version);

  // Customers wrote, a thread was read, a status moved: the list is read again where it is.
  useEvent(events.onInbox, (change: InboxChange) => {
    setUnreadTotal(change.unread_total);
    setVersion((v) => v + 1);
  });

  const filtered = filters.search !== null || campaign !== null || waiting;
  const nothingAtAll = rows.total === 0 && !filtered;

  return (
    <Stack gap="sm" ref={screenRef} h={height ?? MIN_HEIGHT} data-testid="inbox-screen">
      <Group justify="space-between">
        <Title order={2}>{t("inbox-title")}</Title>
        {unreadTotal !== null && (
          <Text size="sm" c="dimmed" data-testid="inbox-unread-total">
            {t("inbox-unread-total", { count: unreadTotal })}
          </Text>
        )}
      </Group>
      {rows.error && (
        <Alert color="red" title={t("inbox-list-error")}>
          <Text size="sm">{errorText(rows.error, t)}</Text>
          <Button size="xs" variant="light" mt="xs" onClick={() => setVersion((v) => v + 1)}>
            {t("inbox-try-again")}
          </Button>
        </Alert>
      )}
      {nothingAtAll ? (
        <EmptyInbox />
      ) : (
        <Group align="stretch" gap={0} wrap="nowrap" style={{ flex: 1, minHeight: 0 }}>
          <Paper withBorder radius="md" w={340} style={{ display: "flex", flexDirection: "column", flexShrink: 0 }}>
            <Stack gap={6} p="xs" style={{ borderBlockEnd: "1px solid var(--mantine-color-default-border)" }}>
              <TextInput
                leftSection={<IconSearch size={16} />}
                placeholder={t("inbox-search")}
                aria-label={t("inbox-search")}
                value={search}
                onChange={(e) => setSearch(e.currentTarget.value)}
                data-testid="inbox-search"
              />
              <Select
                placeholder={t("inbox-filter-campaign-all")}
                aria-label={t("inbox-filter-campaign")}
                data={(campaigns.data ?? []).map((c) => ({
                  value: c.campaign.id,
                  label: t("inbox-filter-replies-to", { campaign: c.campaign.spec.name }),
                }))}
                value={campaign}
                onChange={setCampaign}
                clearable
                searchable
                nothingFoundMessage={t("inbox-filter-campaign-none")}
                data-testid="inbox-filter-campaign"
              />
              <Switch
                label={t("inbox-filter-waiting")}
                checked={waiting}
                onChange={(e) => setWaiting(e.currentTarget.checked)}
                data-testid="inbox-filter-waiting"
              />
              {rows.total !== null && filtered && (
                <Text size="xs" c="dimmed" data-testid="inbox-found">
                  {t("inbox-found", { count: rows.total })}
                </Text>
              )}
            </Stack>
            {rows.total === null && !rows.error ? (
              <Center p="md">
                <Loader size="sm" aria-label={t("inbox-loading")} />
              </Center>
            ) : rows.total === 0 ? (
              <Text size="sm" c="dimmed" p="md" data-testid="inbox-none-found">
                {t("inbox-none-found")}
              </Text>
            ) : (
              <ConversationList rows={rows} selected={selected} onSelect={setSelected} />
            )}
          </Paper>
          <Box style={{ flex: 1, minWidth: 0 }} ms="sm">
            <Paper withBorder radius="md" h="100%" style={{ overflow: "hidden" }}>
              {selected ? (
                <Thread key={selected} phone={selected} />
              ) : (
                <Center h="100%" p="xl" data-testid="inbox-pick">
                  <Text c="dimmed">{t("inbox-pick", { count: rows.total ?? 0 })}</Text>
                </Center>
              )}
            </Paper>
          </Box>
        </Group>
      )}
    </Stack>
  );
}
