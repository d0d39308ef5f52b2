import { Alert, Group, Loader, Modal, Stack, Text, Timeline } from "@mantine/core";

import { api } from "../../api";
import type { RecipientRow } from "../../bindings/RecipientRow";
import { useLoad } from "../../common/useLoad";
import { dateTime, stateColor, time } from "../../format";
import { ErrorWords } from "../../components/ErrorWords";
import { useT } from "../../i18n/I18n";
import { historyWord, knownHistoryState } from "./reportView";

/** Every step one message went through, with Meta's codes. */
export default function HistoryModal({ row, onClose }: { row: RecipientRow; onClose: () => void }) {
  const t = useT();
  const { data: events, error: failure } = useLoad(() => api.messageHistory(row.key), [row.key]);
  const facts = [
    t("reports-history-attempts", { count: row.attempts }),
    row.wamid ? t("reports-history-wamid", { id: row.wamid }) : null,
    row.resent_after_no_answer ? t("reports-history-resent") : null,
  ].filter((fact) => fact !== null);
  return (
    <Modal
      opened
      onClose={onClose}
      title={
        row.name
          ? t("reports-history-title-named", { name: row.name, phone: row.recipient })
          : t("reports-history-title", { phone: row.recipient })
      }
      size="lg"
    >
      <Stack data-testid="report-history">
        <Text size="xs" c="dimmed">
          {facts.join(" · ")}
        </Text>
        {failure && (
          <Alert color="red">
            <ErrorWords error={failure} />
          </Alert>
        )}
        {!events && !failure && (
          <Group gap="xs">
            <Loader size="sm" />
            <Text size="sm">{t("reports-history-loading")}</Text>
          </Group>
        )}
        {events && events.length === 0 && <Text size="sm">{t("reports-history-empty")}</Text>}
        {events && events.length > 0 && (
          <Timeline active={events.length - 1} bulletSize={14} lineWidth={2}>
            {events.map((e, i) => (
              <Timeline.Item
                key={`${e.at}:${i}`}
                color={stateColor(e.state)}
                title={
                  <Group gap="xs">
                    <Text size="sm" fw={600} translate={knownHistoryState(e.state) ? undefined : "no"}>
                      {historyWord(t, e.state)}
                    </Text>
                    <Text size="xs" c="dimmed" title={dateTime(e.at)} translate="no">
                      {time(e.at)}
                    </Text>
                  </Group>
                }
              >
                {/* What Meta said of this step, or Pacer's stored reason: shown as recorded. */}
                {e.detail && (
                  <Text size="sm" translate="no">
                    {e.detail}
                  </Text>
                )}
                {e.code !== null && (
                  <Text size="xs" c="dimmed">
                    {t("reports-history-code", { code: String(e.code) })}
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
