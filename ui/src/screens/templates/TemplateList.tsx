import { Badge, Group, Paper, Stack, Text, UnstyledButton } from "@mantine/core";
import { IconCircleCheck } from "@tabler/icons-react";

import type { TemplateInfo } from "../../bindings/TemplateInfo";
import { formatLocale } from "../../format";
import { useT } from "../../i18n/I18n";
import {
  categoryLabel,
  languageName,
  metaReason,
  statusColor,
  statusLabel,
  templateKey,
  unusableReason,
} from "./words";

type Props = {
  templates: TemplateInfo[];
  selected: string | null;
  onSelect: (t: TemplateInfo) => void;
};

/** "A, B, C" the reader's way (Urdu and Arabic separate with "،"). */
function names(list: string[]): string {
  return new Intl.ListFormat(formatLocale(), { type: "unit", style: "short" }).format(list);
}

function TemplateRow({ template, selected, onSelect }: { template: TemplateInfo; selected: boolean; onSelect: () => void }) {
  const t = useT();
  const why = unusableReason(t, template);
  const reason = metaReason(template);
  return (
    <UnstyledButton
      onClick={onSelect}
      aria-pressed={selected}
      data-testid={`template-row-${templateKey(template)}`}
      style={{ display: "block", width: "100%" }}
    >
      <Paper
        withBorder
        p="sm"
        style={{
          borderColor: selected ? "var(--mantine-primary-color-filled)" : undefined,
          background: selected ? "var(--mantine-primary-color-light)" : undefined,
        }}
      >
        <Stack gap={6}>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text fw={600} style={{ wordBreak: "break-all" }} translate="no">
              {template.name}
            </Text>
            <Badge color={statusColor(template.status)} variant="light" tt="none" style={{ flexShrink: 0 }}>
              {statusLabel(t, template.status)}
            </Badge>
          </Group>
          <Group gap="xs">
            <Text size="xs" c="dimmed">
              {t("templates-language", { language: languageName(template.language), code: template.language })}
            </Text>
            <Badge size="xs" variant="outline" color="gray" tt="none">
              {categoryLabel(t, template.category)}
            </Badge>
          </Group>
          {why === null ? (
            <Group gap={4} c="teal">
              <IconCircleCheck size={14} />
              <Text size="xs">{t("templates-usable")}</Text>
            </Group>
          ) : (
            <Text size="xs" c="orange.8" data-testid="template-unusable">
              {why}
            </Text>
          )}
          {reason && (
            <Text size="xs" c="dimmed">
              {t("templates-meta-reason", { reason })}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            {template.variables.length === 0
              ? t("templates-needs-nothing")
              : // The labels are the engine's words (English for now); the list is the reader's.
                t("templates-needs", { values: names(template.variables.map((v) => v.label)) })}
          </Text>
        </Stack>
      </Paper>
    </UnstyledButton>
  );
}

/** Every template Pacer knows, with whether it can be used and, if not, why. */
export function TemplateList({ templates, selected, onSelect }: Props) {
  return (
    <Stack gap="xs" data-testid="templates-list">
      {templates.map((t) => (
        <TemplateRow
          key={templateKey(t)}
          template={t}
          selected={selected === templateKey(t)}
          onSelect={() => onSelect(t)}
        />
      ))}
    </Stack>
  );
}
