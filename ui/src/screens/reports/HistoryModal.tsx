import { Alert, Group, Loader, Modal, Stack, Text, Timeline } from "@mantine/core";

import { api } from "../../api";
import type { RecipientRow } from "../../bindings/RecipientRow";
import { useLoad } from "../../common/useLoad";
import { dateTime, stateColor, time } from "../../format";
import { historyWord } from "./reportView";

/** Every step one message went through, with Meta's codes. */
export default function HistoryModal({ row, onClose }: { row: RecipientRow; onClose: () => void }) {
  const { data: events, error: failure } = useLoad(() => api.messageHistory(row.key), [row.key]);
  const error = failure?.message ?? null;
  return (
    <Modal opened onClose={onClose} title={`Message to ${row.name ? `${row.name} (${row.recipient})` : row.recipient}`} size="lg">
      <Stack data-testid="report-history">
        <Text size="xs" c="dimmed">
          {row.attempts} {row.attempts === 1 ? "attempt" : "attempts"}
          {row.wamid ? ` · Meta's id ${row.wamid}` : ""}
          {row.resent_after_no_answer ? " · sent once more after Meta didn't answer" : ""}
        </Text>
        {error && <Alert color="red">{error}</Alert>}
        {!events && !error && (
          <Group gap="xs">
            <Loader size="sm" />
            <Text size="sm">Reading the message's history…</Text>
          </Group>
        )}
        {events && events.length === 0 && <Text size="sm">No history was recorded for this message.</Text>}
        {events && events.length > 0 && (
          <Timeline active={events.length - 1} bulletSize={14} lineWidth={2}>
            {events.map((e, i) => (
              <Timeline.Item
                key={`${e.at}:${i}`}
                color={stateColor(e.state)}
                title={
                  <Group gap="xs">
                    <Text size="sm" fw={600}>
                      {historyWord(e.state)}
                    </Text>
                    <Text size="xs" c="dimmed" title={dateTime(e.at)}>
                      {time(e.at)}
                    </Text>
                  </Group>
                }
              >
                {e.detail && <Text size="sm">{e.detail}</Text>}
                {e.code !== null && (
                  <Text size="xs" c="dimmed">
                    Meta code {e.code}
                  </Text>
                )}
              </Timeline.Item>
            ))}
          </Timeline>
        )}
      </Stack>
    </Modal>
  );
}
