import { Anchor, Group, Loader, Stack, Text, Title } from "@mantine/core";
import { useCallback, useEffect, useState } from "react";

import { api, toPacerError, type PacerError } from "../../api";
import { useAppInfo } from "../../appInfo";
import type { Settings } from "../../bindings/Settings";
import { errorMessage } from "../../common/errors";
import { ErrorWords } from "../../components/ErrorWords";
import { useT, type PlainMessageId } from "../../i18n/I18n";
import { showDone } from "../../notify";
import { AccountSection } from "./AccountSection";
import { DataSection } from "./DataSection";
import { DeliverySection } from "./DeliverySection";
import { DeskSection } from "./DeskSection";
import { FoldersSection } from "./FoldersSection";
import { toDraft, toSettings, validate, type Draft, type DraftErrors } from "./draft";
import { LanguageSection } from "./LanguageSection";
import { LocalApiSection } from "./LocalApiSection";
import { NotificationsSection } from "./NotificationsSection";
import { OfficeFromDesk, OfficeSection } from "./OfficeSection";
import { DeskPricesSection, PricesSection } from "./PricesSection";
import { SaveBar } from "./SaveBar";
import { SendingSection } from "./SendingSection";

/** Each section's element id and the link's words. */
const SECTIONS: readonly (readonly [string, PlainMessageId])[] = [
  ["settings-language", "settings-language"],
  ["settings-account", "settings-link-account"],
  ["settings-sending", "settings-link-sending"],
  ["settings-delivery", "settings-link-delivery"],
  ["settings-notifications", "inbox-settings-title"],
  ["settings-prices", "settings-link-prices"],
  ["settings-api", "settings-link-api"],
  ["settings-office", "office-title"],
  ["settings-desk", "desk-title"],
  ["settings-folders", "settings-link-folders"],
  ["settings-data", "settings-link-data"],
];

/** The sections that set up this PC's own engine. A desk runs none: the office Pacer's account,
 * sending, local API and folders are set on the office PC, so a desk does not show them; it
 * shows the office's rate card, and an owner's desk the office's people. */
const ENGINE_SECTIONS: ReadonlySet<string> = new Set([
  "settings-account",
  "settings-sending",
  "settings-delivery",
  "settings-prices",
  "settings-api",
  "settings-office",
  "settings-folders",
]);

/** The engine's sections a desk shows all the same, as the office's (an owner's desk: `owner`). */
function onDesk(id: string, owner: boolean): boolean {
  return id === "settings-prices" || (owner && id === "settings-office");
}

function SectionLinks({ desk, owner }: { desk: boolean; owner: boolean }) {
  const t = useT();
  return (
    <Group gap="md">
      {SECTIONS.filter(([id]) => !desk || !ENGINE_SECTIONS.has(id) || onDesk(id, owner)).map(([id, label]) => (
        <Anchor
          key={id}
          component="button"
          type="button"
          size="sm"
          onClick={() => document.getElementById(id)?.scrollIntoView({ behavior: "smooth", block: "start" })}
        >
          {t(label)}
        </Anchor>
      ))}
    </Group>
  );
}

export default function SettingsScreen() {
  const t = useT();
  const info = useAppInfo();
  const [settings, setSettings] = useState<Settings | null>(null);
  const [loadProblem, setLoadProblem] = useState<PacerError | null>(null);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [errors, setErrors] = useState<DraftErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const load = useCallback(async (keepDraft: boolean) => {
    try {
      const loaded = await api.settings();
      setSettings(loaded);
      setLoadProblem(null);
      if (!keepDraft) setDraft(toDraft(loaded));
    } catch (e) {
      setLoadProblem(toPacerError(e));
    }
  }, []);

  useEffect(() => {
    void load(false);
  }, [load]);

  if (!settings || !draft) {
    return (
      <Stack>
        <Title order={2}>{t("settings-title")}</Title>
        {loadProblem ? (
          <Text c="red">
            <ErrorWords error={loadProblem} />
          </Text>
        ) : (
          <Group gap="sm">
            <Loader size="sm" />
            <Text c="dimmed">{t("settings-loading")}</Text>
          </Group>
        )}
      </Stack>
    );
  }

  const change = (patch: Partial<Draft>) => {
    setDraft((d) => (d ? { ...d, ...patch } : d));
    setErrors((e) => {
      const next = { ...e };
      for (const key of Object.keys(patch) as (keyof Draft)[]) delete next[key];
      return next;
    });
    setProblem(null);
  };

  const dirty = JSON.stringify(toSettings(settings, draft)) !== JSON.stringify(settings);

  const save = async () => {
    const found = validate(draft, t);
    setErrors(found);
    const first = Object.values(found)[0];
    if (first) {
      setProblem(t("settings-save-not-yet", { problem: first }));
      return;
    }
    setSaving(true);
    setProblem(null);
    try {
      const next = toSettings(settings, draft);
      await api.saveSettings(next);
      setSettings({ ...next, mode: settings.mode, account: settings.account });
      showDone(t("settings-saved"), t("settings-saved-title"));
    } catch (e) {
      const err = toPacerError(e);
      setProblem(
        err.details
          ? t("settings-save-refused-details", { problem: errorMessage(err, t), details: err.details })
          : t("settings-save-refused", { problem: errorMessage(err, t) }),
      );
    } finally {
      setSaving(false);
    }
  };

  const mode = info?.mode ?? settings.mode;
  const props = { draft, errors, change };
  const desk = Boolean(info?.desk);
  const owner = info?.desk?.role === "owner";
  return (
    <Stack gap="md" data-testid="settings">
      <Title order={2}>{t("settings-title")}</Title>
      <SectionLinks desk={desk} owner={owner} />
      <LanguageSection />
      {!desk && (
        <AccountSection account={settings.account} mode={mode} onChanged={() => void load(true)} />
      )}
      {!desk && <SendingSection {...props} />}
      {!desk && <DeliverySection {...props} />}
      <NotificationsSection {...props} />
      {desk ? <DeskPricesSection /> : <PricesSection {...props} />}
      {!desk && <LocalApiSection {...props} />}
      {!desk && <OfficeSection {...props} />}
      {desk && owner && info?.desk && <OfficeFromDesk office={info.desk.office_name} />}
      {/* Pairing and leaving save `desk_of` themselves: read the settings again so the form,
          which passes `desk_of` through as loaded, never saves it back as it was. */}
      <DeskSection shared={settings.share_with_office} onChanged={() => void load(true)} />
      {!desk && (
        <FoldersSection
          folders={settings.readable_folders}
          onChanged={(next) => setSettings((s) => (s ? { ...s, readable_folders: next.readable_folders } : s))}
        />
      )}
      <DataSection {...props} />
      <SaveBar
        dirty={dirty}
        saving={saving}
        problem={problem}
        onSave={save}
        onUndo={() => {
          setDraft(toDraft(settings));
          setErrors({});
          setProblem(null);
        }}
      />
    </Stack>
  );
}
