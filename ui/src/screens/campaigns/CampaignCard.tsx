import { Alert, Badge, Group, Paper, Progress, Stack, Text, Title, Tooltip } from "@mantine/core";
import { useEffect, useRef, useState } from "react";

import type { CampaignRow } from "../../bindings/CampaignRow";
import type { LaunchView } from "../../bindings/LaunchView";
import { count, dateTime, percent } from "../../format";
import CampaignActions from "./CampaignActions";
import type { Progress as ProgressView } from "../../bindings/Progress";
import {
  STATE_WORDS,
  campaignStateColor,
  progressSections,
  stateCount,
  timeLeft,
  type Sample,
} from "../../common/campaignView";

const WINDOW_MS = 60_000;

/** How long the messages ready now still take, from the pace of the last minute. */
function useTimeLeft(progress: ProgressView): string | null {
  const samples = useRef<Sample[]>([]);
  const [text, setText] = useState<string | null>(null);
  const sending = progress.state === "running" || progress.state === "launching";
  const remaining = stateCount(progress, "queued", "sending");
  useEffect(() => {
    if (!sending) {
      samples.current = [];
      setText(null);
      return;
    }
    const now = Date.now();
    samples.current = [...samples.current.filter((s) => now - s.at <= WINDOW_MS), { at: now, sent: progress.sent }];
    setText(timeLeft(samples.current, remaining));
  }, [sending, progress.sent, remaining]);
  return text;
}

function LaunchBar({ launch }: { launch: LaunchView }) {
  const pdfs =
    launch.pdfs_total > 0
      ? ` · ${count(launch.pdfs_done)} of ${count(launch.pdfs_total)} invoices uploaded`
      : "";
  return (
    <Stack gap={4}>
      <Text size="sm">
        Getting ready: {count(launch.queued)} of {count(launch.recipients)} messages queued{pdfs}.
      </Text>
      <Progress
        value={launch.recipients > 0 ? (launch.queued * 100) / launch.recipients : 0}
        color="blue"
        striped
        animated
        aria-label={`${count(launch.queued)} of ${count(launch.recipients)} messages queued`}
      />
    </Stack>
  );
}

function ProgressLine({ row }: { row: CampaignRow }) {
  const { campaign, progress } = row;
  const left = useTimeLeft(progress);
  if (progress.total === 0 && !progress.launch) {
    const text =
      progress.state === "scheduled"
        ? `Launches by itself on ${dateTime(campaign.schedule_at)}${
            campaign.spec.schedule ? ` (${campaign.spec.schedule.time_zone})` : ""
          }. Nothing has been sent yet.`
        : progress.state === "draft"
          ? "Not launched yet: press Check & launch to check every customer, preview the message and send."
          : progress.state === "cancelled"
            ? "Cancelled before anything was sent."
            : "No messages yet.";
    return (
      <Text size="sm" c="dimmed" data-testid="campaign-progress">
        {text}
      </Text>
    );
  }
  const sections = progressSections(progress);
  return (
    <Stack gap={6} data-testid="campaign-progress">
      {progress.launch && <LaunchBar launch={progress.launch} />}
      {progress.total > 0 && (
        <>
          <Text size="sm" fw={500}>
            {progress.summary}
          </Text>
          <Progress.Root size="lg" aria-label={progress.summary}>
            {sections.map((s) => (
              <Tooltip key={s.key} label={`${count(s.value)} ${s.label}`}>
                <Progress.Section value={s.share} color={s.color} />
              </Tooltip>
            ))}
          </Progress.Root>
          <Text size="xs" c="dimmed">
            {count(progress.finished)} of {count(progress.total)} have their final status (
            {percent(progress.finished, progress.total)}); {count(progress.sent)} sent so far
            {progress.waiting > 0 ? `, ${count(progress.waiting)} waiting for their time` : ""}.
            {left ? ` ${count(stateCount(progress, "queued", "sending"))} more to send now: ${left}.` : ""}
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
  const { campaign, progress } = row;
  const spec = campaign.spec;
  const audience = [
    ...spec.audience.lists.map((l) => `list ${l}`),
    ...spec.audience.tags.map((t) => `tag ${t}`),
  ].join(", ");
  return (
    <Paper withBorder p="md" radius="md" data-testid="campaign-card" data-campaign-name={spec.name}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={2}>
            <Group gap="xs">
              <Title order={4}>{spec.name}</Title>
              <Badge color={campaignStateColor(progress.state)} data-testid="campaign-state">
                {STATE_WORDS[progress.state]}
              </Badge>
            </Group>
            <Text size="sm" c="dimmed">
              Template {spec.template_name} ({spec.template_language}) · to {audience || "nobody yet"}
              {spec.pdf ? " · a PDF per customer" : ""} · created {dateTime(campaign.created_at)}
              {campaign.launched_at ? ` · launched ${dateTime(campaign.launched_at)}` : ""}
            </Text>
          </Stack>
        </Group>
        <ProgressLine row={row} />
        {progress.paused_reason && (
          <Alert color="orange" variant="light" title="Paused" data-testid="campaign-paused-reason">
            {progress.paused_reason}
          </Alert>
        )}
        <CampaignActions row={row} onOpen={onOpen} onChanged={onChanged} />
      </Stack>
    </Paper>
  );
}
