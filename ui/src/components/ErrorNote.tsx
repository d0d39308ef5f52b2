import { Alert, Button, Text } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";

import type { PacerError } from "../api";

type Props = {
  error: PacerError;
  title: string;
  onRetry?: () => void;
};

/** A Pacer error shown where it happened: what and what to do, the details underneath. */
export function ErrorNote({ error, title, onRetry }: Props) {
  return (
    <Alert color="red" title={title} icon={<IconAlertCircle size={18} />} role="alert">
      <Text size="sm">{error.message}</Text>
      {error.details && (
        <Text size="xs" c="dimmed" mt={4} style={{ wordBreak: "break-word" }}>
          Details: {error.details}
        </Text>
      )}
      {onRetry && (
        <Button size="xs" variant="light" color="red" mt="xs" onClick={onRetry}>
          Try again
        </Button>
      )}
    </Alert>
  );
}
