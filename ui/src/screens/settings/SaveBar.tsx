import { Button, Group, Paper, Text } from "@mantine/core";

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
            (dirty
              ? "Unsaved changes. Saving restarts the engine where needed: messages in flight finish first and nothing queued is lost."
              : "Every setting is saved.")}
        </Text>
        <Group gap="xs" wrap="nowrap">
          {dirty && (
            <Button variant="default" onClick={onUndo} disabled={saving}>
              Undo changes
            </Button>
          )}
          <Button onClick={onSave} loading={saving} data-testid="settings-save">
            Save settings
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
