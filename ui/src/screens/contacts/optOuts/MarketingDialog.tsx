import { Alert, Badge, Button, Group, Loader, Modal, Stack, Text, Textarea, Timeline } from "@mantine/core";
import { IconAlertTriangle, IconBell, IconBellOff } from "@tabler/icons-react";
import { useEffect, useState } from "react";

import { api, toPacerError, type PacerError } from "../../../api";
import type { ChoiceEntry } from "../../../bindings/ChoiceEntry";
import type { Contact } from "../../../bindings/Contact";
import type { MarketingStatus } from "../../../bindings/MarketingStatus";
import { ErrorNote } from "../../../components/ErrorNote";
import { dateTime } from "../../../format";
import { sayWith, useT, type T } from "../../../i18n/I18n";
import { showDone } from "../../../notify";

/** The longest reason Pacer keeps (the engine refuses more). */
export const REASON_MAX = 500;

type Props = {
  /** The contact whose marketing messages are switched; `null` when closed. */
  contact: Contact | null;
  onClose: () => void;
  /** After a change: the contact's new status. */
  onChanged: (status: MarketingStatus) => void;
};

/** A stored reason: in the person's language when Pacer wrote it, else as the person wrote it. */
function Reason({ reason, said }: { reason: string | null; said: ChoiceEntry["reason_said"] }) {
  const t = useT();
  if (said) return <>{t("opt-outs-history-reason", { reason: sayWith(t, said) })}</>;
  if (!reason) return null;
  // The person's own words, kept as written.
  return <span translate="no">{t("opt-outs-history-reason", { reason })}</span>;
}

function History({ entries }: { entries: ChoiceEntry[] }) {
  const t = useT();
  if (entries.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t("opt-outs-history-empty")}
      </Text>
    );
  }
  return (
    <Timeline bulletSize={20} lineWidth={2} data-testid="opt-outs-history">
      {entries.map((e, i) => (
        <Timeline.Item
          key={`${e.at}-${i}`}
          bullet={e.choice === "stop" ? <IconBellOff size={12} /> : <IconBell size={12} />}
          title={e.choice === "stop" ? t("opt-outs-history-stop") : t("opt-outs-history-resume")}
        >
          <Text size="xs" c="dimmed">
            {dateTime(e.at)} · {sayWith(t, e.source_said)}
            {e.by && ` · ${t("opt-outs-by", { by: e.by })}`}
          </Text>
          {(e.reason || e.reason_said) && (
            <Text size="sm">
              <Reason reason={e.reason} said={e.reason_said} />
            </Text>
          )}
        </Timeline.Item>
      ))}
    </Timeline>
  );
}

function optInText(t: T, status: MarketingStatus): string | null {
  const optIn = status.opt_in;
  if (!optIn) return null;
  const source = optIn.by_reply ? t("opt-outs-opted-in-reply") : optIn.source;
  return optIn.at === null
    ? t("opt-outs-opted-in-source-only", { source })
    : t("opt-outs-opted-in", { source, when: dateTime(optIn.at) });
}

/** A contact's marketing switch: where it stands, since when, who and why, the history, and
 * the change (stop, or allow again) with the reason it asks for. */
