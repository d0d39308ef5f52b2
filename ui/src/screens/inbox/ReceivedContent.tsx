// What a customer sent, each kind in its own way. The customer's words, names, numbers and
// files are their data: `translate="no"`, their own direction (`dir="auto"`); Pacer's words
// around them are the person's language.
import { Anchor, Box, Button, CopyButton, Group, Stack, Table, Text } from "@mantine/core";
import {
  IconFile,
  IconHandFinger,
  IconMapPin,
  IconMicrophone,
  IconMoodSmile,
  IconMusic,
  IconPhoto,
  IconShoppingCart,
  IconUser,
  IconVideo,
} from "@tabler/icons-react";
import type { ReactNode } from "react";

import { api } from "../../api";
import type { InboundContent } from "../../bindings/InboundContent";
import type { InboundMediaView } from "../../bindings/InboundMediaView";
import type { MediaKind } from "../../bindings/MediaKind";
import { useAction } from "../../common/useAction";
import { errorText } from "../../common/errors";
import { LINK, withLink } from "../../components/WithLink";
import { count } from "../../format";
import { sayWith, useT } from "../../i18n/I18n";
import { fileSize, mapLink, mediaWords, money } from "./words";

/** The customer's own words: line breaks kept, their direction. */
function Words({ text, testId }: { text: string; testId?: string }) {
  return (
    <Text size="sm" style={{ whiteSpace: "pre-wrap", wordBreak: "break-word" }} translate="no" dir="auto" data-testid={testId}>
      {text}
    </Text>
  );
}

function MediaIcon({ media, voice }: { media: MediaKind; voice: boolean }) {
  if (voice) return <IconMicrophone size={20} aria-hidden />;
  switch (media) {
    case "image":
    case "sticker":
      return <IconPhoto size={20} aria-hidden />;
    case "video":
      return <IconVideo size={20} aria-hidden />;
    case "audio":
      return <IconMusic size={20} aria-hidden />;
    default:
      return <IconFile size={20} aria-hidden />;
  }
}

/** Where a customer's file is: on its way, here to open, or why not (and a retry when one can help). */
function MediaState({ view }: { view: InboundMediaView }) {
  const t = useT();
  const action = useAction();
  const problem = view.problem_said ? (
    sayWith(t, view.problem_said)
  ) : view.problem ? (
    <span translate="no">{view.problem}</span>
  ) : null;
  switch (view.state) {
    case "waiting":
      return (
        <Text size="xs" c="dimmed" data-testid="inbox-media-waiting">
          {t("inbox-media-downloading")}
        </Text>
      );
    case "stored":
      return (
        <Stack gap={2} align="flex-start">
          <Button
            size="compact-xs"
            variant="light"
            loading={action.running}
            onClick={() => void action.run(() => api.openMedia(view.media_id))}
            data-testid="inbox-media-open"
          >
            {t("inbox-media-open")}
          </Button>
          {action.error && (
            <Text size="xs" c="red">
              {errorText(action.error, t)}
            </Text>
          )}
        </Stack>
      );
    case "expired":
      return (
        <Text size="xs" c="orange" data-testid="inbox-media-expired">
          {problem ?? t("inbox-media-gone")}
        </Text>
      );
    case "too_big":
    case "failed":
      return (
        <Stack gap={2} align="flex-start">
          <Text size="xs" c="red" data-testid="inbox-media-problem">
            {problem ?? t("inbox-media-failed")}
          </Text>
          <Button
            size="compact-xs"
            variant="light"
            loading={action.running}
            onClick={() => void action.run(async () => void (await api.fetchMediaAgain(view.media_id)))}
            data-testid="inbox-media-retry"
          >
            {t("inbox-media-retry")}
          </Button>
          {action.error && (
            <Text size="xs" c="red">
              {errorText(action.error, t)}
            </Text>
          )}
        </Stack>
      );
  }
}

function Labelled({ icon, label, children }: { icon: ReactNode; label: string; children?: ReactNode }) {
  return (
    <Stack gap={4}>
      <Group gap={6} wrap="nowrap">
        {icon}
        <Text size="sm" fw={500}>
          {label}
        </Text>
      </Group>
      {children}
    </Stack>
  );
}

