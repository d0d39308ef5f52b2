import { Button, Group, Menu } from "@mantine/core";
import { IconChevronDown, IconSend } from "@tabler/icons-react";

import type { Audience } from "../../bindings/Audience";
import type { Report } from "../../bindings/Report";
import type { Who } from "../../bindings/Who";
import { useT } from "../../i18n/I18n";
import { useNavigate } from "../../navigation";

/** What a report can start a new campaign to: each choice only when the report has someone
 * for it (the same definitions the new audience is read with, `docs/campaigns.md#audiences`). */
export function retargetChoices(report: Report): Who[] {
  const choices: Who[] = [];
  if (report.funnel.sent - report.funnel.read > 0) choices.push("not_read");
  if (report.failures.some((g) => g.retryable && g.count > 0)) choices.push("failed_can_change");
  if (report.replies.replied > 0) choices.push("replied");
  for (const b of report.replies.buttons) {
    if (!choices.some((c) => typeof c === "object" && c.tapped.button === b.button)) {
      choices.push({ tapped: { button: b.button } });
    }
  }
  return choices;
}

/** "New campaign to…": opens the campaign wizard with the report's customers as its audience. */
export default function RetargetMenu({ campaignId, report }: { campaignId: string; report: Report }) {
  const t = useT();
  const navigate = useNavigate();
  const choices = retargetChoices(report);
  if (choices.length === 0) return null;
  const words = (who: Who) => {
    if (who === "not_read") return t("audience-retarget-not-read");
    if (who === "failed_can_change") return t("audience-retarget-failed");
    if (who === "replied") return t("audience-retarget-replied");
    return t("audience-retarget-tapped", { button: who.tapped.button });
  };
  const open = (who: Who) => {
    const audience: Audience = { lists: [], tags: [], from_report: { campaign: campaignId, who } };
    navigate({ screen: "campaigns", audience });
  };
  return (
    <Group>
      <Menu position="bottom-start" withinPortal>
        <Menu.Target>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconSend size={14} />}
            rightSection={<IconChevronDown size={14} />}
            data-testid="report-retarget"
          >
            {t("audience-retarget")}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {choices.map((who, i) => (
            <Menu.Item key={i} onClick={() => open(who)} data-testid={`report-retarget-${i}`}>
              {words(who)}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}
