import { Alert, Button, Group, List, Modal, Stack, Text, TextInput } from "@mantine/core";
import { IconFileImport } from "@tabler/icons-react";
import { useState } from "react";

import { api, toPacerError, type PacerError } from "../../../api";
import type { DoNotContactReport } from "../../../bindings/DoNotContactReport";
import type { Picked } from "../../../bindings/Picked";
import { ErrorNote } from "../../../components/ErrorNote";
import { count } from "../../../format";
import { sayWith, useT } from "../../../i18n/I18n";

/** Rows that are not phone numbers listed in the report; the rest are counted. */
export const INVALID_SHOWN = 20;

type Props = {
  opened: boolean;
  /** The country for numbers written without a code, as the imports use it. */
  defaultCountry: string;
  /** `true` when customers were opted out (the table should be read again). */
  onClose: (changed: boolean) => void;
};

/** The do-not-contact list: choose a file (Pacer's own dialog), opt out every number in it at
 * once, and say what happened — opted out now, already opted out, rows that are no number. */
export function DoNotContactDialog({ opened, defaultCountry, onClose }: Props) {
  const t = useT();
  const [country, setCountry] = useState(defaultCountry);
  const [file, setFile] = useState<Picked | null>(null);
  const [running, setRunning] = useState(false);
  const [report, setReport] = useState<DoNotContactReport | null>(null);
  const [error, setError] = useState<PacerError | null>(null);

  const close = () => {
    const changed = (report?.opted_out_now ?? 0) > 0;
    setFile(null);
    setReport(null);
    setError(null);
    onClose(changed);
  };

  const choose = async () => {
    setError(null);
    try {
      const picked = await api.chooseDoNotContactFile();
      if (!picked) return;
      setFile(picked);
      setRunning(true);
      setReport(null);
      const options = { default_country: country.trim().toUpperCase(), columns: { phone: null, name: null } };
      setReport(await api.importDoNotContact(picked.path, options));
    } catch (e) {
      setError(toPacerError(e));
    } finally {
      setRunning(false);
    }
  };

  const more = report ? report.invalid_count - Math.min(report.invalid.length, INVALID_SHOWN) : 0;

  return (
    <Modal opened={opened} onClose={close} size="lg" title={t("opt-outs-import-title")}>
      <Stack gap="md">
        <Text size="sm">{t("opt-outs-import-explain")}</Text>
        <Text size="sm" c="dimmed">
          {t("opt-outs-dialog-utility-note")}
        </Text>
        <Group align="flex-end">
          <TextInput
            label={t("opt-outs-import-country")}
            maxLength={2}
            w={260}
            value={country}
            onChange={(e) => setCountry(e.currentTarget.value.toUpperCase())}
            data-testid="dnc-country"
          />
          <Button
            leftSection={<IconFileImport size={16} />}
            onClick={choose}
            loading={running}
            data-testid="dnc-choose"
          >
            {t("opt-outs-import-choose")}
          </Button>
        </Group>
        {running && file && (
          <Text size="sm" c="dimmed">
            {t("opt-outs-import-reading", { file: file.name })}
          </Text>
        )}
        {error && <ErrorNote error={error} title={t("opt-outs-import-failed")} />}
        {report && (
          <Stack gap="xs" data-testid="dnc-report">
            <Alert color={report.invalid_count > 0 ? "orange" : "teal"}>{sayWith(t, report.summary_said)}</Alert>
            {report.invalid.length > 0 && (
              <>
                <Text fw={600} size="sm">
                  {t("opt-outs-import-invalid-title")}
                </Text>
                <List size="sm" spacing={2} data-testid="dnc-invalid">
                  {report.invalid.slice(0, INVALID_SHOWN).map((row) => (
                    <List.Item key={row.row}>
                      {t("opt-outs-import-row", { row: count(row.row) })}
                      {": "}
                      <span translate="no" dir="ltr">
                        {row.value}
                      </span>
                      {" — "}
                      {sayWith(t, row.message_said)}
                    </List.Item>
                  ))}
                </List>
                {more > 0 && (
                  <Text size="sm" c="dimmed">
                    {t("opt-outs-import-more", { count: more })}
                  </Text>
                )}
              </>
            )}
          </Stack>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t("opt-outs-dialog-close")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
