import { Alert, Badge, Button, Group, Loader, SimpleGrid, Stack, Text, TextInput, Title } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useState } from "react";

import { api } from "../../api";
import type { TemplateInfo } from "../../bindings/TemplateInfo";
import type { Variable } from "../../bindings/Variable";
import { count, plural } from "../../format";
import { useLoad } from "../../common/useLoad";
import { ErrorNote } from "../../components/ErrorNote";
import { MessageBubble } from "./MessageBubble";
import { categoryHelp, categoryLabel, languageName, statusColor, statusLabel, unusableReason } from "./words";

/** How long typing must pause before the preview is drawn again. */
export const PREVIEW_DELAY_MS = 300;

function placeholderFor(v: Variable): string {
  switch (v.kind) {
    case "document":
      return "invoice-1042.pdf or https://…";
    case "image":
      return "photo.jpg or https://…";
    case "video":
      return "clip.mp4 or https://…";
    case "location":
      return "24.8607, 67.0011 | Shop | 1 Main Road, Karachi";
    default:
      return v.example ? `For example: ${v.example}` : "";
  }
}

function helpFor(v: Variable): string | undefined {
  switch (v.kind) {
    case "document":
    case "image":
    case "video":
      return "A file name or a link. In a campaign each customer gets their own file.";
    case "location":
      return "Latitude, longitude, then optionally | name | address.";
    case "url_suffix":
      return v.max_chars
        ? `The end of the button's link, up to ${v.max_chars} characters.`
        : "The end of the button's link.";
    default:
      return v.max_chars ? `Up to ${count(v.max_chars)} characters.` : undefined;
  }
}

/** The values to preview with: the ones filled in (a blank value counts as missing). */
export function filledValues(values: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v.trim() !== ""));
}

/** One template: sample values for its variables, and the message as the customer sees it. */
export function TemplatePreview({ template }: { template: TemplateInfo }) {
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
  const why = unusableReason(template);

  return (
    <Stack gap="md">
      <div>
        <Group gap="xs">
          <Title order={4} style={{ wordBreak: "break-all" }}>
            {template.name}
          </Title>
          <Badge color={statusColor(template.status)} variant="light" tt="none">
            {statusLabel(template.status)}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {languageName(template.language)} ({template.language}) · {categoryLabel(template.category)}:{" "}
          {categoryHelp(template.category)}
        </Text>
      </div>
      {why && (
        <Alert color="orange" title="This template can't be used now">
          {why}
        </Alert>
      )}
      {!known ? (
        <Text size="sm" c="dimmed">
          Pacer doesn't know this template's text yet, so it can't show it. Press Sync with Meta.
        </Text>
      ) : (
        <>
          {template.variables.length > 0 && (
            <Stack gap="xs">
              <Group justify="space-between">
                <Text size="sm" fw={600}>
                  Sample values ({plural(template.variables.length, "value", "values")} per customer)
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
                      Use Meta's examples
                    </Button>
                  )}
                  <Button size="compact-sm" variant="subtle" color="gray" onClick={() => setValues({})}>
                    Clear
                  </Button>
                </Group>
              </Group>
              <SimpleGrid cols={2} spacing="sm">
                {template.variables.map((v) => (
                  <TextInput
                    key={v.key}
                    label={v.label}
                    placeholder={placeholderFor(v)}
                    description={helpFor(v)}
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
              What the customer sees
            </Text>
            {loading && <Loader size="xs" aria-label="Updating the preview" />}
          </Group>
          {error && <ErrorNote error={error} title="The preview couldn't be drawn" />}
          {preview && <MessageBubble preview={preview} missingNames={missingNames} />}
          {preview && preview.missing.length > 0 && (
            <Text size="xs" c="dimmed">
              Marked in red: {plural(preview.missing.length, "value", "values")} still empty. In a campaign,
              Pacer fills them from each contact's details and warns you before launch about any left empty.
            </Text>
          )}
        </>
      )}
    </Stack>
  );
}
