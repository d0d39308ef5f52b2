import {
  Alert,
  Autocomplete,
  Button,
  Checkbox,
  Divider,
  Group,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
} from "@mantine/core";
import { IconFile, IconFolder, IconFolderOpen } from "@tabler/icons-react";
import { useMemo } from "react";

import { api } from "../../../api";
import { useAppInfo } from "../../../appInfo";
import type { HeaderKind } from "../../../bindings/HeaderKind";
import type { TemplateInfo } from "../../../bindings/TemplateInfo";
import type { Variable } from "../../../bindings/Variable";
import { pathName } from "../../../format";
import { ErrorList } from "../../../components/ErrorList";
import { useT } from "../../../i18n/I18n";
import ColumnInput from "./ColumnInput";
import HoursInputs, { timeZones } from "./HoursInputs";
import { entryFor, fileKind, type Draft, type MapEntry, type MapMode } from "./draft";
import type { Columns } from "./useColumns";
import { useAction } from "../../../common/useAction";


/** One file for everyone in a picture, video or document header: picked in Pacer's own file
 * dialog (or the demo's poster), checked by Pacer when the campaign is created. */
function HeaderFileInput({
  kind,
  draft,
  setDraft,
}: {
  kind: HeaderKind;
  draft: Draft;
  setDraft: (change: Partial<Draft>) => void;
}) {
  const t = useT();
  const info = useAppInfo();
  const choosing = useAction();
  const browse = () =>
    choosing.run(async () => {
      const chosen = await api.chooseHeaderFile(kind);
      if (chosen) setDraft({ headerFile: chosen.path });
    }, t("wizard-header-file-choose-failed"));
  const file = draft.headerFile.trim();
  const poster = kind === "image" ? info?.samples?.poster : undefined;
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        {t("wizard-header-file", { kind })}
      </Text>
      <Text size="xs" c="dimmed" mt={-6}>
        {t("wizard-header-file-description", { kind })}
      </Text>
      <Paper withBorder p="sm">
        <Group gap="sm" wrap="nowrap" justify="space-between">
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
            <IconFile size={20} />
            {file ? (
              <Stack gap={0} style={{ minWidth: 0 }} data-testid="campaign-header-file" translate="no">
                <Text size="sm" fw={600} truncate="end">
                  {pathName(file)}
                </Text>
                <Text size="xs" c="dimmed" style={{ wordBreak: "break-all" }}>
                  {file}
                </Text>
              </Stack>
            ) : (
              <Text size="sm" c="dimmed" data-testid="campaign-header-file">
                {t("wizard-header-file-none", { kind })}
              </Text>
            )}
          </Group>
          <Button
            variant="default"
            leftSection={<IconFolderOpen size={16} />}
            onClick={browse}
            loading={choosing.running}
            data-testid="campaign-header-file-choose"
          >
            {t("wizard-pdf-choose")}
          </Button>
        </Group>
      </Paper>
      {poster && (
        <Group>
          <Button
            size="xs"
            variant="light"
            color="orange"
            onClick={() => setDraft({ headerFile: poster })}
            data-testid="campaign-use-sample-poster"
          >
            {t("wizard-header-file-sample")}
          </Button>
          <Text size="xs" c="dimmed">
            {t("wizard-header-file-sample-note")}
          </Text>
        </Group>
      )}
    </Stack>
  );
}

/** A file per customer in a picture, video or document header, found in a folder by a
 * column's value (an invoice run's PDFs). */
