import { Alert, Button, Text } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";

import type { PacerError } from "../api";
import { errorMessage } from "../common/errors";
import { useT } from "../i18n/I18n";

type Props = {
  error: PacerError;
  title: string;
  onRetry?: () => void;
};

/** A Pacer error shown where it happened: what and what to do (the engine's words), the details
 * underneath; `title` in the person's language. */
export function ErrorNote({ error, title, onRetry }: Props) {
  const t = useT();
  return (
    <Alert color="red" title={title} icon={<IconAlertCircle size={18} />} role="alert">
      <Text size="sm" translate={error.said ? undefined : "no"}>
        {errorMessage(error, t)}
      </Text>
      {error.details && (
        <Text size="xs" c="dimmed" mt={4} style={{ wordBreak: "break-word" }}>
          {t("common-details", { details: error.details })}
        </Text>
      )}
      {onRetry && (
        <Button size="xs" variant="light" color="red" mt="xs" onClick={onRetry}>
          {t("try-again")}
        </Button>
      )}
    </Alert>
  );
}