/** One customer message's content (and its file, when it carries one). */
export function ReceivedContent({ content, media }: { content: InboundContent; media: InboundMediaView | null }) {
  const t = useT();
  switch (content.kind) {
    case "text":
      return <Words text={content.body} testId="inbox-text" />;
    case "media": {
      const name = content.file_name ?? media?.file_name ?? null;
      return (
        <Stack gap={4} data-testid={`inbox-media-${content.voice ? "voice" : content.media}`}>
          <Group gap={6} wrap="nowrap">
            <MediaIcon media={content.media} voice={content.voice} />
            <Text size="sm" fw={500}>
              {mediaWords(t, content.media, content.voice)}
            </Text>
            {media?.size != null && (
              // A size in the reader's number format (Intl's), not a sentence of Pacer's.
              <Text size="xs" c="dimmed" dir="ltr" translate="no">
                {fileSize(media.size)}
              </Text>
            )}
          </Group>
          {name && (
            <Text size="sm" translate="no" dir="auto" style={{ wordBreak: "break-all" }}>
              {name}
            </Text>
          )}
          {content.caption && <Words text={content.caption} />}
          {media && <MediaState view={media} />}
        </Stack>
      );
    }
    case "location": {
      const { latitude, longitude } = content;
      const link = latitude !== null && longitude !== null ? mapLink(latitude, longitude) : null;
      return (
        <Labelled icon={<IconMapPin size={20} aria-hidden />} label={t("inbox-kind-location")}>
          <Box data-testid="inbox-location">
            {content.name && <Words text={content.name} />}
            {content.address && (
              <Text size="sm" c="dimmed" translate="no" dir="auto">
                {content.address}
              </Text>
            )}
            {link && (
              <Group gap="xs" mt={4}>
                <Text size="xs" dir="ltr" translate="no" data-testid="inbox-location-coordinates">
                  {latitude}, {longitude}
                </Text>
                <CopyButton value={link}>
                  {({ copied, copy }) => (
                    <Anchor component="button" size="xs" onClick={copy} data-testid="inbox-location-copy">
                      {copied ? t("inbox-location-copied") : t("inbox-location-copy")}
                    </Anchor>
                  )}
                </CopyButton>
              </Group>
            )}
          </Box>
        </Labelled>
      );
    }
    case "contacts":
      return (
        <Labelled icon={<IconUser size={20} aria-hidden />} label={t("inbox-contacts", { count: content.cards.length })}>
          <Stack gap={6} data-testid="inbox-contacts">
            {content.cards.map((card, i) => (
              <Box key={i} p={6} style={{ borderRadius: 6, background: "rgba(0,0,0,0.05)" }} translate="no">
                {card.name && (
                  <Text size="sm" fw={500} dir="auto">
                    {card.name}
                  </Text>
                )}
                {card.organisation && (
                  <Text size="xs" c="dimmed" dir="auto">
                    {card.organisation}
                  </Text>
                )}
                {card.phones.map((p) => (
                  <Text key={p} size="sm" dir="ltr">
                    {p}
                  </Text>
                ))}
                {card.emails.map((e) => (
                  <Text key={e} size="xs" dir="ltr">
                    {e}
                  </Text>
                ))}
              </Box>
            ))}
          </Stack>
        </Labelled>
      );
    case "button":
      return (
        <Group gap={6} wrap="nowrap" data-testid="inbox-button">
          <IconHandFinger size={18} aria-hidden />
          <Text size="sm">{withLink(t("inbox-button-tapped", { button: LINK }), <b translate="no">{content.text}</b>)}</Text>
        </Group>
      );
    case "choice":
      return (
        <Stack gap={2} data-testid="inbox-choice">
          <Text size="sm">
            {withLink(t("inbox-choice-made", { choice: LINK }), <b translate="no">{content.title}</b>)}
          </Text>
          {content.description && (
            <Text size="xs" c="dimmed" translate="no" dir="auto">
              {content.description}
            </Text>
          )}
        </Stack>
      );
    case "form":
      return (
        <Labelled icon={<IconFile size={20} aria-hidden />} label={t("inbox-form")}>
          {content.response && (
            <Text
              size="xs"
              ff="monospace"
              translate="no"
              dir="ltr"
              style={{ whiteSpace: "pre-wrap", wordBreak: "break-all" }}
              data-testid="inbox-form"
            >
              {content.response}
            </Text>
          )}
        </Labelled>
      );
    case "reaction":
      return (
        <Group gap={6} wrap="nowrap" data-testid="inbox-reaction">
          {content.emoji ? (
            <>
              <Text size="xl" translate="no">
                {content.emoji}
              </Text>
              <Text size="sm">{t("inbox-reacted")}</Text>
            </>
          ) : (
            <>
              <IconMoodSmile size={18} aria-hidden />
              <Text size="sm">{t("inbox-reaction-removed")}</Text>
            </>
          )}
        </Group>
      );
    case "order":
      return (
        <Labelled icon={<IconShoppingCart size={20} aria-hidden />} label={t("inbox-order", { count: content.items.length })}>
          <Table withRowBorders={false} verticalSpacing={2} horizontalSpacing={4} data-testid="inbox-order">
            <Table.Tbody>
              {content.items.map((item, i) => (
                <Table.Tr key={i}>
                  <Table.Td translate="no" dir="auto">
                    {item.product ?? "—"}
                  </Table.Td>
                  <Table.Td dir="ltr">{item.quantity !== null ? `× ${count(item.quantity)}` : ""}</Table.Td>
                  <Table.Td dir="ltr" translate="no">
                    {item.price !== null ? money(item.price, item.currency) : ""}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          {content.text && <Words text={content.text} />}
        </Labelled>
      );
    case "system":
      return (
        <Stack gap={2} data-testid="inbox-system">
          <Text size="xs" c="dimmed">
            {t("inbox-system")}
          </Text>
          {content.body && <Words text={content.body} />}
        </Stack>
      );
    case "unsupported":
      return (
        <Text size="sm" c="dimmed" fs="italic" data-testid="inbox-unsupported">
          {t("inbox-unsupported")}
        </Text>
      );
    case "unknown":
      return (
        <Stack gap={2} data-testid="inbox-unknown">
          <Text size="sm" c="dimmed" fs="italic">
            {withLink(t("inbox-unknown", { kind: LINK }), <code translate="no">{content.type_name}</code>)}
          </Text>
          {content.text && <Words text={content.text} />}
        </Stack>
      );
  }
}