export function MarketingDialog({ contact, onClose, onChanged }: Props) {
  const t = useT();
  const [status, setStatus] = useState<MarketingStatus | null>(null);
  const [loadError, setLoadError] = useState<PacerError | null>(null);
  const [reason, setReason] = useState("");
  const [missing, setMissing] = useState(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<PacerError | null>(null);
  const phone = contact?.phone ?? null;

  useEffect(() => {
    setStatus(null);
    setLoadError(null);
    setReason("");
    setMissing(false);
    setError(null);
    if (phone === null) return;
    let live = true;
    api
      .marketingStatus(phone)
      .then((s) => live && setStatus(s))
      .catch((e) => live && setLoadError(toPacerError(e)));
    return () => {
      live = false;
    };
  }, [phone]);

  const name = contact ? (contact.name ?? contact.phone) : "";
  const stopping = status !== null && !status.opted_out;
  // Allowing again a customer's own opt-out needs their request, written down.
  const reasonRequired = status !== null && status.opted_out && status.customers_own;

  const save = async () => {
    if (!contact || !status) return;
    const why = reason.trim();
    if (reasonRequired && why === "") {
      setMissing(true);
      return;
    }
    setSaving(true);
    setError(null);
    try {
      const done = await api.setMarketing(contact.phone, stopping ? "stop" : "resume", why === "" ? null : why);
      setStatus(done.status);
      setReason("");
      onChanged(done.status);
      showDone(sayWith(t, done.status.status_said), name);
    } catch (e) {
      setError(toPacerError(e));
    } finally {
      setSaving(false);
    }
  };

  const optIn = status ? optInText(t, status) : null;

  return (
    <Modal
      opened={contact !== null}
      onClose={onClose}
      size="lg"
      title={
        status === null
          ? t("opt-outs-switch-label")
          : stopping
            ? t("opt-outs-dialog-title-stop", { name })
            : t("opt-outs-dialog-title-resume", { name })
      }
    >
      {loadError ? (
        <ErrorNote error={loadError} title={t("opt-outs-load-error")} />
      ) : status === null ? (
        <Group gap="xs">
          <Loader size="xs" />
          <Text size="sm" c="dimmed">
            {t("opt-outs-loading")}
          </Text>
        </Group>
      ) : (
        <Stack gap="md">
          <Group gap="xs" data-testid="opt-outs-status">
            <Badge color={status.opted_out ? "red" : "teal"} variant="light" size="lg">
              {sayWith(t, status.status_said)}
            </Badge>
          </Group>
          {status.opted_out && (
            <Stack gap={2}>
              {status.since !== null && <Text size="sm">{t("opt-outs-since", { when: dateTime(status.since) })}</Text>}
              {status.source_said && (
                <Text size="sm">
                  {sayWith(t, status.source_said)}
                  {status.by && ` · ${t("opt-outs-by", { by: status.by })}`}
                </Text>
              )}
              {(status.reason || status.reason_said) && (
                <Text size="sm">
                  <Reason reason={status.reason} said={status.reason_said} />
                </Text>
              )}
            </Stack>
          )}
          {optIn && (
            <Text size="sm" c="dimmed" data-testid="opt-outs-opt-in">
              {optIn}
            </Text>
          )}
          {reasonRequired && (
            <Alert color="orange" icon={<IconAlertTriangle size={18} />} data-testid="opt-outs-own-warning">
              {t("opt-outs-dialog-own-warning")}
            </Alert>
          )}
          {stopping && (
            <Text size="sm" c="dimmed">
              {t("opt-outs-dialog-utility-note")}
            </Text>
          )}
          <Textarea
            label={t("opt-outs-dialog-reason")}
            placeholder={t("opt-outs-dialog-reason-placeholder")}
            value={reason}
            onChange={(e) => {
              setReason(e.currentTarget.value);
              setMissing(false);
            }}
            maxLength={REASON_MAX}
            rows={3}
            withAsterisk={reasonRequired}
            error={missing ? t("opt-outs-dialog-reason-required") : undefined}
            data-autofocus
            data-testid="opt-outs-reason"
          />
          {error && <ErrorNote error={error} title={t("opt-outs-not-saved")} />}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t("opt-outs-dialog-close")}
            </Button>
            <Button
              color={stopping ? "red" : "teal"}
              onClick={save}
              loading={saving}
              data-testid="opt-outs-save"
            >
              {stopping ? t("opt-outs-dialog-stop") : t("opt-outs-dialog-resume")}
            </Button>
          </Group>
          <Stack gap="xs">
            <Text fw={600} size="sm">
              {t("opt-outs-history-title")}
            </Text>
            <History entries={status.history} />
          </Stack>
        </Stack>
      )}
    </Modal>
  );
}
