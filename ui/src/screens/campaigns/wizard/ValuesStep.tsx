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
import { IconFolder, IconFolderOpen } from "@tabler/icons-react";
import { useMemo } from "react";

import { api } from "../../../api";
import { useAppInfo } from "../../../appInfo";
import type { TemplateInfo } from "../../../bindings/TemplateInfo";
import type { Variable } from "../../../bindings/Variable";
import { pathName } from "../../../format";
import { ErrorList } from "../../../components/ErrorList";
import ColumnInput from "./ColumnInput";
import { entryFor, takesPdf, type Draft, type MapEntry, type MapMode } from "./draft";
import type { Columns } from "./useColumns";
import { useAction } from "../../../common/useAction";

function timeZones(): string[] {
  const intl = Intl as typeof Intl & { supportedValuesOf?: (key: "timeZone") => string[] };
  try {
    return intl.supportedValuesOf?.("timeZone") ?? [];
  } catch {
    return [];
  }
}

function PdfSourceInputs({
  draft,
  setDraft,
  columns,
}: {
  draft: Draft;
  setDraft: (change: Partial<Draft>) => void;
  columns: Columns;
}) {
  const info = useAppInfo();
  const choosing = useAction();
  const browse = () =>
    choosing.run(async () => {
      const chosen = await api.chooseInvoiceFolder();
      if (chosen) setDraft({ pdfFolder: chosen.path });
    }, "The folder window didn't open");
  const folder = draft.pdfFolder.trim();
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        Folder of PDFs
      </Text>
      <Text size="xs" c="dimmed" mt={-6}>
        One PDF per customer, named by a column's value (INV-0042 or INV-0042.pdf). Pacer reads only the
        folder you choose.
      </Text>
      <Paper withBorder p="sm">
        <Group gap="sm" wrap="nowrap" justify="space-between">
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
            <IconFolder size={20} />
            {folder ? (
              <Stack gap={0} style={{ minWidth: 0 }} data-testid="campaign-pdf-folder">
                <Text size="sm" fw={600} truncate="end">
                  {pathName(folder)}
                </Text>
                <Text size="xs" c="dimmed" style={{ wordBreak: "break-all" }}>
                  {folder}
                </Text>
              </Stack>
            ) : (
              <Text size="sm" c="dimmed" data-testid="campaign-pdf-folder">
                No folder chosen yet: press Choose… to pick the folder holding the invoice PDFs.
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
            Choose…
          </Button>
        </Group>
      </Paper>
      {info?.samples && (
        <Group>
          <Button
            size="xs"
            variant="light"
            color="orange"
            onClick={() => setDraft({ pdfFolder: info.samples?.invoices ?? "" })}
            data-testid="campaign-use-sample-invoices"
          >
            Use the sample invoices
          </Button>
          <Text size="xs" c="dimmed">
            Demo: a PDF per sample customer, named by the Invoice column.
          </Text>
        </Group>
      )}
      <ColumnInput
        label="Column naming each customer's file"
        value={draft.pdfColumn}
        onChange={(value) => setDraft({ pdfColumn: value })}
        columns={columns}
        testId="campaign-pdf-column"
        description="For example Invoice: the customer whose Invoice is INV-0042 gets INV-0042.pdf."
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
  const entry = entryFor(draft, variable);
  const update = (change: Partial<MapEntry>) =>
    setDraft({ mapping: { ...draft.mapping, [variable.key]: { ...entry, ...change } } });
  const modes: { value: MapMode; label: React.ReactNode }[] = [
    ...(takesPdf(variable)
      ? [{ value: "pdf" as const, label: <span data-testid={`map-${variable.key}-pdf`}>PDF per customer</span> }]
      : []),
    { value: "column", label: <span data-testid={`map-${variable.key}-column`}>Column</span> },
    { value: "text", label: <span data-testid={`map-${variable.key}-text`}>Fixed text</span> },
  ];
  const limits = [
    variable.example ? `Example: ${variable.example}` : null,
    variable.max_chars ? `at most ${variable.max_chars} characters` : null,
  ]
    .filter(Boolean)
    .join(" · ");
  return (
    <Paper withBorder p="sm">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Stack gap={0}>
            <Text fw={600} size="sm">
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
            aria-label={`Where ${variable.label} comes from`}
          />
        </Group>
        {entry.mode === "pdf" && takesPdf(variable) ? (
          <PdfSourceInputs draft={draft} setDraft={setDraft} columns={columns} />
        ) : entry.mode === "text" ? (
          <TextInput
            label="The same text for every customer"
            aria-label={`${variable.label}: fixed text`}
            value={entry.text}
            onChange={(e) => update({ text: e.currentTarget.value })}
            data-testid={`map-${variable.key}`}
          />
        ) : (
          <ColumnInput
            label="Column"
            value={entry.column}
            onChange={(value) => update({ column: value })}
            columns={columns}
            testId={`map-${variable.key}`}
            description={
              variable.kind === "document" || variable.kind === "image" || variable.kind === "video"
                ? "A column holding a link to the file (https://…) or its Meta media id."
                : undefined
            }
          />
        )}
      </Stack>
    </Paper>
  );
}

function ScheduleInputs({ draft, setDraft }: { draft: Draft; setDraft: (change: Partial<Draft>) => void }) {
  const zones = useMemo(timeZones, []);
  return (
    <Stack gap="xs">
      <Checkbox
        label="Send later, at a set time"
        checked={draft.scheduled}
        onChange={(e) => setDraft({ scheduled: e.currentTarget.checked })}
        data-testid="campaign-schedule"
      />
      {draft.scheduled && (
        <>
          <Group grow align="flex-start">
            <TextInput
              label="Date and time"
              description="Year-month-day hours:minutes"
              placeholder="2026-12-01 09:00"
              value={draft.scheduleAt}
              onChange={(e) => setDraft({ scheduleAt: e.currentTarget.value })}
              data-testid="campaign-schedule-at"
            />
            <Autocomplete
              label="Time zone"
              description="Where that time is (your computer's zone unless you change it)"
              data={zones}
              limit={30}
              value={draft.timeZone}
              onChange={(value) => setDraft({ timeZone: value })}
              data-testid="campaign-time-zone"
            />
          </Group>
          <Text size="xs" c="dimmed">
            Creating it schedules it: Pacer launches it by itself at that time (or as soon as Pacer is
            running again), sending to everyone ready and skipping customers with a problem. Until
            then you can pause or cancel it in the list.
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
  columns,
  errors,
}: {
  draft: Draft;
  setDraft: (change: Partial<Draft>) => void;
  template: TemplateInfo | undefined;
  columns: Columns;
  errors: string[];
}) {
  if (!template) {
    return <Alert color="orange">Choose a template in step 1 first.</Alert>;
  }
  return (
    <Stack>
      {template.variables.length === 0 ? (
        <Text size="sm">This template has no variables: every customer gets the same message.</Text>
      ) : (
        <Text size="sm">
          For each value, choose a column of your imported list (each customer gets their own value)
          or a fixed text (everyone gets the same).
        </Text>
      )}
      {template.variables.map((v) => (
        <VariableInput key={v.key} variable={v} draft={draft} setDraft={setDraft} columns={columns} />
      ))}
      <Divider />
      <ScheduleInputs draft={draft} setDraft={setDraft} />
      <ErrorList errors={errors} title="Before the campaign can be created" testId="campaign-create-error" />
    </Stack>
  );
}
