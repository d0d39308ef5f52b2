import { Alert, Button, Group, List, Stack, Text, TextInput, Title } from "@mantine/core";
import { useCallback, useEffect, useState } from "react";

import { api } from "../../../api";
import type { RecipientPreview } from "../../../bindings/RecipientPreview";
import { errorText } from "../../../common/errors";
import MessageBubble from "./MessageBubble";

/** What one customer will get, and a test send to your own phone. */
export default function PreviewPanel({ campaignId }: { campaignId: string }) {
  const [phone, setPhone] = useState("");
  const [preview, setPreview] = useState<RecipientPreview | null>(null);
  const [previewError, setPreviewError] = useState<string | null>(null);
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
        setPreviewError(errorText(e));
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
      setSendError(errorText(e));
    } finally {
      setSending(false);
    }
  };

  return (
    <Stack gap="sm">
      <Title order={5}>What a customer will get</Title>
      <Group align="flex-end" gap="xs">
        <TextInput
          style={{ flex: 1 }}
          label="Customer's number"
          description="Empty: the first customer of the audience."
          placeholder="+923001234567"
          value={phone}
          onChange={(e) => setPhone(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter") void show(phone);
          }}
          data-testid="campaign-preview-phone"
        />
        <Button variant="default" loading={loading} onClick={() => show(phone)} data-testid="campaign-preview-show">
          Show
        </Button>
      </Group>
      {previewError && (
        <Alert color="red" data-testid="campaign-preview-error">
          {previewError}
        </Alert>
      )}
      {preview && (
        <Stack gap={6}>
          <Text size="sm">
            To {preview.phone}
            {preview.name ? ` (${preview.name})` : ""}
            {preview.pdf ? ` · PDF: ${preview.pdf}` : ""}
          </Text>
          <MessageBubble preview={preview.preview} pdf={preview.pdf} />
          {preview.problems.length > 0 && (
            <Alert color="orange" title="This customer can't be sent to as it stands">
              <List size="sm">
                {preview.problems.map((p) => (
                  <List.Item key={`${p.what}:${p.problem}`}>
                    {p.what}: {p.problem}
                  </List.Item>
                ))}
              </List>
            </Alert>
          )}
        </Stack>
      )}
      <Title order={5} mt="sm">
        Send a test to yourself
      </Title>
      <Group align="flex-end" gap="xs">
        <TextInput
          style={{ flex: 1 }}
          label="Your number"
          description="Gets this message with the first ready customer's values, at once."
          placeholder="+923001234567"
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
          Send test
        </Button>
      </Group>
      {sent !== null && (
        <Alert color="teal" data-testid="campaign-test-result">
          Test message queued for {to.trim()} (message id {sent}). It goes out at once, ahead of
          campaigns; Home shows when it is delivered.
        </Alert>
      )}
      {sendError && (
        <Alert color="red" data-testid="campaign-test-error">
          {sendError}
        </Alert>
      )}
    </Stack>
  );
}
