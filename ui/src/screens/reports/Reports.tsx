import { Alert, Button, Group, Loader, Paper, Select, Stack, Text, Title } from "@mantine/core";
import { IconRefresh } from "@tabler/icons-react";
import { useEffect, useMemo, useRef, useState } from "react";

import type { CampaignRow } from "../../bindings/CampaignRow";
import type { Report } from "../../bindings/Report";
import { count, dateTime } from "../../format";
import { useNavigate } from "../../navigation";
import { STATE_WORDS as CAMPAIGN_STATE_WORDS, progressSignature } from "../../common/campaignView";
import { useCampaignRows } from "../../common/useCampaignRows";
import CostTable from "./CostTable";
import ExportPanel from "./ExportPanel";
import { Failures, Skipped } from "./Failures";
import FunnelView from "./FunnelView";
import RecipientTable from "./RecipientTable";
import TimelineChart from "./TimelineChart";
import { useReport } from "./useReport";

function Picker({
  rows,
  value,
  onChange,
}: {
  rows: CampaignRow[] | null;
  value: string | null;
  onChange: (id: string | null) => void;
}) {
  const data = (rows ?? []).map((r) => ({
    value: r.campaign.id,
    label: `${r.campaign.spec.name} (${CAMPAIGN_STATE_WORDS[r.progress.state].toLowerCase()}, ${dateTime(
      r.campaign.launched_at ?? r.campaign.created_at,
    )})`,
  }));
  // A campaign opened from elsewhere may not be in the list yet: keep it selectable.
  if (value && !data.some((d) => d.value === value)) data.unshift({ value, label: value });
  return (
    <Select
      label="Campaign"
      placeholder={rows === null ? "Reading the campaigns…" : "Type a campaign's name"}
      data={data}
      value={value}
      onChange={onChange}
      searchable
      selectFirstOptionOnChange
      nothingFoundMessage="No campaign has that name"
      data-testid="report-pick"
      w={460}
    />
  );
}

function ReportBody({ id, report, onChanged }: { id: string; report: Report; onChanged: () => void }) {
  const f = report.funnel;
  return (
    <Stack gap="lg">
      <FunnelView funnel={f} />
      {report.failures.length > 0 && <Failures campaignId={id} failures={report.failures} onRetried={onChanged} />}
      {report.skipped.length > 0 && <Skipped skipped={report.skipped} />}
      {report.resent_after_no_answer.length > 0 && (
        <Text size="sm" c="dimmed">
          {count(report.resent_after_no_answer.length)} messages were sent once more
          because Meta didn't answer the first time; the customer may have received both.
        </Text>
      )}
      {report.timeline.length > 0 && <TimelineChart timeline={report.timeline} />}
      {report.cost.lines.length > 0 && <CostTable cost={report.cost} />}
      <RecipientTable campaignId={id} funnel={report.funnel} version={report} />
      <ExportPanel campaignId={id} name={report.campaign_name ?? id} />
    </Stack>
  );
}

/** One campaign's report: funnel, failure reasons with what to do, timeline, cost, every
 * customer with their message's history, and the export. */
export default function Reports({ campaignId }: { campaignId?: string }) {
  const navigate = useNavigate();
  const { rows } = useCampaignRows();
  const [id, setId] = useState<string | null>(campaignId ?? null);
  useEffect(() => setId(campaignId ?? null), [campaignId]);
  const { report, loading, error, refresh, moved } = useReport(id);

  // Read the report again when Pacer pushes that this campaign's progress moved.
  const row = useMemo(() => rows?.find((r) => r.campaign.id === id) ?? null, [rows, id]);
  const signature = row ? progressSignature(row.progress) : null;
  const seen = useRef<{ id: string | null; signature: string | null }>({ id: null, signature: null });
  useEffect(() => {
    const before = seen.current;
    seen.current = { id, signature };
    if (before.id === id && before.signature !== null && signature !== null && before.signature !== signature) moved();
  }, [id, signature, moved]);

  const pick = (next: string | null) => {
    setId(next);
    navigate(next ? { screen: "reports", campaignId: next } : { screen: "reports" });
  };

  const sending = row && ["launching", "running", "paused"].includes(row.progress.state);
  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <Title order={2}>Reports</Title>
        <Group align="flex-end">
          <Picker rows={rows} value={id} onChange={pick} />
          {id && (
            <Button
              variant="default"
              leftSection={<IconRefresh size={16} />}
              loading={loading}
              onClick={refresh}
              data-testid="report-refresh"
            >
              Refresh
            </Button>
          )}
        </Group>
      </Group>
      {!id && (
        <Paper withBorder p="xl" data-testid="report-empty">
          <Text size="sm">
            {rows !== null && rows.length === 0
              ? "No campaigns yet. When you launch one on the Campaigns screen, its report shows here: who got the message, who read it, and why any failed."
              : "Choose a campaign above to see who got its message, who read it, and why any failed."}
          </Text>
        </Paper>
      )}
      {id && error && (
        <Alert color="red" title="The report couldn't be read" data-testid="report-error">
          {error}
        </Alert>
      )}
      {id && !report && !error && (
        <Group gap="xs">
          <Loader size="sm" />
          <Text size="sm">Reading the report…</Text>
        </Group>
      )}
      {id && report && (
        <>
          <Stack gap={2}>
            <Title order={3}>{report.campaign_name ?? id}</Title>
            <Text data-testid="report-summary">{report.summary}</Text>
            {sending && (
              <Text size="xs" c="dimmed">
                Still sending: this report updates by itself as messages move.
              </Text>
            )}
          </Stack>
          <ReportBody id={id} report={report} onChanged={refresh} />
        </>
      )}
    </Stack>
  );
}
