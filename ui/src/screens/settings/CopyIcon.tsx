import { ActionIcon, CopyButton, Tooltip } from "@mantine/core";
import { IconCheck, IconCopy } from "@tabler/icons-react";

import { useT } from "../../i18n/I18n";

/** A small copy button for a value (Mantine CopyButton → navigator.clipboard); `label` is in words. */
export function CopyIcon({ value, label, testId }: { value: string; label: string; testId?: string }) {
  const t = useT();
  return (
    <CopyButton value={value} timeout={2000}>
      {({ copied, copy }) => (
        <Tooltip label={copied ? t("settings-copied") : label} withArrow>
          <ActionIcon
            variant="subtle"
            color={copied ? "teal" : "gray"}
            onClick={copy}
            aria-label={label}
            data-testid={testId}
          >
            {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
          </ActionIcon>
        </Tooltip>
      )}
    </CopyButton>
  );
}
