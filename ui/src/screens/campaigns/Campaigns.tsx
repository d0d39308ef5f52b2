import { Anchor, Button, Group, List, Loader, Paper, Stack, Text, Title } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useEffect, useState } from "react";

import type { Audience } from "../../bindings/Audience";
import type { Campaign } from "../../bindings/Campaign";
import type { CampaignRow } from "../../bindings/CampaignRow";
import { dateTime } from "../../format";
import { useT } from "../../i18n/I18n";
import { useNavigate } from "../../navigation";
import { showDone } from "../../notify";
import CampaignCard from "./CampaignCard";
import { LINK, withLink } from "../../components/WithLink";
import { useCampaignRows } from "../../common/useCampaignRows";
import CampaignWizard from "./wizard/CampaignWizard";

function EmptyState({ onNew }: { onNew: () => void }) {
  const t = useT();
  const navigate = useNavigate();
  const link = (screen: "contacts" | "templates", label: string) => (
    <Anchor component="button" type="button" inherit onClick={() => navigate({ screen })}>
      {label}
    </Anchor>
  );
  return (
    <Paper withBorder p="xl" data-testid="campaigns-empty">
      <Stack gap="sm" maw={640}>
        <Title order={4}>{t("campaigns-empty-title")}</Title>
        <Text size="sm">{t("campaigns-empty-intro")}</Text>
        <List type="ordered" size="sm" spacing={4}>
          <List.Item>{withLink(t("campaigns-empty-step-import", { link: LINK }), link("contacts", t("nav-contacts")))}</List.Item>
          <List.Item>
            {withLink(t("campaigns-empty-step-template", { link: LINK }), link("templates", t("nav-templates")))}
          </List.Item>
          <List.Item>{t("campaigns-empty-step-launch")}</List.Item>
        </List>
        <Group>
          <Button leftSection={<IconPlus size={16} />} onClick={onNew}>
            {t("campaigns-new-button")}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

type Wizard = { start: Campaign | null; audience?: Audience };

/** The campaigns, newest first, with their live progress; and the new-campaign wizard (opened
 * at once with `audience` when a report starts a new campaign to some of its customers). */
export default function Campaigns({ audience }: { audience?: Audience }) {
  const t = useT();
  const { rows, reload } = useCampaignRows();
  const [wizard, setWizard] = useState<Wizard | null>(audience ? { start: null, audience } : null);
  useEffect(() => {
    if (audience) setWizard({ start: null, audience });
  }, [audience]);

  const finished = (campaign: Campaign, scheduled: boolean) => {
    setWizard(null);
    const name = campaign.spec.name;
    showDone(
      scheduled
        ? t("campaigns-scheduled-notice", { name, when: dateTime(campaign.schedule_at) })
        : t("campaigns-launched-notice", { name }),
      scheduled ? t("campaigns-scheduled-title") : t("campaigns-launched-title"),
    );
    void reload();
  };

  const open = (row: CampaignRow) => setWizard({ start: row.campaign });

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>{t("campaigns-title")}</Title>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setWizard({ start: null })} data-testid="new-campaign">
          {t("campaigns-new-button")}
        </Button>
      </Group>
      {rows === null ? (
        <Group gap="xs">
          <Loader size="sm" />
          <Text size="sm">{t("campaigns-loading")}</Text>
        </Group>
      ) : rows.length === 0 ? (
        <EmptyState onNew={() => setWizard({ start: null })} />
      ) : (
        <Stack gap="sm" data-testid="campaign-list-view">
          {rows.map((row) => (
            <CampaignCard key={row.campaign.id} row={row} onOpen={open} onChanged={() => void reload()} />
          ))}
        </Stack>
      )}
      {wizard && (
        <CampaignWizard
          start={wizard.start}
          audience={wizard.audience}
          onClose={() => {
            setWizard(null);
            void reload();
          }}
          onFinished={finished}
        />
      )}
    </Stack>
  );
}
