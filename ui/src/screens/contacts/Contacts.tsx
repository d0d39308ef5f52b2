import { Button, EmptyState, Group, Loader, Stack, Tabs, Text, Title } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconAddressBook, IconBan, IconUpload } from "@tabler/icons-react";
import { useCallback, useState } from "react";

import { useAppInfo } from "../../appInfo";
import type { Contact } from "../../bindings/Contact";
import { useT } from "../../i18n/I18n";
import { ContactFilters, NO_FILTERS, type Filters } from "./ContactFilters";
import { ContactsTable } from "./ContactsTable";
import { ErrorNote } from "../../components/ErrorNote";
import { ImportWizard } from "./import/ImportWizard";
import { ImportsPanel, ListsPanel } from "./ListsPanel";
import { TagEditor } from "./TagEditor";
import { useContactPages, type ContactFilter } from "./useContactPages";
import { useContactsOverview } from "./useContactsOverview";
import { DoNotContactDialog } from "./optOuts/DoNotContactDialog";
import { ExportOptOuts } from "./optOuts/ExportOptOuts";
import { MarketingDialog } from "./optOuts/MarketingDialog";

/** How long typing must pause before the table searches. */
export const SEARCH_DELAY_MS = 250;

type Wizard = { key: number; opened: boolean; path?: string };

function NoContacts({ onImport, onSample }: { onImport: () => void; onSample?: () => void }) {
  const t = useT();
  return (
    <EmptyState
      icon={<IconAddressBook size={32} />}
      title={t("contacts-empty-title")}
      description={t("contacts-empty-description")}
      data-testid="contacts-empty"
      py="xl"
    >
      <EmptyState.Actions>
        {onSample && (
          <Button variant="light" color="orange" onClick={onSample} data-testid="contacts-empty-sample">
            {t("contacts-empty-sample")}
          </Button>
        )}
        <Button leftSection={<IconUpload size={16} />} onClick={onImport}>
          {t("contacts-import-button")}
        </Button>
      </EmptyState.Actions>
    </EmptyState>
  );
}

