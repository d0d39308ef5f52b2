import { Badge, Button, Card, Group, Progress, Stack, Text, Title } from "@mantine/core";

import type { Progress as CampaignProgress } from "../../bindings/Progress";
import { count, percent, stateColor } from "../../format";
import { useNavigate } from "../../navigation";

function CampaignLine({ progress }: { progress: CampaignProgress }) {
  const navigate = useNavigate();
  const { total, sent, launch } = progress;
  const failed = progress.by_state.failed ?? 0;
  return (
    <Stack gap={4} data-testid="home-active-campaign">
      <Group justify="space-between" wrap="nowrap">
        <Group gap="xs" wrap="nowrap" miw={0}>
          <Text fw={600} truncate>
            {progress.name}
          </Text>
          <Badge color={stateColor(progress.state)} variant="light">
            {progress.state}
          </Badge>
        </Group>
        <Button
          size="compact-sm"
          variant="subtle"
          onClick={() => navigate({ screen: "campaigns", campaignId: progress.id })}
        >
          Open
        </Button>
      </Group>
      {launch ? (
        <>
          <Progress
            value={launch.recipients > 0 ? (launch.queued * 100) / launch.recipients : 0}
            animated
            aria-label={`${progress.name}: preparing`}
          />
          <Text size="sm" c="dimmed">
            Preparing: {count(launch.queued)} of {count(launch.recipients)} messages queued
            {launch.pdfs_total > 0 && `, ${count(launch.pdfs_done)} of ${count(launch.pdfs_total)} PDFs uploaded`}
          </Text>
        </>
      ) : (
        <>
          <Progress.Root size="lg" aria-label={`${progress.name}: ${count(sent)} of ${count(total)} sent`}>
            <Progress.Section value={total > 0 ? (sent * 100) / total : 0} color="teal" />
            <Progress.Section value={total > 0 ? (failed * 100) / total : 0} color="red" />
          </Progress.Root>
          <Text size="sm">
            {count(sent)} of {count(total)} sent ({percent(sent, total)}) · {progress.summary}
          </Text>
        </>
      )}
      {progress.paused_reason && (
        <Text size="sm" c="orange">
          Paused: {progress.paused_reason}
        </Text>
      )}
      {launch && (
        <Text size="xs" c="dimmed">
          {progress.summary}
        </Text>
      )}
    </Stack>
  );
}

/** The campaigns launching, sending, paused or scheduled. */
export function SendingNow({ active }: { active: CampaignProgress[] }) {
  return (
    <Card withBorder data-testid="home-sending">
      <Title order={4} mb="sm">
        Sending now
      </Title>
      {active.length === 0 ? (
        <Text c="dimmed" data-testid="home-sending-empty">
          Nothing is sending. Launch a campaign from Campaigns, or send OTPs through the local API
          (Settings shows its address and key).
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
