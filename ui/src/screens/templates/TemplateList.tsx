import { Badge, Group, Paper, Stack, Text, UnstyledButton } from "@mantine/core";
import { IconCircleCheck } from "@tabler/icons-react";

import type { TemplateInfo } from "../../bindings/TemplateInfo";
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

function TemplateRow({ t, selected, onSelect }: { t: TemplateInfo; selected: boolean; onSelect: () => void }) {
  const why = unusableReason(t);
  const reason = metaReason(t);
  return (
    <UnstyledButton
      onClick={onSelect}
      aria-pressed={selected}
      data-testid={`template-row-${templateKey(t)}`}
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
            <Text fw={600} style={{ wordBreak: "break-all" }}>
              {t.name}
            </Text>
            <Badge color={statusColor(t.status)} variant="light" tt="none" style={{ flexShrink: 0 }}>
              {statusLabel(t.status)}
            </Badge>
          </Group>
          <Group gap="xs">
            <Text size="xs" c="dimmed">
              {languageName(t.language)} ({t.language})
            </Text>
            <Badge size="xs" variant="outline" color="gray" tt="none">
              {categoryLabel(t.category)}
            </Badge>
          </Group>
          {why === null ? (
            <Group gap={4} c="teal">
              <IconCircleCheck size={14} />
              <Text size="xs">Can be used in campaigns</Text>
            </Group>
          ) : (
            <Text size="xs" c="orange.8" data-testid="template-unusable">
              {why}
            </Text>
          )}
          {reason && (
            <Text size="xs" c="dimmed">
              Meta's reason: {reason}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            {t.variables.length === 0
              ? "Needs no values: every customer gets the same text."
              : `Needs: ${t.variables.map((v) => v.label).join(", ")}`}
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
          t={t}
          selected={selected === templateKey(t)}
          onSelect={() => onSelect(t)}
        />
      ))}
    </Stack>
  );
}