function PdfSourceInputs({
  kind,
  draft,
  setDraft,
  columns,
}: {
  kind: HeaderKind;
  draft: Draft;
  setDraft: (change: Partial<Draft>) => void;
  columns: Columns;
}) {
  const t = useT();
  const info = useAppInfo();
  const choosing = useAction();
  const browse = () =>
    choosing.run(async () => {
      const chosen = await api.chooseInvoiceFolder();
      if (chosen) setDraft({ pdfFolder: chosen.path });
    }, t("wizard-pdf-choose-failed"));
  const folder = draft.pdfFolder.trim();
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        {t("wizard-pdf-folder", { kind })}
      </Text>
      <Text size="xs" c="dimmed" mt={-6}>
        {t("wizard-pdf-folder-description", { kind })}
      </Text>
      <Paper withBorder p="sm">
        <Group gap="sm" wrap="nowrap" justify="space-between">
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
            <IconFolder size={20} />
            {folder ? (
              <Stack gap={0} style={{ minWidth: 0 }} data-testid="campaign-pdf-folder" translate="no">
                <Text size="sm" fw={600} truncate="end">
                  {pathName(folder)}
                </Text>
                <Text size="xs" c="dimmed" style={{ wordBreak: "break-all" }}>
                  {folder}
                </Text>
              </Stack>
            ) : (
              <Text size="sm" c="dimmed" data-testid="campaign-pdf-folder">
                {t("wizard-pdf-no-folder", { kind })}
              </Text>
            )}
          </Group>
          <Button
            variant="default"
            leftSection={<IconFolderOpen size={16} />}
            onClick={browse}
            loading={choosing.running}
            data-testid="campaign-pdf-choose"
          >
            {t("wizard-pdf-choose")}
          </Button>
        </Group>
      </Paper>
      {info?.samples && kind === "document" && (
        <Group>
          <Button
            size="xs"
            variant="light"
            color="orange"
            onClick={() => setDraft({ pdfFolder: info.samples?.invoices ?? "" })}
            data-testid="campaign-use-sample-invoices"
          >
            {t("wizard-pdf-sample")}
          </Button>
          <Text size="xs" c="dimmed">
            {t("wizard-pdf-sample-note")}
          </Text>
        </Group>
      )}
      <ColumnInput
        label={t("wizard-pdf-column")}
        value={draft.pdfColumn}
        onChange={(value) => setDraft({ pdfColumn: value })}
        columns={columns}
        testId="campaign-pdf-column"
        description={t("wizard-pdf-column-description", { kind })}
      />
    </Stack>
  );
}

function VariableInput({
  variable,
  draft,
  setDraft,
  columns,
}: {
  variable: Variable;
  draft: Draft;
  setDraft: (change: Partial<Draft>) => void;
  columns: Columns;
}) {
  const t = useT();
  const entry = entryFor(draft, variable);
  const update = (change: Partial<MapEntry>) =>
    setDraft({ mapping: { ...draft.mapping, [variable.key]: { ...entry, ...change } } });
  const kind = fileKind(variable);
  const modes: { value: MapMode; label: React.ReactNode }[] = [
    ...(kind
      ? [
          {
            value: "file" as const,
            label: <span data-testid={`map-${variable.key}-file`}>{t("wizard-source-file", { kind })}</span>,
          },
          {
            value: "pdf" as const,
            label: <span data-testid={`map-${variable.key}-pdf`}>{t("wizard-source-pdf", { kind })}</span>,
          },
        ]
      : []),
    { value: "column", label: <span data-testid={`map-${variable.key}-column`}>{t("wizard-source-column")}</span> },
    { value: "text", label: <span data-testid={`map-${variable.key}-text`}>{t("wizard-source-text")}</span> },
  ];
  // Two notes side by side, each a whole phrase of its own.
  const limits = [
    variable.example ? t("wizard-variable-example-value", { example: variable.example }) : null,
    variable.max_chars ? t("wizard-variable-max-chars", { count: variable.max_chars }) : null,
  ]
    .filter(Boolean)
    .join(" · ");
  return (
    <Paper withBorder p="sm">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Stack gap={0}>
            <Text fw={600} size="sm" translate="no">
              {variable.label}
            </Text>
            {limits && (
              <Text size="xs" c="dimmed">
                {limits}
              </Text>
            )}
          </Stack>
          <SegmentedControl
            size="xs"
            value={entry.mode}
            onChange={(value) => update({ mode: value as MapMode })}
            data={modes}
            aria-label={t("wizard-variable-source", { variable: variable.label })}
          />
        </Group>
        {entry.mode === "file" && kind ? (
          <HeaderFileInput kind={kind} draft={draft} setDraft={setDraft} />
        ) : entry.mode === "pdf" && kind ? (
          <PdfSourceInputs kind={kind} draft={draft} setDraft={setDraft} columns={columns} />
        ) : entry.mode === "text" ? (
          <TextInput
            label={t("wizard-fixed-text")}
            aria-label={t("wizard-fixed-text-label", { variable: variable.label })}
            value={entry.text}
            onChange={(e) => update({ text: e.currentTarget.value })}
            data-testid={`map-${variable.key}`}
          />
        ) : (
          <ColumnInput
            label={t("wizard-column")}
            value={entry.column}
            onChange={(value) => update({ column: value })}
            columns={columns}
            testId={`map-${variable.key}`}
            description={
              variable.kind === "document" || variable.kind === "image" || variable.kind === "video"
                ? t("wizard-column-media-description")
                : undefined
            }
          />
        )}
      </Stack>
    </Paper>
  );
}

