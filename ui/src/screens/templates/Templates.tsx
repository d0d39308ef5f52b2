import {
  Alert,
  Button,
  EmptyState,
  Grid,
  Group,
  Loader,
  Paper,
  ScrollArea,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { IconPlus, IconRefresh, IconSearch, IconTemplate } from "@tabler/icons-react";
import { useCallback, useEffect, useState } from "react";

import { api, events, toPacerError, type PacerError } from "../../api";
import { useAction } from "../../common/useAction";
import { useEvent } from "../../common/useEvent";
import { useAppInfo } from "../../appInfo";
import type { SyncReport } from "../../bindings/SyncReport";
import type { TemplateInfo } from "../../bindings/TemplateInfo";
import { time } from "../../format";
import { ErrorNote } from "../../components/ErrorNote";
import { useT } from "../../i18n/I18n";
import { showDone } from "../../notify";
import { draftFromTemplate } from "./builder/draft";
import { TemplateActions } from "./builder/TemplateActions";
import { TemplateBuilder } from "./builder/TemplateBuilder";
import { TemplateList } from "./TemplateList";
import { TemplatePreview } from "./TemplatePreview";
import { templateKey } from "./words";

type Show = "all" | "usable" | "not_usable";
type Synced = { report: SyncReport; at: number };
/** The builder is open: on a new template, or on one Meta has. */
type Building = { editing: TemplateInfo | null };


function matches(t: TemplateInfo, search: string, show: Show): boolean {
  if (show === "usable" && !t.usable) return false;
  if (show === "not_usable" && t.usable) return false;
  const s = search.trim().toLowerCase();
  return s === "" || t.name.toLowerCase().includes(s) || t.language.toLowerCase().includes(s);
}

export default function Templates() {
  const t = useT();
  const info = useAppInfo();
  const [templates, setTemplates] = useState<TemplateInfo[] | null>(null);
  const [loadError, setLoadError] = useState<PacerError | null>(null);
  const syncing = useAction();
  const [synced, setSynced] = useState<Synced | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const [search, setSearch] = useState("");
  const [show, setShow] = useState<Show>("all");
  const [building, setBuilding] = useState<Building | null>(null);

  const load = useCallback(async () => {
    try {
      const list = await api.templates();
      setTemplates(list);
      setLoadError(null);
      // Start on the first template that can be used, so the preview is not empty.
      setSelected((current) => {
        if (current && list.some((t) => templateKey(t) === current)) return current;
        const first = list.find((t) => t.usable) ?? list[0];
        return first ? templateKey(first) : null;
      });
    } catch (e) {
      setLoadError(toPacerError(e));
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  // Meta's verdict on a template in review comes by webhook into Pacer's cache; Pacer says
  // when the cache changes, and the list shows it without the person syncing.
  useEvent(events.onTemplates, () => void load());

  const sync = () =>
    syncing.run(async () => {
      const report = await api.syncTemplates();
      setSynced({ report, at: Date.now() });
      await load();
    });

  const usable = templates?.filter((t) => t.usable).length ?? 0;
  const shown = templates?.filter((t) => matches(t, search, show)) ?? [];
  const current = templates?.find((t) => templateKey(t) === selected) ?? null;
  const languagesOf = (name: string) =>
    (templates ?? []).filter((t) => t.name === name && t.status !== "DELETED").map((t) => t.language);

  if (building) {
    return (
      <TemplateBuilder
        editing={building.editing}
        initial={building.editing ? draftFromTemplate(building.editing) : undefined}
        onClose={() => setBuilding(null)}
        onSent={(sent) => {
          setBuilding(null);
          setSelected(templateKey(sent));
          showDone(
            building.editing
              ? t("template-edited", { name: sent.name, language: sent.language })
              : t("template-created", { name: sent.name, language: sent.language }),
            t("templates-builder-sent-title"),
          );
          void load();
        }}
      />
    );
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={2}>{t("templates-title")}</Title>
          <Text c="dimmed" size="sm" data-testid="templates-counts">
            {templates === null
              ? t("templates-counts-loading")
              : t("templates-counts", { templates: templates.length, usable })}
          </Text>
        </div>
        <Group gap="xs">
          <Button leftSection={<IconPlus size={16} />} onClick={() => setBuilding({ editing: null })} data-testid="templates-new">
            {t("templates-builder-new")}
          </Button>
          <Button
            variant="light"
            leftSection={<IconRefresh size={16} />}
            onClick={sync}
            loading={syncing.running}
            data-testid="templates-sync"
          >
            {t("templates-sync-button")}
          </Button>
        </Group>
      </Group>

      {synced && (
        <Alert
          color="teal"
          title={t("templates-synced-at", { time: time(synced.at) })}
          withCloseButton
          onClose={() => setSynced(null)}
          data-testid="templates-sync-result"
        >
          {/* The engine's sentence (English for now). */}
          <span translate="no">{synced.report.summary}</span>
        </Alert>
      )}
      {syncing.error && <ErrorNote error={syncing.error} title={t("templates-sync-failed")} onRetry={sync} />}
      {loadError && <ErrorNote error={loadError} title={t("templates-load-failed")} onRetry={load} />}

      {templates === null && !loadError && <Loader size="sm" aria-label={t("templates-loading")} />}

      {templates !== null && templates.length === 0 && (
        <EmptyState
          icon={<IconTemplate size={32} />}
          title={t("templates-empty-title")}
          description={info?.mode === "demo" ? t("templates-empty-demo") : t("templates-empty-live")}
          data-testid="templates-empty"
          py="xl"
        />
      )}

      {templates !== null && templates.length > 0 && (
        <Grid gap="md">
          <Grid.Col span={5}>
            <Stack gap="xs">
              <TextInput
                placeholder={t("templates-search-placeholder")}
                aria-label={t("templates-search-label")}
                leftSection={<IconSearch size={16} />}
                value={search}
                onChange={(e) => setSearch(e.currentTarget.value)}
              />
              <SegmentedControl
                fullWidth
                size="xs"
                aria-label={t("templates-show-label")}
                value={show}
                onChange={setShow}
                data={[
                  { value: "all", label: t("templates-show-all", { count: templates.length }) },
                  { value: "usable", label: t("templates-show-usable", { count: usable }) },
                  { value: "not_usable", label: t("templates-show-unusable", { count: templates.length - usable }) },
                ]}
              />
              <ScrollArea h="max(320px, calc(100vh - 360px))" offsetScrollbars>
                {shown.length === 0 ? (
                  <Text size="sm" c="dimmed" p="xs">
                    {t("templates-no-match")}
                  </Text>
                ) : (
                  <TemplateList templates={shown} selected={selected} onSelect={(t) => setSelected(templateKey(t))} />
                )}
              </ScrollArea>
            </Stack>
          </Grid.Col>
          <Grid.Col span={7}>
            <Paper withBorder p="md">
              {current ? (
                <Stack gap="md">
                  <TemplateActions
                    key={`actions-${templateKey(current)}`}
                    template={current}
                    languages={languagesOf(current.name)}
                    onEdit={() => setBuilding({ editing: current })}
                    onDeleted={(name) => {
                      showDone(t("template-deleted", { name }), t("templates-builder-deleted-title"));
                      void load();
                    }}
                  />
                  <TemplatePreview key={templateKey(current)} template={current} />
                </Stack>
              ) : (
                <Text size="sm" c="dimmed">
                  {t("templates-choose")}
                </Text>
              )}
            </Paper>
          </Grid.Col>
        </Grid>
      )}
    </Stack>
  );
}
