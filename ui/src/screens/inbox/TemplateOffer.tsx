// Outside the customer's 24-hour window WhatsApp accepts only an approved template: the reply
// becomes a choice of template, its values, the message as the customer will see it, and Send.
import { Alert, Button, Group, Select, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconSend } from "@tabler/icons-react";
import { useState } from "react";

import { api } from "../../api";
import type { Reply } from "../../bindings/Reply";
import type { TemplateInfo } from "../../bindings/TemplateInfo";
import { errorText } from "../../common/errors";
import { useLoad } from "../../common/useLoad";
import MessageBubble from "../../components/MessageBubble";
import { useT } from "../../i18n/I18n";

/** How long typing must pause before the preview is drawn again. */
const PREVIEW_DELAY_MS = 300;

function keyOf(template: TemplateInfo): string {
  return `${template.name}\u0000${template.language}`;
}

/** The values given (a blank one counts as missing). */
function filled(values: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v.trim() !== ""));
}

export function TemplateOffer({
  sending,
  error,
  onSend,
}: {
  sending: boolean;
  /** Why the last send was refused, in words. */
  error: string | null;
  onSend: (reply: Reply) => void;
}) {
  const t = useT();
  const templates = useLoad(() => api.templates(), []);
  const usable = (templates.data ?? []).filter((u) => u.usable);
  const [chosenKey, setChosenKey] = useState<string | null>(null);
  const chosen = usable.find((u) => keyOf(u) === chosenKey) ?? null;
  const [values, setValues] = useState<Record<string, string>>({});
  const [debounced] = useDebouncedValue(values, PREVIEW_DELAY_MS);
  const preview = useLoad(
    chosen ? () => api.previewTemplate(chosen.name, chosen.language, filled(debounced)) : null,
    [chosen?.name, chosen?.language, debounced],
  );
  const missing = chosen ? chosen.variables.filter((v) => (values[v.key] ?? "").trim() === "") : [];

  return (
    <Stack gap="xs" p="sm" data-testid="inbox-template-offer">
      <Alert color="orange" variant="light" p="xs">
        <Text size="sm">{t("inbox-window-closed")}</Text>
      </Alert>
      {templates.error && (
        <Text size="sm" c="red">
          {errorText(templates.error, t)}
        </Text>
      )}
      {templates.data && usable.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t("inbox-no-templates")}
        </Text>
      ) : (
        <Select
          label={t("inbox-template")}
          placeholder={templates.data ? t("inbox-template-choose") : t("inbox-loading")}
          data={usable.map((u) => ({ value: keyOf(u), label: `${u.name} (${u.language})` }))}
          renderOption={({ option }) => <span translate="no">{option.label}</span>}
          value={chosenKey}
          onChange={(value) => {
            setChosenKey(value);
            setValues({});
          }}
          searchable
          nothingFoundMessage={t("inbox-template-none-found")}
          data-testid="inbox-template-select"
          comboboxProps={{ position: "top" }}
        />
      )}
      {chosen && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
          <Stack gap={4}>
            {chosen.variables.map((v) => (
              <TextInput
                key={v.key}
                size="xs"
                label={t("inbox-template-value", { name: v.name })}
                placeholder={v.example ? t("inbox-template-example", { example: v.example }) : undefined}
                value={values[v.key] ?? ""}
                onChange={(e) => {
                  const value = e.currentTarget.value;
                  setValues((old) => ({ ...old, [v.key]: value }));
                }}
                data-testid={`inbox-template-value-${v.key}`}
                maxLength={v.max_chars ?? undefined}
              />
            ))}
          </Stack>
          {preview.data && (
            <MessageBubble preview={preview.data} pdf={null} language={chosen.language} testId="inbox-template-preview" />
          )}
        </SimpleGrid>
      )}
      {error && (
        <Text size="sm" c="red" data-testid="inbox-send-error">
          {error}
        </Text>
      )}
      <Group justify="flex-end">
        {chosen && missing.length > 0 && (
          <Text size="xs" c="dimmed">
            {t("inbox-template-values-missing", { count: missing.length })}
          </Text>
        )}
        <Button
          leftSection={<IconSend size={16} />}
          disabled={!chosen || missing.length > 0}
          loading={sending}
          data-testid="inbox-template-send"
          onClick={() => chosen && onSend({ kind: "template", name: chosen.name, language: chosen.language, values })}
        >
          {t("inbox-send")}
        </Button>
      </Group>
    </Stack>
  );
}
