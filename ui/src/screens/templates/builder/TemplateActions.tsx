import { Alert, Button, Group, Stack, Text } from "@mantine/core";
import { IconEdit, IconTrash } from "@tabler/icons-react";
import { useState } from "react";

import { api } from "../../../api";
import type { TemplateInfo } from "../../../bindings/TemplateInfo";
import { useAction } from "../../../common/useAction";
import { Confirm } from "../../../components/Confirm";
import { ErrorNote } from "../../../components/ErrorNote";
import { useT, type T } from "../../../i18n/I18n";

/** The statuses in which Meta lets a template be edited (the engine's `EDITABLE`). */
export const EDITABLE = ["APPROVED", "REJECTED", "PAUSED"];

/** Meta's rejection reason in words a person can act on (the engine's `reason_said`). */
export function reasonWords(t: T, reason: string): string {
  switch (reason.toUpperCase()) {
    case "PROMOTIONAL":
      return t("template-reason-promotional");
    case "INVALID_FORMAT":
      return t("template-reason-invalid-format");
    case "TAG_CONTENT_MISMATCH":
      return t("template-reason-tag-mismatch");
    default:
      return t("template-reason-other", { reason });
  }
}

/** What can be done with a template Pacer lists: Meta's rejection and why, *Edit* (or *Edit
 * and resubmit* once rejected), and *Delete*, which asks first because it deletes every
 * language of the name with Meta. */
export function TemplateActions({
  template,
  languages,
  onEdit,
  onDeleted,
}: {
  template: TemplateInfo;
  /** Every language Pacer knows this template's name in (all of them go). */
  languages: string[];
  onEdit: () => void;
  onDeleted: (name: string) => void;
}) {
  const t = useT();
  const [asking, setAsking] = useState(false);
  const deleting = useAction();
  const rejected = template.status === "REJECTED";
  const editable = EDITABLE.includes(template.status) && template.template_id !== null;
  if (template.status === "DELETED") return null;

  const remove = () =>
    deleting.run(async () => {
      await api.deleteTemplate(template.name);
      setAsking(false);
      onDeleted(template.name);
    });

  return (
    <Stack gap="xs" data-testid="template-actions">
      {rejected && (
        <Alert color="red" title={t("templates-builder-rejected-title")} data-testid="template-rejection">
          {template.reason ? reasonWords(t, template.reason) : null}
        </Alert>
      )}
      <Group gap="xs">
        {editable && (
          <Button
            size="compact-sm"
            variant={rejected ? "filled" : "light"}
            leftSection={<IconEdit size={14} />}
            onClick={onEdit}
            data-testid="template-edit"
          >
            {rejected ? t("templates-builder-edit-resubmit") : t("templates-builder-edit")}
          </Button>
        )}
        <Button
          size="compact-sm"
          variant="light"
          color="red"
          leftSection={<IconTrash size={14} />}
          onClick={() => setAsking(true)}
          data-testid="template-delete"
        >
          {t("templates-builder-delete")}
        </Button>
      </Group>
      <Confirm
        opened={asking}
        title={t("templates-builder-delete-title", { name: template.name })}
        confirmLabel={t("templates-builder-delete-confirm")}
        color="red"
        busy={deleting.running}
        testId="template-delete-confirm"
        onConfirm={remove}
        onCancel={() => setAsking(false)}
      >
        <Stack gap="xs">
          <Text size="sm" data-testid="template-delete-question">
            {t("templates-builder-delete-body", { name: template.name, languages: languages.join(", ") })}
          </Text>
          {deleting.error && <ErrorNote error={deleting.error} title={t("templates-builder-delete-failed")} />}
        </Stack>
      </Confirm>
    </Stack>
  );
}
