import { Alert, Button, Text } from "@mantine/core";
import { IconPlugConnectedX } from "@tabler/icons-react";

import type { DeskView } from "../bindings/DeskView";
import { sayWith, useT } from "../i18n/I18n";
import { useNavigate } from "../navigation";

/** On a desk, across every screen: the office Pacer cannot be used right now — unreachable
 * (Pacer keeps trying) or no longer accepting this desk (pair again in Settings) — and why, in
 * the person's language. Nothing while the office answers, and nothing on a PC that is no desk. */
export function DeskBanner({ desk }: { desk: DeskView | null }) {
  const t = useT();
  const navigate = useNavigate();
  if (!desk || desk.reachable) return null;
  return (
    <Alert
      data-testid="desk-banner"
      data-locked-out={desk.locked_out}
      color={desk.locked_out ? "red" : "orange"}
      icon={<IconPlugConnectedX size={18} />}
      mb="md"
    >
      <Text size="sm" fw={600} data-testid="desk-banner-text">
        {desk.locked_out ? t("desk-banner-locked-out") : t("desk-banner-unreachable")}
      </Text>
      {desk.problem && (
        <Text size="sm" mt={4} data-testid="desk-banner-problem">
          {sayWith(t, desk.problem)}
        </Text>
      )}
      {desk.locked_out && (
        <Button
          size="xs"
          variant="white"
          color="red"
          mt="xs"
          onClick={() => navigate({ screen: "settings" })}
          data-testid="desk-banner-settings"
        >
          {t("nav-settings")}
        </Button>
      )}
    </Alert>
  );
}
