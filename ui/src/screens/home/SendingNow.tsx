import { Badge, Button, Card, Group, Progress, Stack, Text, Title } from "@mantine/core";

import type { CampaignState } from "../../bindings/CampaignState";
import type { Progress as CampaignProgress } from "../../bindings/Progress";
import { percent, stateColor } from "../../format";
import { sayWith, useT, type PlainMessageId } from "../../i18n/I18n";
import { useNavigate } from "../../navigation";

/** The badge's word for a campaign's state on Home. */
const STATE_IDS: Record<CampaignState, PlainMessageId> = {
  draft: "home-campaign-state-draft",
  scheduled: "home-campaign-state-scheduled",
  launching: "home-campaign-state-launching",
  running: "home-campaign-state-running",
  paused: "home-campaign-state-paused",
  cancelled: "home-campaign-state-cancelled",
  done: "home-campaign-state-done",
};

function CampaignLine({ progress }: { progress: CampaignProgress }) {
  const navigate = useNavigate();
  const t = useT();
  const { total, sent, launch } = progress;
  const failed = progress.by_state.failed ?? 0;
  return (
    <Stack gap={4} data-testid="home-active-campaign">
      <Group justify="space-between" wrap="nowrap">
        <Group gap="xs" wrap="nowrap" miw={0}>
          <Text fw={600} truncate translate="no">
            {progress.name}
          </Text>
          <Badge color={stateColor(progress.state)} variant="light">
            {t(STATE_IDS[progress.state])}
          </Badge>
        </Group>
        <Button
          size="compact-sm"
          variant="subtle"
          onClick={() => navigate({ screen: "campaigns", campaignId: progress.id })}
        >
          {t("home-campaign-open")}
        </Button>
      </Group>
      {launch ? (
        <>
          <Progress
            value={launch.recipients > 0 ? (launch.queued * 100) / launch.recipients : 0}
            animated
            aria-label={t("home-campaign-preparing-label", { name: progress.name })}
          />
          <Text size="sm" c="dimmed">
            {launch.pdfs_total > 0
              ? t("home-campaign-preparing-pdfs", {
                  queued: launch.queued,
                  recipients: launch.recipients,
                  done: launch.pdfs_done,
                  pdfs: launch.pdfs_total,
                })
              : t("home-campaign-preparing", { queued: launch.queued, recipients: launch.recipients })}
          </Text>
        </>
      ) : (
        <>
          <Progress.Root size="lg" aria-label={t("home-campaign-progress-label", { name: progress.name, sent, total })}>
            <Progress.Section value={total > 0 ? (sent * 100) / total : 0} color="teal" />
            <Progress.Section value={total > 0 ? (failed * 100) / total : 0} color="red" />
          </Progress.Root>
          <Text size="sm">
            {t("home-campaign-progress", { sent, total, percent: percent(sent, total) })} ·{" "}
            <span>{sayWith(t, progress.summary_said)}</span>
          </Text>
        </>
      )}
      {progress.paused_reason && (
        <Text size="sm" c="orange">
          {t("home-campaign-paused", {
            reason: progress.paused_reason_said ? sayWith(t, progress.paused_reason_said) : progress.paused_reason,
          })}
        </Text>
      )}
      {launch && (
        <Text size="xs" c="dimmed">
          {sayWith(t, progress.summary_said)}
        </Text>
      )}
    </Stack>
  );
}

/** The campaigns launching, sending, paused or scheduled. */
/** `onDesk`: this window is a desk of the office Pacer, which has the local API, not this PC. */
export function SendingNow({ active, onDesk = false }: { active: CampaignProgress[]; onDesk?: boolean }) {
  const t = useT();
  return (
    <Card withBorder data-testid="home-sending">
      <Title order={4} mb="sm">
        {t("home-sending-title")}
      </Title>
      {active.length === 0 ? (
        <Text c="dimmed" data-testid="home-sending-empty">
          {t(onDesk ? "home-sending-empty-desk" : "home-sending-empty")}
        </Text>
      ) : (
        <Stack gap="md">
          {active.map((p) => (
            <CampaignLine key={p.id} progress={p} />
          ))}
        </Stack>
      )}
    </Card>
  );
}
