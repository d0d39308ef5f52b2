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
import { count, plural } from "../../format";
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
  const busy = useAction();
  const { progress } = row;
  const notSent = stateCount(progress, "queued", "sending", "deferred");
  const confirm = () =>
    busy.run(async () => {
      const cancelled = await api.cancelCampaign(row.campaign.id);
      showDone(
        cancelled > 0
          ? `${plural(cancelled, "message", "messages")} not yet sent were cancelled. Messages already with Meta still get their delivery status.`
          : "The campaign is cancelled. Nothing was waiting to be sent.",
        `"${row.campaign.spec.name}" cancelled`,
      );
      onClose();
      onCancelled();
    }, "The campaign wasn't cancelled");
  return (
    <Modal opened={opened} onClose={onClose} title={`Cancel "${row.campaign.spec.name}"?`} centered>
      <Stack>
        <Text size="sm" data-testid="campaign-cancel-text">
          Messages not yet sent are cancelled and will not go out
          {notSent > 0 ? ` (${count(notSent)} right now)` : ""}. Messages already with Meta still
          get their delivery status, and the report keeps every one. A cancelled campaign can't be
          started again; clone it to send it later.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Keep the campaign
          </Button>
          <Button color="red" loading={busy.running} onClick={confirm} data-testid="campaign-cancel-confirm">
            Cancel the campaign
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
  const busy = useAction();
  const confirm = () =>
    busy.run(async () => {
      await api.discardCampaign(row.campaign.id);
      showDone("Nothing had been sent, so nothing else changes.", `"${row.campaign.spec.name}" deleted`);
      onClose();
      onDeleted();
    }, "The campaign wasn't deleted");
  return (
    <Modal opened={opened} onClose={onClose} title={`Delete "${row.campaign.spec.name}"?`} centered>
      <Stack>
        <Text size="sm" data-testid="campaign-delete-text">
          {row.progress.state === "scheduled"
            ? "It will not be sent at its time. Nothing has been sent yet, so there is no report to keep."
            : "The draft goes away: its template, audience and values. Nothing has been sent, so there is no report to keep."}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Keep it
          </Button>
          <Button color="red" loading={busy.running} onClick={confirm} data-testid="campaign-delete-confirm">
            Delete
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
  const [name, setName] = useState(`${row.campaign.spec.name} (copy)`);
  const busy = useAction();
  const confirm = () =>
    busy.run(async () => {
      const copy = await api.cloneCampaign(row.campaign.id, name.trim() || null);
      showDone(
        `"${copy.spec.name}" is a new draft with the same template, audience and values. Press Check & launch on it to send.`,
        "Campaign copied",
      );
      onClose();
      onCloned();
    }, "The campaign wasn't copied");
  return (
    <Modal opened={opened} onClose={onClose} title={`Copy "${row.campaign.spec.name}"`} centered>
      <Stack>
        <TextInput
          label="Name of the copy"
          description="The copy is a new draft: nothing is sent until you launch it."
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          data-testid="campaign-clone-name"
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Don't copy
          </Button>
          <Button loading={busy.running} onClick={confirm} data-testid="campaign-clone-confirm">
            Copy as a new draft
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function RetryResult({ report, onClose }: { report: RetryReport; onClose: () => void }) {
  const reasons = Object.entries(report.not_retried);
  return (
    <Alert
      color={report.retried > 0 ? "teal" : "gray"}
      variant="light"
      data-testid="campaign-retry-result"
      title="Retry failed"
      withCloseButton={false}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={4}>
          <Text size="sm">{report.summary}</Text>
          {reasons.length > 0 && (
            <List size="sm">
              {reasons.map(([reason, n]) => (
                <List.Item key={reason}>
                  {count(n)}: {reason}
                </List.Item>
              ))}
            </List>
          )}
        </Stack>
        <CloseButton aria-label="Hide the retry result" onClick={onClose} />
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
  const navigate = useNavigate();
  const [busy, setBusy] = useState<"pause" | "resume" | "retry" | null>(null);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [cloning, setCloning] = useState(false);
  const [retried, setRetried] = useState<RetryReport | null>(null);
  const id = row.campaign.id;
  const name = row.campaign.spec.name;
  const actions = actionsFor(row);

  const run = async (what: "pause" | "resume" | "retry") => {
    setBusy(what);
    try {
      if (what === "pause") {
        await api.pauseCampaign(id);
        showDone(`"${name}" is paused: no more of its messages go out until you press Resume. Other messages continue.`, "Paused");
      } else if (what === "resume") {
        await api.resumeCampaign(id);
        showDone(`"${name}" is sending again.`, "Resumed");
      } else {
        setRetried(await api.retryCampaign(id));
      }
      onChanged();
    } catch (e) {
      showError(
        e,
        what === "pause" ? "The campaign wasn't paused" : what === "resume" ? "The campaign wasn't resumed" : "The failed messages weren't sent again",
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
            {row.progress.state === "scheduled" ? "Check" : "Check & launch"}
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
            Pause
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
            Resume
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
            Retry failed ({count(stateCount(row.progress, "failed"))})
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
            Report
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
            Clone
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
            Cancel
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
            Delete
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
