import { Alert, Badge, Button, Group, Loader, SimpleGrid, Stack, Text, TextInput, Title } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useState } from "react";

import { api } from "../../api";
import type { TemplateInfo } from "../../bindings/TemplateInfo";
import type { Variable } from "../../bindings/Variable";
import { useLoad } from "../../common/useLoad";
import { ErrorNote } from "../../components/ErrorNote";
import { useT, type T } from "../../i18n/I18n";
import { MessageBubble } from "./MessageBubble";
import { categoryHelp, categoryLabel, languageName, statusColor, statusLabel, unusableReason } from "./words";

/** How long typing must pause before the preview is drawn again. */
export const PREVIEW_DELAY_MS = 300;

function placeholderFor(t: T, v: Variable): string {
  switch (v.kind) {
    case "document":
      return t("templates-value-placeholder-document");
    case "image":
      return t("templates-value-placeholder-image");
    case "video":
      return t("templates-value-placeholder-video");
    case "location":
      return t("templates-value-placeholder-location");
    default:
      return v.example ? t("templates-value-placeholder-example", { example: v.example }) : "";
  }
}

function helpFor(t: T, v: Variable): string | undefined {
  switch (v.kind) {
    case "document":
    case "image":
    case "video":
      return t("templates-value-help-media");
    case "location":
      return t("templates-value-help-location");
    case "url_suffix":
      return v.max_chars
        ? t("templates-value-help-link-end-max", { chars: v.max_chars })
        : t("templates-value-help-link-end");
    default:
      return v.max_chars ? t("templates-value-help-max", { chars: v.max_chars }) : undefined;
  }
}

/** The values to preview with: the ones filled in (a blank value counts as missing). */
export function filledValues(values: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v.trim() !== ""));
}

/** One template: sample values for its variables, and the message as the customer sees it. */
export function TemplatePreview({ template }: { template: TemplateInfo }) {
  const t = useT();
  const [values, setValues] = useState<Record<string, string>>({});
  const [debounced] = useDebouncedValue(values, PREVIEW_DELAY_MS);
  const known = template.components.length > 0;
  const {
    data: preview,
    error,
    loading,
  } = useLoad(
    known ? () => api.previewTemplate(template.name, template.language, filledValues(debounced)) : null,
    [template.name, template.language, known, debounced],
  );

  const withExamples = template.variables.some((v) => v.example);
  const missing = new Set(preview?.missing ?? []);
  const missingNames = new Set(template.variables.filter((v) => missing.has(v.key)).map((v) => v.name));
  const why = unusableReason(t, template);

  return (
    <Stack gap="md">
      <div>
        <Group gap="xs">
          <Title order={4} style={{ wordBreak: "break-all" }} translate="no">
            {template.name}
          </Title>
          <Badge color={statusColor(template.status)} variant="light" tt="none">
            {statusLabel(t, template.status)}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {t("templates-preview-about", {
            language: languageName(template.language),
            code: template.language,
            category: categoryLabel(t, template.category),
            help: categoryHelp(t, template.category),
          })}
        </Text>
      </div>
      {why && (
        <Alert color="orange" title={t("templates-cannot-use-title")}>
          {why}
        </Alert>
      )}
      {!known ? (
        <Text size="sm" c="dimmed">
          {t("templates-text-unknown")}
        </Text>
      ) : (
        <>
          {template.variables.length > 0 && (
            <Stack gap="xs">
              <Group justify="space-between">
                <Text size="sm" fw={600}>
                  {t("templates-sample-values", { count: template.variables.length })}
                </Text>
                <Group gap="xs">
                  {withExamples && (
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      onClick={() =>
                        setValues(
                          Object.fromEntries(template.variables.map((v) => [v.key, v.example ?? values[v.key] ?? ""])),
                        )
                      }
                    >
                      {t("templates-use-examples")}
                    </Button>
                  )}
                  <Button size="compact-sm" variant="subtle" color="gray" onClick={() => setValues({})}>
                    {t("templates-clear-values")}
                  </Button>
                </Group>
              </Group>
              <SimpleGrid cols={2} spacing="sm">
                {template.variables.map((v) => (
                  <TextInput
                    key={v.key}
                    // The label is the engine's ("Body variable {{1}}"), English for now.
                    label={v.label}
                    labelProps={{ translate: "no" }}
                    placeholder={placeholderFor(t, v)}
                    description={helpFor(t, v)}
                    value={values[v.key] ?? ""}
                    maxLength={v.max_chars ?? undefined}
                    onChange={(e) => {
                      const value = e.currentTarget.value;
                      setValues((old) => ({ ...old, [v.key]: value }));
                    }}
                    data-testid={`template-value-${v.key}`}
                  />
                ))}
              </SimpleGrid>
            </Stack>
          )}
          <Group gap="xs">
            <Text size="sm" fw={600}>
              {t("templates-customer-sees")}
            </Text>
            {loading && <Loader size="xs" aria-label={t("templates-preview-updating")} />}
          </Group>
          {error && <ErrorNote error={error} title={t("templates-preview-failed")} />}
          {preview && <MessageBubble preview={preview} missingNames={missingNames} language={template.language} />}
          {preview && preview.missing.length > 0 && (
            <Text size="xs" c="dimmed">
              {t("templates-values-missing", { count: preview.missing.length })}
            </Text>
          )}
        </>
      )}
    </Stack>
  );
}
