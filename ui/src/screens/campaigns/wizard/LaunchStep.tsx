import { Alert, Button, Checkbox, Group, List, Modal, Stack, Text } from "@mantine/core";
import { IconCalendarTime, IconRocket } from "@tabler/icons-react";
import { useState } from "react";

import { api, toPacerError } from "../../../api";
import type { Campaign } from "../../../bindings/Campaign";
import type { Check } from "../../../bindings/Check";
import { dateTime } from "../../../format";
import { CheckSummary } from "./CheckStep";
import { errorText } from "../../../common/errors";
import { sayWith, useT, type T } from "../../../i18n/I18n";

/** What the launch button says, so nobody is surprised by what it does. */
export function launchLabel(check: Check, scheduled: boolean, skip: boolean, t: T): string {
  const ready = check.ready;
  const problems = check.problem_count;
  if (ready === 0) return t("wizard-launch-nobody");
  if (problems === 0) return scheduled ? t("wizard-schedule-all", { ready }) : t("wizard-launch-all", { ready });
  if (!skip) return t("wizard-launch-blocked", { problems });
  return scheduled ? t("wizard-schedule-skip", { ready, problems }) : t("wizard-launch-skip", { ready, problems });
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
  const t = useT();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ text: string; said: boolean } | null>(null);
  const scheduled = campaign.state === "scheduled";
  const confirm = async () => {
    if (scheduled) {
      onDone(true);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await api.launchCampaign(campaign.id, skip, campaign.version);
      onDone(false);
    } catch (e) {
      setError({ text: errorText(e, t), said: !!toPacerError(e).said });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={
        scheduled
          ? t("wizard-schedule-confirm-title", { campaign: campaign.spec.name })
          : t("wizard-launch-confirm-title", { campaign: campaign.spec.name })
      }
      centered
      size="lg"
    >
      <Stack>
        <List size="sm" spacing={4} data-testid="campaign-launch-facts">
          <List.Item>{t("wizard-launch-audience", { count: check.audience })}</List.Item>
          <List.Item>{t("wizard-launch-ready", { count: check.ready })}</List.Item>
          {check.problem_count > 0 && (
            <List.Item>{t("wizard-launch-problems", { count: check.problem_count })}</List.Item>
          )}
          {check.opted_out > 0 && <List.Item>{t("wizard-launch-opted-out", { count: check.opted_out })}</List.Item>}
        </List>
        <Text size="sm" data-testid="campaign-launch-plan">
          {sayWith(t, check.tier.summary_said)}
        </Text>
        {check.hours && (
          <Text size="sm" data-testid="campaign-launch-hours">
            {sayWith(t, check.hours.summary_said)}
          </Text>
        )}
        {/* What it will cost, as the check estimated it (nothing without a rate card). */}
        {check.estimate && (
          <Text size="sm" data-testid="campaign-launch-estimate">
            {sayWith(t, check.estimate.summary_said)}
          </Text>
        )}
        <Text size="sm" c="dimmed">
          {scheduled
            ? t("wizard-launch-scheduled-note", {
                when: dateTime(campaign.schedule_at),
                zone: campaign.spec.schedule?.time_zone ?? "",
              })
            : t("wizard-launch-now-note")}
        </Text>
        {error && (
          <Alert color="red" data-testid="campaign-launch-error" translate={error.said ? undefined : "no"}>
            {error.text}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t("wizard-go-back")}
          </Button>
          <Button loading={busy} onClick={confirm} data-testid="campaign-launch-confirm">
            {scheduled ? t("wizard-keep-scheduled") : t("wizard-launch-now")}
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
  const t = useT();
  const [skip, setSkip] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const scheduled = campaign.state === "scheduled";
  if (!check) {
    return <Alert color="orange">{t("wizard-launch-not-checked")}</Alert>;
  }
  const blocked = check.ready === 0 || (check.problem_count > 0 && !skip);
  return (
    <Stack>
      <CheckSummary check={check} />
      {scheduled && (
        <Alert color="violet" icon={<IconCalendarTime size={18} />} title={t("wizard-scheduled-title")}>
          {t("wizard-scheduled", {
            when: dateTime(campaign.schedule_at),
            zone: campaign.spec.schedule?.time_zone ?? "",
          })}
        </Alert>
      )}
      {check.problem_count > 0 && (
        <Checkbox
          checked={skip}
          onChange={(e) => setSkip(e.currentTarget.checked)}
          label={t("wizard-skip-problems", { ready: check.ready, problems: check.problem_count })}
          description={t("wizard-skip-problems-description")}
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
          {launchLabel(check, scheduled, skip, t)}
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
