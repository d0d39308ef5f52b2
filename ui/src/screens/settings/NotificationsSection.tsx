import { Card, Switch, Title } from "@mantine/core";

import { useT } from "../../i18n/I18n";
import type { DraftProps } from "./SendingSection";

/** Settings → New customer messages: whether Pacer tells the person when customers write. */
export function NotificationsSection({ draft, change }: DraftProps) {
  const t = useT();
  return (
    <Card withBorder id="settings-notifications" data-testid="settings-notifications">
      <Title order={3} mb="xs">
        {t("inbox-settings-title")}
      </Title>
      <Switch
        label={t("inbox-settings-notify")}
        description={t("inbox-settings-notify-help")}
        checked={draft.notify_new_messages}
        onChange={(e) => change({ notify_new_messages: e.currentTarget.checked })}
        data-testid="settings-notify-new-messages"
      />
    </Card>
  );
}
