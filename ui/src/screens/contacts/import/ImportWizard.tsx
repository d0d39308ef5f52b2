import { Button, Group, Modal, Progress, Stack, Stepper, Text } from "@mantine/core";
import { useState } from "react";

import { api, events, toPacerError, type PacerError } from "../../../api";
import { useEvent } from "../../../common/useEvent";
import { useAppInfo } from "../../../appInfo";
import type { ColumnOverrides } from "../../../bindings/ColumnOverrides";
import type { ImportOptions } from "../../../bindings/ImportOptions";
import type { ImportReport } from "../../../bindings/ImportReport";
import type { UploadProgress } from "../../../bindings/UploadProgress";
import { ErrorNote } from "../../../components/ErrorNote";
import { fileSize, percent } from "../../../format";
import { useT, type T } from "../../../i18n/I18n";
import { CheckStep } from "./CheckStep";
import { FileStep, type FileChoice } from "./FileStep";
import { ReportStep } from "./ReportStep";
import { isCountryCode } from "./words";

type Props = {
  opened: boolean;
  /** `imported` is true when at least one file was imported while the wizard was open. */
  onClose: (imported: boolean) => void;
  /** A file to start with (the demo's sample list). */
  initialPath?: string;
  knownTags: string[];
  knownLists: string[];
};

type Checked = { report: ImportReport; path: string; options: ImportOptions };
type Failure = { title: string; error: PacerError };

const NO_COLUMNS: ColumnOverrides = { phone: null, name: null };

/** The progress bar's share (0–100) for `saved` of `total` contacts; a sliver while none is saved. */
export function importShare(saved: number, total: number): number {
  if (total <= 0) return 100;
  return Math.max(2, Math.min(100, (saved * 100) / total));
}

/** What is missing before a file can be checked, in words; `null` when nothing is. */
export function missingChoice(t: T, choice: FileChoice): string | null {
  if (choice.path.trim() === "") return t("import-missing-file");
  if (choice.list.trim() === "") return t("import-missing-list");
  if (!isCountryCode(choice.country)) return t("import-missing-country");
  return null;
}

/** The share saved, in whole percent (0 while there is nothing to save). */
function percentOf(part: number, whole: number): number {
  return whole <= 0 ? 0 : Math.floor((part * 100) / whole);
}

/**
 * Import contacts in three steps: choose the file, check what Pacer found, import. The screen
 * gives it a new `key` each time it opens, so every opening starts afresh.
 */