export default function Contacts() {
  const t = useT();
  const info = useAppInfo();
  const overview = useContactsOverview();
  const [wizard, setWizard] = useState<Wizard>({ key: 0, opened: false });
  const [tab, setTab] = useState<string | null>("contacts");
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [text] = useDebouncedValue(filters.search.trim(), SEARCH_DELAY_MS);
  const [editing, setEditing] = useState<Contact | null>(null);
  const [marketing, setMarketing] = useState<Contact | null>(null);
  const [doNotContact, setDoNotContact] = useState(false);

  const filter: ContactFilter = {
    text,
    list: filters.list,
    tag: filters.tag,
    opted_out: filters.reach === "all" ? null : filters.reach === "opted_out",
  };
  const pages = useContactPages(filter);
  const { replace, refresh } = pages;
  const reloadOverview = overview.reload;

  const openWizard = (path?: string) => setWizard((w) => ({ key: w.key + 1, opened: true, path }));
  const closeWizard = (imported: boolean) => {
    setWizard((w) => ({ ...w, opened: false }));
    if (imported) {
      reloadOverview();
      refresh();
    }
  };
  const onEditTags = useCallback((c: Contact) => setEditing(c), []);
  const onMarketing = useCallback((c: Contact) => setMarketing(c), []);
  const onTagsSaved = (c: Contact) => {
    replace(c);
    setEditing(null);
    reloadOverview();
  };

  const sample = info?.samples ? () => openWizard(info.samples?.contacts) : undefined;
  const total = overview.total;
  const empty = total === 0 && !overview.error;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={2}>{t("contacts-title")}</Title>
          <Text c="dimmed" size="sm" data-testid="contacts-counts">
            {total === null
              ? t("contacts-counting")
              : t("contacts-summary", { contacts: total, lists: overview.lists.length })}
          </Text>
        </div>
        <Group gap="xs">
          <ExportOptOuts />
          <Button
            variant="default"
            leftSection={<IconBan size={16} />}
            onClick={() => setDoNotContact(true)}
            data-testid="dnc-button"
          >
            {t("opt-outs-import-button")}
          </Button>
          <Button leftSection={<IconUpload size={16} />} onClick={() => openWizard()} data-testid="import-button">
            {t("contacts-import-button")}
          </Button>
        </Group>
      </Group>

      {overview.error && (
        <ErrorNote error={overview.error} title={t("contacts-load-error")} onRetry={reloadOverview} />
      )}

      {empty ? (
        <NoContacts onImport={() => openWizard()} onSample={sample} />
      ) : (
        <Tabs value={tab} onChange={setTab} keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="contacts">{t("contacts-tab-contacts")}</Tabs.Tab>
            <Tabs.Tab value="lists" data-testid="contacts-lists-tab">
              {t("contacts-tab-lists", { lists: overview.lists.length })}
            </Tabs.Tab>
            <Tabs.Tab value="imports" data-testid="contacts-imports-tab">
              {t("contacts-tab-imports", { imports: overview.imports.length })}
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="contacts" pt="md">
            <Stack gap="sm">
              <ContactFilters value={filters} onChange={setFilters} lists={overview.lists} tags={overview.tags} />
              <ShowingLine shown={pages.total} total={total} />
              {pages.error && (
                <ErrorNote error={pages.error} title={t("contacts-page-error")} onRetry={refresh} />
              )}
              {pages.total === 0 ? (
                <Stack align="flex-start" gap="xs" py="lg">
                  <Text>{text ? t("contacts-no-match-search", { search: text }) : t("contacts-no-match")}</Text>
                  <Button variant="light" onClick={() => setFilters(NO_FILTERS)}>
                    {t("contacts-clear-search")}
                  </Button>
                </Stack>
              ) : (
                <ContactsTable
                  pages={pages}
                  onEditTags={onEditTags}
                  onMarketing={onMarketing}
                  height="max(280px, calc(100vh - 430px))"
                />
              )}
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="lists" pt="md">
            <ListsPanel
              lists={overview.lists}
              onShow={(list) => {
                setFilters({ ...NO_FILTERS, list });
                setTab("contacts");
              }}
            />
          </Tabs.Panel>
          <Tabs.Panel value="imports" pt="md">
            <ImportsPanel imports={overview.imports} />
          </Tabs.Panel>
        </Tabs>
      )}

      <ImportWizard
        key={wizard.key}
        opened={wizard.opened}
        onClose={closeWizard}
        initialPath={wizard.path}
        knownTags={overview.tags}
        knownLists={overview.lists.map((l) => l.name)}
      />
      <MarketingDialog
        contact={marketing}
        onClose={() => setMarketing(null)}
        onChanged={(status) => {
          if (marketing) {
            const changed = { ...marketing, opted_out: status.opted_out };
            replace(changed);
            setMarketing(changed);
          }
          reloadOverview();
        }}
      />
      <DoNotContactDialog
        opened={doNotContact}
        defaultCountry={info?.default_country ?? ""}
        onClose={(changed) => {
          setDoNotContact(false);
          if (changed) {
            reloadOverview();
            refresh();
          }
        }}
      />
      <TagEditor contact={editing} knownTags={overview.tags} onClose={() => setEditing(null)} onSaved={onTagsSaved} />
    </Stack>
  );
}

/** "Showing 1,204 of 45,000 contacts": those matching the filters, of every contact. */
function ShowingLine({ shown, total }: { shown: number | null; total: number | null }) {
  const t = useT();
  if (shown === null || total === null) {
    return (
      <Group gap="xs">
        <Loader size="xs" />
        <Text size="sm" c="dimmed">
          {t("contacts-loading")}
        </Text>
      </Group>
    );
  }
  return (
    <Text size="sm" c="dimmed" data-testid="contacts-showing">
      {t("contacts-showing", { shown, total: Math.max(total, shown) })}
    </Text>
  );
}
