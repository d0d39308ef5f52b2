import { Alert, Button, CloseButton, Group, List, Modal, Stack, Text, TextInput } from "@mantine/core";
import {
  IconChartBar,
  IconCopy,
  IconPlayerPause,
  IconPlayerPlay,
  IconRefresh,
  IconRocket,
  IconTrash,
  IconX,
} from "@tabler/icons-react";
import { useState } from "react";

import { api } from "../../api";
import type { CampaignRow } from "../../bindings/CampaignRow";
import type { RetryReport } from "../../bindings/RetryReport";
import { count } from "../../format";
import { sayWith, useT } from "../../i18n/I18n";
import { useNavigate } from "../../navigation";
import { showDone, showError } from "../../notify";
import { actionsFor, stateCount } from "../../common/campaignView";
import { useAction } from "../../common/useAction";

function CancelModal({
  row,
  opened,
  onClose,
  onCancelled,
}: {
  row: CampaignRow;
  opened: boolean;
  onClose: () => void;
  onCancelled: () => void;
}) {
  const t = useT();
  const busy = useAction();
  const { progress } = row;
  const name = row.campaign.spec.name;
  const notSent = stateCount(progress, "queued", "sending", "deferred");
  const confirm = () =>
    busy.run(async () => {
      const cancelled = await api.cancelCampaign(row.campaign.id, row.campaign.version);
      showDone(
        cancelled > 0
          ? t("campaigns-cancelled-notice", { count: cancelled })
          : t("campaigns-cancelled-nothing"),
        t("campaigns-cancelled-title", { name }),
      );
      onClose();
      onCancelled();
    }, t("campaigns-cancel-failed"));
  return (
    <Modal opened={opened} onClose={onClose} title={t("campaigns-cancel-title", { name })} centered>
      <Stack>
        <Text size="sm" data-testid="campaign-cancel-text">
          {notSent > 0 ? t("campaigns-cancel-text-waiting", { count: notSent }) : t("campaigns-cancel-text")}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t("campaigns-cancel-keep")}
          </Button>
          <Button color="red" loading={busy.running} onClick={confirm} data-testid="campaign-cancel-confirm">
            {t("campaigns-cancel-confirm")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function DeleteModal({
  row,
  opened,
  onClose,
  onDeleted,
}: {
  row: CampaignRow;
  opened: boolean;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const t = useT();
  const busy = useAction();
  const name = row.campaign.spec.name;
  const confirm = () =>
    busy.run(async () => {
      await api.discardCampaign(row.campaign.id);
      showDone(t("campaigns-deleted-notice"), t("campaigns-deleted-title", { name }));
      onClose();
      onDeleted();
    }, t("campaigns-delete-failed"));
  return (
    <Modal opened={opened} onClose={onClose} title={t("campaigns-delete-title", { name })} centered>
      <Stack>
        <Text size="sm" data-testid="campaign-delete-text">
          {row.progress.state === "scheduled" ? t("campaigns-delete-text-scheduled") : t("campaigns-delete-text-draft")}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t("campaigns-delete-keep")}
          </Button>
          <Button color="red" loading={busy.running} onClick={confirm} data-testid="campaign-delete-confirm">
            {t("campaigns-delete-confirm")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function CloneModal({
  row,
  opened,
  onClose,
  onCloned,
}: {
  row: CampaignRow;
  opened: boolean;
  onClose: () => void;
  onCloned: () => void;
}) {
  const t = useT();
  const [name, setName] = useState(() => t("campaigns-clone-default-name", { name: row.campaign.spec.name }));
  const busy = useAction();
  const confirm = () =>
    busy.run(async () => {
      const copy = await api.cloneCampaign(row.campaign.id, name.trim() || null);
      showDone(t("campaigns-cloned-notice", { name: copy.spec.name }), t("campaigns-cloned-title"));
      onClose();
      onCloned();
    }, t("campaigns-clone-failed"));
  return (
    <Modal opened={opened} onClose={onClose} title={t("campaigns-clone-title", { name: row.campaign.spec.name })} centered>
      <Stack>
        <TextInput
          label={t("campaigns-clone-name")}
          description={t("campaigns-clone-name-description")}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          data-testid="campaign-clone-name"
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t("campaigns-clone-keep")}
          </Button>
          <Button loading={busy.running} onClick={confirm} data-testid="campaign-clone-confirm">
            {t("campaigns-clone-confirm")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function RetryResult({ report, onClose }: { report: RetryReport; onClose: () => void }) {
  const t = useT();
  const reasons = Object.entries(report.not_retried);
  return (
    <Alert
      color={report.retried > 0 ? "teal" : "gray"}
      variant="light"
      data-testid="campaign-retry-result"
      title={t("campaigns-retry-title")}
      withCloseButton={false}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={4}>
          <Text size="sm">{sayWith(t, report.summary_said)}</Text>
          {/* Why each was left as it is: the failures' own words, as they were stored. */}
          {reasons.length > 0 && (
            <List size="sm">
              {reasons.map(([reason, n]) => (
                <List.Item key={reason} translate="no">
                  {count(n)}: {reason}
                </List.Item>
              ))}
            </List>
          )}
        </Stack>
        <CloseButton aria-label={t("campaigns-retry-hide")} onClick={onClose} />
      </Group>
    </Alert>
  );
}

/** The buttons of one campaign: only those that make sense where it is. */
export default function CampaignActions({
  row,
  onOpen,
  onChanged,
}: {
  row: CampaignRow;
  onOpen: (row: CampaignRow) => void;
  onChanged: () => void;
}) {
  const t = useT();
  const navigate = useNavigate();
  const [busy, setBusy] = useState<"pause" | "resume" | "retry" | null>(null);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [cloning, setCloning] = useState(false);
  const [retried, setRetried] = useState<RetryReport | null>(null);
  const id = row.campaign.id;
  // The campaign as the person sees it: on a desk the office refuses the action when someone
  // changed it since.
  const version = row.campaign.version;
  const name = row.campaign.spec.name;
  const actions = actionsFor(row);

  const run = async (what: "pause" | "resume" | "retry") => {
    setBusy(what);
    try {
      if (what === "pause") {
        await api.pauseCampaign(id, version);
        showDone(t("campaigns-paused-notice", { name }), t("campaigns-paused-notice-title"));
      } else if (what === "resume") {
        await api.resumeCampaign(id, version);
        showDone(t("campaigns-resumed-notice", { name }), t("campaigns-resumed-title"));
      } else {
        setRetried(await api.retryCampaign(id));
      }
      onChanged();
    } catch (e) {
      showError(
        e,
        what === "pause"
          ? t("campaigns-pause-failed")
          : what === "resume"
            ? t("campaigns-resume-failed")
            : t("campaigns-retry-failed"),
      );
    } finally {
      setBusy(null);
    }
  };

  return (
    <Stack gap="xs">
      {retried && <RetryResult report={retried} onClose={() => setRetried(null)} />}
      <Group gap="xs">
        {actions.includes("open") && (
          <Button size="xs" leftSection={<IconRocket size={16} />} onClick={() => onOpen(row)} data-testid="campaign-open">
            {row.progress.state === "scheduled" ? t("campaigns-check-button") : t("campaigns-open-button")}
          </Button>
        )}
        {actions.includes("pause") && (
          <Button
            size="xs"
            variant="light"
            color="orange"
            leftSection={<IconPlayerPause size={16} />}
            loading={busy === "pause"}
            onClick={() => run("pause")}
            data-testid="campaign-pause"
          >
            {t("campaigns-pause-button")}
          </Button>
        )}
        {actions.includes("resume") && (
          <Button
            size="xs"
            leftSection={<IconPlayerPlay size={16} />}
            loading={busy === "resume"}
            onClick={() => run("resume")}
            data-testid="campaign-resume"
          >
            {t("campaigns-resume-button")}
          </Button>
        )}
        {actions.includes("retry") && (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconRefresh size={16} />}
            loading={busy === "retry"}
            onClick={() => run("retry")}
            data-testid="campaign-retry"
          >
            {t("campaigns-retry-button", { count: stateCount(row.progress, "failed") })}
          </Button>
        )}
        {actions.includes("report") && (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconChartBar size={16} />}
            onClick={() => navigate({ screen: "reports", campaignId: id })}
            data-testid="campaign-report"
          >
            {t("campaigns-report-button")}
          </Button>
        )}
        {actions.includes("clone") && (
          <Button
            size="xs"
            variant="default"
            leftSection={<IconCopy size={16} />}
            onClick={() => setCloning(true)}
            data-testid="campaign-clone"
          >
            {t("campaigns-clone-button")}
          </Button>
        )}
        {actions.includes("cancel") && (
          <Button
            size="xs"
            variant="subtle"
            color="red"
            leftSection={<IconX size={16} />}
            onClick={() => setConfirmCancel(true)}
            data-testid="campaign-cancel"
          >
            {t("campaigns-cancel-button")}
          </Button>
        )}
        {actions.includes("delete") && (
          <Button
            size="xs"
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={16} />}
            onClick={() => setConfirmDelete(true)}
            data-testid="campaign-delete"
          >
            {t("campaigns-delete-button")}
          </Button>
        )}
      </Group>
      {confirmDelete && (
        <DeleteModal row={row} opened onClose={() => setConfirmDelete(false)} onDeleted={onChanged} />
      )}
      {confirmCancel && (
        <CancelModal row={row} opened onClose={() => setConfirmCancel(false)} onCancelled={onChanged} />
      )}
      {cloning && <CloneModal row={row} opened onClose={() => setCloning(false)} onCloned={onChanged} />}
    </Stack>
  );
}