export function ImportWizard({ opened, onClose, initialPath, knownTags, knownLists }: Props) {
  const info = useAppInfo();
  const t = useT();
  const fresh = (): FileChoice => ({
    path: initialPath ?? "",
    list: t("import-default-list"),
    country: info?.default_country ?? "",
    tags: [],
  });
  const [choice, setChoice] = useState<FileChoice>(fresh);
  const [step, setStep] = useState(0);
  const [checked, setChecked] = useState<Checked | null>(null);
  const [columns, setColumns] = useState<ColumnOverrides>(NO_COLUMNS);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [busy, setBusy] = useState<"preview" | "import" | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [imported, setImported] = useState(false);

  const another = () => {
    setChoice({ ...fresh(), path: "", list: choice.list, country: choice.country });
    setStep(0);
    setChecked(null);
    setColumns(NO_COLUMNS);
    setReport(null);
    setFailure(null);
  };

  const check = async (cols: ColumnOverrides) => {
    const missing = missingChoice(t, choice);
    if (missing) {
      setFailure({ title: t("import-missing-title"), error: toPacerError({ message: missing, details: null }) });
      return;
    }
    const path = choice.path.trim();
    const options: ImportOptions = {
      list: choice.list.trim(),
      default_country: choice.country.trim().toUpperCase(),
      columns: cols,
      tags: choice.tags,
    };
    setBusy("preview");
    setFailure(null);
    try {
      const preview = await api.importPreview(path, options);
      setChecked({ report: preview, path, options });
      setColumns(cols);
      setStep(1);
    } catch (e) {
      setFailure({ title: t("import-read-failed-title"), error: toPacerError(e) });
    } finally {
      setBusy(null);
    }
  };

  const [saved, setSaved] = useState(0);
  // Without progress events the bar stays at its sliver; the import itself is unaffected.
  useEvent(busy === "import" ? events.onImportProgress : null, (p) => setSaved(p.saved));
  // On a desk the file first goes to the office Pacer, which imports it: the bytes sent so far.
  const [upload, setUpload] = useState<UploadProgress | null>(null);
  useEvent(busy === "import" ? events.onUploadProgress : null, setUpload);
  // A desk hears of no saved contacts (the office saves them): its bar is the upload's.
  const desk = info?.desk != null;

  const run = async () => {
    if (!checked) return;
    setSaved(0);
    setUpload(null);
    setStep(2);
    setBusy("import");
    setFailure(null);
    try {
      const done = await api.importContacts(checked.path, checked.options);
      setReport(done);
      setImported(true);
    } catch (e) {
      setFailure({ title: t("import-failed-title"), error: toPacerError(e) });
    } finally {
      setBusy(null);
    }
  };

  const changed =
    checked !== null &&
    (columns.phone !== checked.options.columns.phone || columns.name !== checked.options.columns.name);
  const close = () => {
    if (busy !== "import") onClose(imported);
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      size="xl"
      title={t("import-title")}
      closeOnClickOutside={busy === null}
      closeOnEscape={busy !== "import"}
      withCloseButton={busy !== "import"}
    >
      <Stack gap="md">
        <Stepper active={step} size="sm">
          <Stepper.Step label={t("import-step-file")} description={t("import-step-file-description")}>
            <FileStep value={choice} onChange={setChoice} knownTags={knownTags} knownLists={knownLists} />
          </Stepper.Step>
          <Stepper.Step label={t("import-step-check")} description={t("import-found")}>
            {checked && (
              <CheckStep
                report={checked.report}
                columns={columns}
                onColumnsChange={setColumns}
                changed={changed}
                checking={busy === "preview"}
                onRecheck={() => check(columns)}
              />
            )}
          </Stepper.Step>
          <Stepper.Step
            label={t("import-step-import")}
            description={t("import-step-import-description")}
            loading={busy === "import"}
          >
            {busy === "import" && checked && (
              <Stack gap="xs" py="md" data-testid="import-progress">
                <Text size="sm">
                  {t("import-progress-title", { contacts: checked.report.contacts, list: checked.options.list })}
                </Text>
                {(desk || upload) && (
                  <Progress
                    value={upload ? importShare(upload.sent, upload.total) : importShare(0, 1)}
                    animated={!upload || upload.sent < upload.total}
                    striped
                    aria-label={t("import-progress-label")}
                    data-testid="import-upload-bar"
                  />
                )}
                {upload && (
                  <Text size="sm" data-testid="import-upload-count">
                    {t("import-upload-progress", {
                      sent: fileSize(Math.min(upload.sent, upload.total)),
                      total: fileSize(upload.total),
                      percent: percent(Math.min(upload.sent, upload.total), upload.total),
                    })}
                  </Text>
                )}
                {!desk && (
                  <>
                    <Progress
                      value={importShare(saved, checked.report.contacts)}
                      animated
                      striped
                      aria-label={t("import-progress-label")}
                      data-testid="import-progress-bar"
                    />
                    <Text size="sm" data-testid="import-progress-count">
                      {t("import-progress-count", {
                        saved: Math.min(saved, checked.report.contacts),
                        total: checked.report.contacts,
                        percent: percentOf(Math.min(saved, checked.report.contacts), checked.report.contacts),
                      })}
                    </Text>
                  </>
                )}
                <Text size="xs" c="dimmed">
                  {t("import-progress-note")}
                </Text>
              </Stack>
            )}
            {report && checked && <ReportStep report={report} importPath={checked.path} />}
          </Stepper.Step>
        </Stepper>

        {failure && <ErrorNote error={failure.error} title={failure.title} />}

        <Group justify="space-between">
          {step === 0 && (
            <>
              <Button variant="default" onClick={close}>
                {t("import-cancel")}
              </Button>
              <Button
                onClick={() => check(NO_COLUMNS)}
                loading={busy === "preview"}
                data-testid="import-preview-button"
              >
                {t("import-check-button")}
              </Button>
            </>
          )}
          {step === 1 && checked && (
            <>
              <Button
                variant="default"
                onClick={() => {
                  setFailure(null);
                  setStep(0);
                }}
              >
                {t("import-back")}
              </Button>
              <Button
                onClick={run}
                disabled={changed || checked.report.contacts === 0 || busy !== null}
                data-testid="import-run-button"
              >
                {t("import-run-button", { contacts: checked.report.contacts, list: checked.options.list })}
              </Button>
            </>
          )}
          {step === 2 && busy === null && (
            <>
              {report ? (
                <Button variant="default" onClick={another}>
                  {t("import-another")}
                </Button>
              ) : (
                <Button variant="default" onClick={() => setStep(1)}>
                  {t("import-back")}
                </Button>
              )}
              {report ? (
                <Button onClick={close} data-testid="import-done-button">
                  {t("import-done")}
                </Button>
              ) : (
                <Button onClick={run}>{t("try-again")}</Button>
              )}
            </>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
