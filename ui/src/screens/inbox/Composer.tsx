// The reply, at the bottom of a thread. Inside the customer's 24-hour window: free text (Enter
// sends, Shift+Enter starts a new line), emoji, a file with a caption, quick replies, and the
// time left. Outside it: only an approved template (`TemplateOffer`). A refused send says why
// and keeps what was typed.
import { ActionIcon, Button, CloseButton, Group, Paper, Stack, Text, Textarea, Tooltip } from "@mantine/core";
import { IconPaperclip, IconSend } from "@tabler/icons-react";
import { useEffect, useRef, useState } from "react";

import { api } from "../../api";
import type { Picked } from "../../bindings/Picked";
import type { Reply } from "../../bindings/Reply";
import { errorText } from "../../common/errors";
import { useAction } from "../../common/useAction";
import { count } from "../../format";
import { useT } from "../../i18n/I18n";
import { EmojiButton } from "./EmojiButton";
import { QuickReplies } from "./QuickReplies";
import { TemplateOffer } from "./TemplateOffer";
import { windowLeft } from "./words";

/** WhatsApp's most characters in a text message. */
export const MAX_CHARS = 4096;
/** The counter shows when this few characters are left. */
const COUNTER_FROM = 500;

/** The time now, again every minute (the window's time left counts down). */
function useMinute(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

export function Composer({
  phone,
  windowEndsAt,
  onSent,
}: {
  phone: string;
  /** When the customer's 24-hour window closes (Unix ms); `null`: closed. */
  windowEndsAt: number | null;
  onSent: () => void;
}) {
  const t = useT();
  const now = useMinute();
  const [text, setText] = useState("");
  const [file, setFile] = useState<Picked | null>(null);
  /** Templates sent from the offer: each starts a fresh one. */
  const [templatesSent, setTemplatesSent] = useState(0);
  const send = useAction();
  const choosing = useAction();
  const textarea = useRef<HTMLTextAreaElement>(null);

  // Another customer: another reply (what was typed for the last one is not sent here).
  useEffect(() => {
    setText("");
    setFile(null);
  }, [phone]);

  const open = windowEndsAt !== null && windowEndsAt > now;

  /** Sends `reply`; `after` runs only when Pacer took it (a refusal keeps what was typed). */
  const deliver = (reply: Reply, after: () => void) =>
    void send.run(async () => {
      await api.sendReply(phone, reply);
      after();
      onSent();
    });

  if (!open) {
    return (
      <Paper withBorder radius={0} data-testid="inbox-composer">
        <TemplateOffer
          key={templatesSent}
          sending={send.running}
          error={send.error ? errorText(send.error, t) : null}
          // A template that went starts a fresh offer (the next one is chosen anew).
          onSend={(reply) => deliver(reply, () => setTemplatesSent((n) => n + 1))}
        />
      </Paper>
    );
  }

  const left = windowLeft(windowEndsAt, now);
  const tooLong = text.length > MAX_CHARS;
  const canSend = !send.running && !tooLong && (file !== null || text.trim() !== "");
  const submit = () => {
    if (!canSend) return;
    if (file) {
      deliver({ kind: "file", path: file.path, caption: text.trim() === "" ? null : text }, () => {
        setFile(null);
        setText("");
      });
    } else {
      deliver({ kind: "text", body: text }, () => setText(""));
    }
  };

  /** Puts `words` where the cursor is (or at the end). */
  const insert = (words: string) => {
    const element = textarea.current;
    const start = element?.selectionStart ?? text.length;
    const end = element?.selectionEnd ?? text.length;
    setText(text.slice(0, start) + words + text.slice(end));
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(start + words.length, start + words.length);
    });
  };

  const chooseFile = () =>
    void choosing.run(async () => {
      const picked = await api.chooseReplyFile();
      if (picked) setFile(picked);
    });

  return (
    <Paper withBorder radius={0} p="sm" data-testid="inbox-composer">
      <Stack gap={6}>
        <Text size="xs" c={left.hours < 2 ? "orange" : "dimmed"} data-testid="inbox-window-left">
          {t("inbox-window-left", { hours: left.hours, minutes: left.minutes })}
        </Text>
        {file && (
          <Group gap="xs" data-testid="inbox-file">
            <IconPaperclip size={16} aria-hidden />
            <Text size="sm" fw={500} translate="no" dir="auto" style={{ wordBreak: "break-all" }}>
              {file.name}
            </Text>
            <CloseButton size="sm" aria-label={t("inbox-file-remove")} onClick={() => setFile(null)} />
          </Group>
        )}
        <Textarea
          ref={textarea}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          onKeyDown={(e) => {
            // Enter sends; Shift+Enter is a new line; a composing input method keeps its Enter.
            if (e.key === "Enter" && !e.shiftKey && !e.nativeEvent.isComposing) {
              e.preventDefault();
              submit();
            }
          }}
          placeholder={file ? t("inbox-caption-placeholder") : t("inbox-reply-placeholder")}
          aria-label={file ? t("inbox-caption-placeholder") : t("inbox-reply-placeholder")}
          autosize
          minRows={2}
          maxRows={8}
          dir="auto"
          error={tooLong ? t("inbox-too-long", { max: MAX_CHARS }) : undefined}
          data-testid="inbox-reply"
        />
        {(send.error || choosing.error) && (
          <Text size="sm" c="red" data-testid="inbox-send-error">
            {errorText(send.error ?? choosing.error, t)}
          </Text>
        )}
        <Group justify="space-between" wrap="nowrap">
          <Group gap={2}>
            <EmojiButton onPick={insert} />
            <Tooltip label={t("inbox-attach")}>
              <ActionIcon
                variant="subtle"
                size="lg"
                aria-label={t("inbox-attach")}
                onClick={chooseFile}
                loading={choosing.running}
                data-testid="inbox-attach"
              >
                <IconPaperclip size={20} />
              </ActionIcon>
            </Tooltip>
            <QuickReplies text={text} onInsert={insert} />
          </Group>
          <Group gap="sm" wrap="nowrap">
            {MAX_CHARS - text.length <= COUNTER_FROM && (
              <Text size="xs" c={tooLong ? "red" : "dimmed"} dir="ltr" data-testid="inbox-counter">
                {count(text.length)} / {count(MAX_CHARS)}
              </Text>
            )}
            <Button leftSection={<IconSend size={16} />} onClick={submit} disabled={!canSend} loading={send.running} data-testid="inbox-send">
              {t("inbox-send")}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
}
