import { Alert, Button, Checkbox, Group, List, Modal, Stack, Text } from "@mantine/core";
import { IconCalendarTime, IconRocket } from "@tabler/icons-react";
import { useState } from "react";

import { api } from "../../../api";
import type { Campaign } from "../../../bindings/Campaign";
import type { Check } from "../../../bindings/Check";
import { count, dateTime, plural } from "../../../format";
import { CheckSummary } from "./CheckStep";
import { errorText } from "../../../common/errors";

/** What the launch button says, so nobody is surprised by what it does. */
export function launchLabel(check: Check, scheduled: boolean, skip: boolean): string {
  const verb = scheduled ? "Schedule" : "Launch";
  if (check.ready === 0) return "Nobody is ready to send to";
  if (check.problem_count === 0) return `${verb}: send to ${plural(check.ready, "customer", "customers")}`;
  if (!skip) return `${plural(check.problem_count, "customer has", "customers have")} problems: fix them or tick the box above`;
  return `${verb}: send to ${count(check.ready)}, skip ${count(check.problem_count)}`;
}

function ConfirmModal({
  campaign,
  check,
  skip,
  opened,
  onClose,
  onDone,
}: {
  campaign: Campaign;
  check: Check;
  skip: boolean;
  opened: boolean;
  onClose: () => void;
  onDone: (scheduled: boolean) => void;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const scheduled = campaign.state === "scheduled";
  const confirm = async () => {
    if (scheduled) {
      onDone(true);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await api.launchCampaign(campaign.id, skip);
      onDone(false);
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={scheduled ? `Schedule "${campaign.spec.name}"?` : `Launch "${campaign.spec.name}"?`}
      centered
      size="lg"
    >
      <Stack>
        <List size="sm" spacing={4} data-testid="campaign-launch-facts">
          <List.Item>{count(check.audience)} contacts in the audience</List.Item>
          <List.Item>{count(check.ready)} ready: they get the message</List.Item>
          {check.problem_count > 0 && (
            <List.Item>{count(check.problem_count)} with a problem: skipped (the report lists them)</List.Item>
          )}
          {check.opted_out > 0 && (
            <List.Item>{count(check.opted_out)} turned off marketing messages: not sent</List.Item>
          )}
        </List>
        <Text size="sm">{check.tier.summary}</Text>
        <Text size="sm" c="dimmed">
          {scheduled
            ? `It launches by itself on ${dateTime(campaign.schedule_at)} (${campaign.spec.schedule?.time_zone ?? ""}). Until then you can pause or cancel it in the list.`
            : "Messages start going out at once. You can pause or cancel the campaign in the list at any time; nothing is sent twice."}
        </Text>
        {error && (
          <Alert color="red" data-testid="campaign-launch-error">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Go back
          </Button>
          <Button loading={busy} onClick={confirm} data-testid="campaign-launch-confirm">
            {scheduled ? "Keep it scheduled" : "Launch now"}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** Step 5: the numbers once more, the choice about problems, and the launch (or schedule). */
export default function LaunchStep({
  campaign,
  check,
  onDone,
}: {
  campaign: Campaign;
  check: Check | null;
  onDone: (scheduled: boolean) => void;
}) {
  const [skip, setSkip] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const scheduled = campaign.state === "scheduled";
  if (!check) {
    return <Alert color="orange">The check hasn't finished: go back one step and wait for it, or press Check again.</Alert>;
  }
  const blocked = check.ready === 0 || (check.problem_count > 0 && !skip);
  return (
    <Stack>
      <CheckSummary check={check} />
      {scheduled && (
        <Alert color="violet" icon={<IconCalendarTime size={18} />} title="Scheduled">
          Pacer launches this campaign by itself on {dateTime(campaign.schedule_at)} (
          {campaign.spec.schedule?.time_zone}).
        </Alert>
      )}
      {check.problem_count > 0 && (
        <Checkbox
          checked={skip}
          onChange={(e) => setSkip(e.currentTarget.checked)}
          label={`Send to the ${count(check.ready)} ready customers and skip the ${count(check.problem_count)} with problems`}
          description="Skipped customers are listed in the report; fix them and send them a copy of this campaign later."
          data-testid="launch-skip-problems"
        />
      )}
      <Group>
        <Button
          size="md"
          leftSection={scheduled ? <IconCalendarTime size={18} /> : <IconRocket size={18} />}
          disabled={blocked}
          onClick={() => setConfirming(true)}
          data-testid="campaign-launch"
        >
          {launchLabel(check, scheduled, skip)}
        </Button>
      </Group>
      {confirming && (
        <ConfirmModal
          campaign={campaign}
          check={check}
          skip={skip}
          opened
          onClose={() => setConfirming(false)}
          onDone={(s) => {
            setConfirming(false);
            onDone(s);
          }}
        />
      )}
    </Stack>
  );
}