function ScheduleInputs({ draft, setDraft }: { draft: Draft; setDraft: (change: Partial<Draft>) => void }) {
  const t = useT();
  const zones = useMemo(timeZones, []);
  return (
    <Stack gap="xs">
      <Checkbox
        label={t("wizard-schedule")}
        checked={draft.scheduled}
        onChange={(e) => setDraft({ scheduled: e.currentTarget.checked })}
        data-testid="campaign-schedule"
      />
      {draft.scheduled && (
        <>
          <Group grow align="flex-start">
            <TextInput
              label={t("wizard-schedule-at")}
              description={t("wizard-schedule-at-description")}
              placeholder="2026-12-01 09:00"
              value={draft.scheduleAt}
              onChange={(e) => setDraft({ scheduleAt: e.currentTarget.value })}
              data-testid="campaign-schedule-at"
            />
            <Autocomplete
              label={t("wizard-time-zone")}
              description={t("wizard-time-zone-description")}
              data={zones}
              renderOption={({ option }) => <span translate="no">{option.value}</span>}
              limit={30}
              value={draft.timeZone}
              onChange={(value) => setDraft({ timeZone: value })}
              data-testid="campaign-time-zone"
            />
          </Group>
          <Text size="xs" c="dimmed">
            {t("wizard-schedule-note")}
          </Text>
        </>
      )}
    </Stack>
  );
}

/** Step 3: where each of the template's values comes from, and when to send. */
export default function ValuesStep({
  draft,
  setDraft,
  template,
  otherLanguages,
  columns,
  errors,
}: {
  draft: Draft;
  setDraft: (change: Partial<Draft>) => void;
  template: TemplateInfo | undefined;
  /** The template's other approved languages (a column can choose among them). */
  otherLanguages: string[];
  columns: Columns;
  errors: string[];
}) {
  const t = useT();
  if (!template) {
    return <Alert color="orange">{t("wizard-values-no-template")}</Alert>;
  }
  return (
    <Stack>
      {template.variables.length === 0 ? (
        <Text size="sm">{t("wizard-no-variables")}</Text>
      ) : (
        <Text size="sm">{t("wizard-values-intro")}</Text>
      )}
      {template.variables.map((v) => (
        <VariableInput key={v.key} variable={v} draft={draft} setDraft={setDraft} columns={columns} />
      ))}
      {(otherLanguages.length > 0 || draft.languageColumn.trim() !== "") && (
        <ColumnInput
          label={t("wizard-language-column")}
          description={t("wizard-language-column-description", {
            languages: [template.language, ...otherLanguages].join(", "),
            fallback: template.language,
          })}
          value={draft.languageColumn}
          onChange={(value) => setDraft({ languageColumn: value })}
          columns={columns}
          testId="campaign-language-column"
        />
      )}
      <Divider />
      <ScheduleInputs draft={draft} setDraft={setDraft} />
      <HoursInputs draft={draft} setDraft={setDraft} />
      <ErrorList errors={errors} title={t("wizard-values-errors-title")} testId="campaign-create-error" />
    </Stack>
  );
}
