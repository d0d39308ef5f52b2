import { Anchor, Button, Group, List, Loader, Paper, Stack, Text, Title } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useState } from "react";

import type { Campaign } from "../../bindings/Campaign";
import type { CampaignRow } from "../../bindings/CampaignRow";
import { dateTime } from "../../format";
import { useNavigate } from "../../navigation";
import { showDone } from "../../notify";
import CampaignCard from "./CampaignCard";
import { useCampaignRows } from "../../common/useCampaignRows";
import CampaignWizard from "./wizard/CampaignWizard";

function EmptyState({ onNew }: { onNew: () => void }) {
  const navigate = useNavigate();
  return (
    <Paper withBorder p="xl" data-testid="campaigns-empty">
      <Stack gap="sm" maw={640}>
        <Title order={4}>No campaigns yet</Title>
        <Text size="sm">A campaign sends one approved template to a list of customers, each with their own values. Three steps:</Text>
        <List type="ordered" size="sm" spacing={4}>
          <List.Item>
            Import your customer spreadsheet into a list on the{" "}
            <Anchor component="button" type="button" inherit onClick={() => navigate({ screen: "contacts" })}>
              Contacts
            </Anchor>{" "}
            screen.
          </List.Item>
          <List.Item>
            Make sure your template is approved and synced on the{" "}
            <Anchor component="button" type="button" inherit onClick={() => navigate({ screen: "templates" })}>
              Templates
            </Anchor>{" "}
            screen.
          </List.Item>
          <List.Item>Press New campaign: choose the template and the list, check every customer, preview, and launch.</List.Item>
        </List>
        <Group>
          <Button leftSection={<IconPlus size={16} />} onClick={onNew}>
            New campaign
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

type Wizard = { start: Campaign | null };

/** The campaigns, newest first, with their live progress; and the new-campaign wizard. */
export default function Campaigns() {
  const { rows, reload } = useCampaignRows();
  const [wizard, setWizard] = useState<Wizard | null>(null);

  const finished = (campaign: Campaign, scheduled: boolean) => {
    setWizard(null);
    showDone(
      scheduled
        ? `"${campaign.spec.name}" launches by itself on ${dateTime(campaign.schedule_at)}. You can pause or cancel it here until then.`
        : `"${campaign.spec.name}" is launching: its progress shows below as messages go out.`,
      scheduled ? "Scheduled" : "Launched",
    );
    void reload();
  };

  const open = (row: CampaignRow) => setWizard({ start: row.campaign });

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>Campaigns</Title>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setWizard({ start: null })} data-testid="new-campaign">
          New campaign
        </Button>
      </Group>
      {rows === null ? (
        <Group gap="xs">
          <Loader size="sm" />
          <Text size="sm">Reading the campaigns…</Text>
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
