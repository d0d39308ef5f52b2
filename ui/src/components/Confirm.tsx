import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";

import { useT } from "../i18n/I18n";

/** A question before something that cannot be undone or that has consequences (`title`,
 * `children` and `confirmLabel` in the person's language). */
export function Confirm({
  opened,
  title,
  children,
  confirmLabel,
  color = "teal",
  busy = false,
  testId,
  onConfirm,
  onCancel,
}: {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  color?: string;
  busy?: boolean;
  /** data-testid of the confirm button. */
  testId?: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const t = useT();
  return (
    <Modal opened={opened} onClose={onCancel} title={<Text fw={600}>{title}</Text>} centered>
      <Stack gap="md">
        <div>{children}</div>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={busy}>
            {t("common-cancel")}
          </Button>
          <Button color={color} onClick={onConfirm} loading={busy} data-testid={testId}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
