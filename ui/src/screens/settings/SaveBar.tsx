import { Button, Group, Paper, Text } from "@mantine/core";

import { useT } from "../../i18n/I18n";

/** Stays at the bottom of the window while the settings scroll. */
export function SaveBar({
  dirty,
  saving,
  problem,
  onSave,
  onUndo,
}: {
  dirty: boolean;
  saving: boolean;
  problem: string | null;
  onSave: () => void;
  onUndo: () => void;
}) {
  const t = useT();
  return (
    <Paper
      withBorder
      shadow="sm"
      p="sm"
      style={{ position: "sticky", bottom: 8, zIndex: 5 }}
      data-testid="settings-save-bar"
    >
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm" c={problem ? "red" : "dimmed"} data-testid="settings-save-problem" role={problem ? "alert" : undefined}>
          {problem ??
            (dirty ? t("settings-save-bar-unsaved") : t("settings-save-bar-saved"))}
        </Text>
        <Group gap="xs" wrap="nowrap">
          {dirty && (
            <Button variant="default" onClick={onUndo} disabled={saving}>
              {t("settings-save-bar-undo")}
            </Button>
          )}
          <Button onClick={onSave} loading={saving} data-testid="settings-save">
            {t("settings-save-bar-save")}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
