import { Alert, Button, Group, List, Stack, Text, TextInput, Title } from "@mantine/core";
import { useCallback, useEffect, useState } from "react";

import { api, toPacerError } from "../../../api";
import type { RecipientPreview } from "../../../bindings/RecipientPreview";
import { fileSize } from "../../../format";
import { errorText } from "../../../common/errors";
import { sayWith, useT } from "../../../i18n/I18n";
import MessageBubble from "../../../components/MessageBubble";

/** What one customer will get (in the template's `language`, Meta's code), and a test send to
 * your own phone. */
export default function PreviewPanel({ campaignId, language }: { campaignId: string; language: string }) {
  const t = useT();
  const [phone, setPhone] = useState("");
  const [preview, setPreview] = useState<RecipientPreview | null>(null);
  const [previewError, setPreviewError] = useState<{ text: string; said: boolean } | null>(null);
  const [loading, setLoading] = useState(false);
  const [to, setTo] = useState("");
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const [sendError, setSendError] = useState<string | null>(null);

  const show = useCallback(
    async (who: string | null) => {
      setLoading(true);
      setPreviewError(null);
      try {
        setPreview(await api.previewCampaign(campaignId, who && who.trim() ? who.trim() : null));
      } catch (e) {
        setPreview(null);
        setPreviewError({ text: errorText(e, t), said: !!toPacerError(e).said });
      } finally {
        setLoading(false);
      }
    },
    [campaignId],
  );

  useEffect(() => {
    void show(null);
  }, [show]);

  const testSend = async () => {
    setSending(true);
    setSent(null);
    setSendError(null);
    try {
      const id = await api.testCampaign(campaignId, to.trim(), null);
      setSent(id);
    } catch (e) {
      setSendError(errorText(e, t));
    } finally {
      setSending(false);
    }
  };

  return (
    <Stack gap="sm">
      <Title order={5}>{t("wizard-preview-title")}</Title>
      <Group align="flex-end" gap="xs">
        <TextInput
          style={{ flex: 1 }}
          label={t("wizard-preview-phone")}
          description={t("wizard-preview-phone-description")}
          placeholder="+923001234567"
          dir="ltr"
          value={phone}
          onChange={(e) => setPhone(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter") void show(phone);
          }}
          data-testid="campaign-preview-phone"
        />
        <Button variant="default" loading={loading} onClick={() => show(phone)} data-testid="campaign-preview-show">
          {t("wizard-preview-show")}
        </Button>
      </Group>
      {previewError && (
        <Alert color="red" data-testid="campaign-preview-error" translate={previewError.said ? undefined : "no"}>
          {previewError.text}
        </Alert>
      )}
      {preview && (
        <Stack gap={6}>
          <Text size="sm">
            {[
              preview.name
                ? t("wizard-preview-to-named", { phone: preview.phone, name: preview.name })
                : t("wizard-preview-to", { phone: preview.phone }),
              preview.file
                ? t("wizard-preview-file", {
                    kind: preview.file.kind,
                    file: preview.file.name,
                    size: fileSize(preview.file.size),
                  })
                : preview.pdf
                  ? t("wizard-preview-pdf", { file: preview.pdf })
                  : null,
              preview.language !== language ? t("wizard-preview-language", { language: preview.language }) : null,
            ]
              .filter(Boolean)
              .join(" · ")}
          </Text>
          <MessageBubble
            preview={preview.preview}
            pdf={preview.file?.name ?? preview.pdf}
            picture={preview.file?.picture ?? null}
            language={preview.language}
          />
          {preview.problems.length > 0 && (
            <Alert color="orange" title={t("wizard-preview-problems")}>
              <List size="sm">
                {preview.problems.map((p) => (
                  <List.Item key={`${p.what}:${p.problem}`}>
                    {/* The variable's own label is data; a file or a column is the catalogue's. */}
                    {p.what_said ? sayWith(t, p.what_said) : <span translate="no">{p.what}</span>}:{" "}
                    {sayWith(t, p.problem_said)}
                  </List.Item>
                ))}
              </List>
            </Alert>
          )}
        </Stack>
      )}
      <Title order={5} mt="sm">
        {t("wizard-test-title")}
      </Title>
      <Group align="flex-end" gap="xs">
        <TextInput
          style={{ flex: 1 }}
          label={t("wizard-test-phone")}
          description={t("wizard-test-phone-description")}
          placeholder="+923001234567"
          dir="ltr"
          value={to}
          onChange={(e) => setTo(e.currentTarget.value)}
          data-testid="campaign-test-to"
        />
        <Button
          variant="light"
          loading={sending}
          disabled={!to.trim()}
          onClick={testSend}
          data-testid="campaign-test-send"
        >
          {t("wizard-test-send")}
        </Button>
      </Group>
      {sent !== null && (
        <Alert color="teal" data-testid="campaign-test-result">
          {t("wizard-test-queued", { phone: to.trim(), id: sent })}
        </Alert>
      )}
      {sendError && (
        <Alert color="red" data-testid="campaign-test-error" translate="no">
          {sendError}
        </Alert>
      )}
    </Stack>
  );
}
