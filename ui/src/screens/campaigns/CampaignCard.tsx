import { Alert, Badge, Group, Paper, Progress, Stack, Text, Title, Tooltip } from "@mantine/core";
import { useEffect, useRef, useState } from "react";

import type { CampaignRow } from "../../bindings/CampaignRow";
import type { LaunchView } from "../../bindings/LaunchView";
import { dateTime, pathName } from "../../format";
import { sayWith, useT } from "../../i18n/I18n";
import CampaignActions from "./CampaignActions";
import type { Progress as ProgressView } from "../../bindings/Progress";
import {
  campaignStateColor,
  campaignStateWord,
  progressSections,
  stateCount,
  timeLeftOf,
  type Sample,
  type TimeLeft,
} from "../../common/campaignView";
import { barWord } from "./campaignWords";

const WINDOW_MS = 60_000;

/** How long the messages ready now still take, from the pace of the last minute. */
function useTimeLeft(progress: ProgressView): TimeLeft | null {
  const samples = useRef<Sample[]>([]);
  const [left, setLeft] = useState<TimeLeft | null>(null);
  const sending = progress.state === "running" || progress.state === "launching";
  const remaining = stateCount(progress, "queued", "sending");
  useEffect(() => {
    if (!sending) {
      samples.current = [];
      setLeft(null);
      return;
    }
    const now = Date.now();
    samples.current = [...samples.current.filter((s) => now - s.at <= WINDOW_MS), { at: now, sent: progress.sent }];
    setLeft(timeLeftOf(samples.current, remaining));
  }, [sending, progress.sent, remaining]);
  return left;
}

function LaunchBar({ launch }: { launch: LaunchView }) {
  const t = useT();
  const queued = { queued: launch.queued, recipients: launch.recipients };
  return (
    <Stack gap={4}>
      <Text size="sm">
        {launch.pdfs_total > 0
          ? t("campaigns-launch-progress-pdfs", { ...queued, pdfsDone: launch.pdfs_done, pdfsTotal: launch.pdfs_total })
          : t("campaigns-launch-progress", queued)}
      </Text>
      <Progress
        value={launch.recipients > 0 ? (launch.queued * 100) / launch.recipients : 0}
        color="blue"
        striped
        animated
        aria-label={t("campaigns-launch-queued", queued)}
      />
    </Stack>
  );
}

function ProgressLine({ row }: { row: CampaignRow }) {
  const t = useT();
  const { campaign, progress } = row;
  const left = useTimeLeft(progress);
  if (progress.total === 0 && !progress.launch) {
    const when = dateTime(campaign.schedule_at);
    const text =
      progress.state === "scheduled"
        ? campaign.spec.schedule
          ? t("campaigns-progress-scheduled-zone", { when, zone: campaign.spec.schedule.time_zone })
          : t("campaigns-progress-scheduled", { when })
        : progress.state === "draft"
          ? t("campaigns-progress-draft")
          : progress.state === "cancelled"
            ? t("campaigns-progress-cancelled")
            : t("campaigns-progress-none");
    return (
      <Text size="sm" c="dimmed" data-testid="campaign-progress">
        {text}
      </Text>
    );
  }
  const sections = progressSections(progress, t);
  const final = t("campaigns-progress-final", {
    finished: progress.finished,
    total: progress.total,
    percent: Math.floor((progress.finished * 100) / progress.total),
    sent: progress.sent,
    waiting: progress.waiting,
  });
  return (
    <Stack gap={6} data-testid="campaign-progress">
      {progress.launch && <LaunchBar launch={progress.launch} />}
      {progress.total > 0 && (
        <>
          <Text size="sm" fw={500}>
            {sayWith(t, progress.summary_said)}
          </Text>
          <Progress.Root size="lg" aria-label={sayWith(t, progress.summary_said)}>
            {sections.map((s) => (
              <Tooltip key={s.key} label={barWord(t, s.key, s.value)}>
                <Progress.Section value={s.share} color={s.color} />
              </Tooltip>
            ))}
          </Progress.Root>
          <Text size="xs" c="dimmed">
            {left ? `${final} ${t("campaigns-progress-time-left", left)}` : final}
          </Text>
        </>
      )}
    </Stack>
  );
}

/** One campaign in the list: what it sends, where it is, and what can be done with it. */
export default function CampaignCard({
  row,
  onOpen,
  onChanged,
}: {
  row: CampaignRow;
  onOpen: (row: CampaignRow) => void;
  onChanged: () => void;
}) {
  const t = useT();
  const { campaign, progress } = row;
  const spec = campaign.spec;
  const audience = [
    ...spec.audience.lists.map((name) => t("campaigns-card-list", { name })),
    ...spec.audience.tags.map((name) => t("campaigns-card-tag", { name })),
  ].join(", ");
  const facts = [
    t("campaigns-card-template", { template: spec.template_name, language: spec.template_language }),
    audience ? t("campaigns-card-to", { audience }) : t("campaigns-card-to-nobody"),
    spec.pdf ? t("campaigns-card-pdf") : null,
    spec.header_file ? t("campaigns-card-header-file", { file: pathName(spec.header_file) }) : null,
    t("campaigns-card-created", { when: dateTime(campaign.created_at) }),
    campaign.launched_at ? t("campaigns-card-launched", { when: dateTime(campaign.launched_at) }) : null,
  ].filter((fact) => fact !== null);
  return (
    <Paper withBorder p="md" radius="md" data-testid="campaign-card" data-campaign-name={spec.name}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={2}>
            <Group gap="xs">
              <Title order={4} translate="no">
                {spec.name}
              </Title>
              <Badge color={campaignStateColor(progress.state)} data-testid="campaign-state">
                {campaignStateWord(t, progress.state)}
              </Badge>
            </Group>
            <Text size="sm" c="dimmed">
              {facts.join(" · ")}
            </Text>
          </Stack>
        </Group>
        <ProgressLine row={row} />
        {progress.paused_reason && (
          <Alert color="orange" variant="light" title={t("campaigns-paused-title")} data-testid="campaign-paused-reason">
            {progress.paused_reason_said ? (
              <span>{sayWith(t, progress.paused_reason_said)}</span>
            ) : (
              // A reason Pacer cannot say again (stored by an older version): as it was stored.
              <span translate="no">{progress.paused_reason}</span>
            )}
          </Alert>
        )}
        <CampaignActions row={row} onOpen={onOpen} onChanged={onChanged} />
      </Stack>
    </Paper>
  );
}
