// What the business sent, as the customer saw it, and how far it got: each status with its
// time, a failure in plain words, and the campaign it belongs to (a link to its report).
import { Anchor, Group, Stack, Text } from "@mantine/core";
import { IconCheck, IconChecks, IconClock, IconFile, IconAlertTriangle } from "@tabler/icons-react";

import type { Sent } from "../../bindings/Sent";
import type { Step } from "../../bindings/Step";
import MessageBubble from "../../components/MessageBubble";
import { LINK, withLink } from "../../components/WithLink";
import { useNavigate } from "../../navigation";
import { sayWith, useT } from "../../i18n/I18n";
import { kindWords, threadTime } from "./words";

/** The words of a sent message (a template as the customer's phone shows it). */
function Body({ sent }: { sent: Sent }) {
  const t = useT();
  const content = sent.content;
  switch (content.kind) {
    case "template":
      return content.preview ? (
        <MessageBubble preview={content.preview} pdf={null} language={content.language} testId="inbox-template" />
      ) : (
        <Text size="sm" data-testid="inbox-template">
          {withLink(
            t("inbox-template-sent", { template: LINK }),
            <b translate="no">
              {content.name} ({content.language})
            </b>,
          )}
        </Text>
      );
    case "text":
      return (
        <Text size="sm" style={{ whiteSpace: "pre-wrap", wordBreak: "break-word" }} translate="no" dir="auto" data-testid="inbox-sent-text">
          {content.body}
        </Text>
      );
    case "media":
      return (
        <Stack gap={2} data-testid="inbox-sent-media">
          <Group gap={6}>
            <IconFile size={18} aria-hidden />
            <Text size="sm" fw={500}>
              {kindWords(t, content.media)}
            </Text>
          </Group>
          {content.file_name && (
            <Text size="sm" translate="no" dir="auto" style={{ wordBreak: "break-all" }}>
              {content.file_name}
            </Text>
          )}
          {content.caption && (
            <Text size="sm" style={{ whiteSpace: "pre-wrap" }} translate="no" dir="auto">
              {content.caption}
            </Text>
          )}
        </Stack>
      );
    case "other":
      return (
        <Text size="sm" c="dimmed" data-testid="inbox-sent-other">
          {withLink(t("inbox-sent-other", { kind: LINK }), <code translate="no">{content.type_name}</code>)}
        </Text>
      );
  }
}

function StepIcon({ state }: { state: string }) {
  switch (state) {
    case "sent":
      return <IconCheck size={14} aria-hidden />;
    case "delivered":
      return <IconChecks size={14} aria-hidden />;
    case "read":
      return <IconChecks size={14} color="var(--mantine-color-blue-6)" aria-hidden />;
    case "failed":
      return <IconAlertTriangle size={14} color="var(--mantine-color-red-6)" aria-hidden />;
    default:
      return <IconClock size={14} aria-hidden />;
  }
}

function stateWords(t: ReturnType<typeof useT>, state: string): string {
  switch (state) {
    case "queued":
      return t("inbox-state-queued");
    case "sent":
      return t("inbox-state-sent");
    case "delivered":
      return t("inbox-state-delivered");
    case "read":
      return t("inbox-state-read");
    case "failed":
      return t("inbox-state-failed");
    default:
      return t("inbox-state-waiting");
  }
}

/** Each status the message reached, with its time. */
function Steps({ steps, state, at }: { steps: Step[]; state: string; at: number }) {
  const t = useT();
  const shown = steps.length > 0 ? steps : [{ state, at }];
  return (
    <Group gap="sm" justify="flex-end" data-testid="inbox-steps">
      {shown.map((step, i) => (
        <Group key={i} gap={2} wrap="nowrap" data-state={step.state}>
          <StepIcon state={step.state} />
          <Text size="xs" c={step.state === "failed" ? "red" : "dimmed"}>
            {t("inbox-step", { state: stateWords(t, step.state), time: threadTime(step.at) })}
          </Text>
        </Group>
      ))}
    </Group>
  );
}

/** One business message: its words, its statuses, why it failed, its campaign. */
export function SentContent({ sent }: { sent: Sent }) {
  const t = useT();
  const navigate = useNavigate();
  return (
    <Stack gap={4}>
      {sent.campaign && (
        <Anchor
          component="button"
          size="xs"
          onClick={() => navigate({ screen: "reports", campaignId: sent.campaign?.id })}
          data-testid="inbox-campaign-link"
          style={{ alignSelf: "flex-start" }}
        >
          {withLink(t("inbox-from-campaign", { campaign: LINK }), <span translate="no">{sent.campaign.name}</span>)}
        </Anchor>
      )}
      <Body sent={sent} />
      {sent.state === "failed" && (sent.problem_said || sent.problem) && (
        <Text size="xs" c="red" data-testid="inbox-sent-problem">
          {sent.problem_said ? sayWith(t, sent.problem_said) : <span translate="no">{sent.problem}</span>}
        </Text>
      )}
      <Steps steps={sent.steps} state={sent.state} at={sent.at} />
    </Stack>
  );
}
