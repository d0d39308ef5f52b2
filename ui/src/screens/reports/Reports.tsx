import { Alert, Button, Group, Loader, Paper, Select, Stack, Text, Title } from "@mantine/core";
import { IconRefresh } from "@tabler/icons-react";
import { useEffect, useMemo, useRef, useState } from "react";

import type { CampaignRow } from "../../bindings/CampaignRow";
import type { Report } from "../../bindings/Report";
import { dateTime } from "../../format";
import { ErrorWords } from "../../components/ErrorWords";
import { sayWith, useT } from "../../i18n/I18n";
import { useNavigate } from "../../navigation";
import { progressSignature } from "../../common/campaignView";
import { useCampaignRows } from "../../common/useCampaignRows";
import CostTable from "./CostTable";
import ExportPanel from "./ExportPanel";
import { Failures, Skipped } from "./Failures";
import FunnelView from "./FunnelView";
import OptOutsPanel from "./OptOutsPanel";
import RepliesPanel from "./RepliesPanel";
import RetargetMenu from "./RetargetMenu";
import RecipientTable from "./RecipientTable";
import { campaignStateWord } from "../../common/campaignView";
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
  const t = useT();
  const data = (rows ?? []).map((r) => ({
    value: r.campaign.id,
    label: t("reports-pick-option", {
      name: r.campaign.spec.name,
      state: campaignStateWord(t, r.progress.state).toLocaleLowerCase(),
      when: dateTime(r.campaign.launched_at ?? r.campaign.created_at),
    }),
  }));
  // A campaign opened from elsewhere may not be in the list yet: keep it selectable.
  if (value && !data.some((d) => d.value === value)) data.unshift({ value, label: value });
  return (
    <Select
      label={t("reports-pick-label")}
      placeholder={rows === null ? t("reports-pick-loading") : t("reports-pick-placeholder")}
      data={data}
      value={value}
      onChange={onChange}
      searchable
      selectFirstOptionOnChange
      nothingFoundMessage={t("reports-pick-nothing")}
      data-testid="report-pick"
      w={460}
    />
  );
}

function ReportBody({ id, report, onChanged }: { id: string; report: Report; onChanged: () => void }) {
  const t = useT();
  const f = report.funnel;
  return (
    <Stack gap="lg">
      <FunnelView funnel={f} />
      <RetargetMenu campaignId={id} report={report} />
      {report.failures.length > 0 && <Failures campaignId={id} failures={report.failures} onRetried={onChanged} />}
      {report.skipped.length > 0 && <Skipped skipped={report.skipped} />}
      {(report.opt_outs.skipped > 0 || report.opt_outs.caused > 0) && <OptOutsPanel optOuts={report.opt_outs} />}
      {report.replies.reached > 0 && <RepliesPanel campaignId={id} replies={report.replies} />}
      {report.resent_after_no_answer.length > 0 && (
        <Text size="sm" c="dimmed">
          {t("reports-resent", { count: report.resent_after_no_answer.length })}
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
  const t = useT();
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
        <Title order={2}>{t("reports-title")}</Title>
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
              {t("reports-refresh")}
            </Button>
          )}
        </Group>
      </Group>
      {!id && (
        <Paper withBorder p="xl" data-testid="report-empty">
          <Text size="sm">
            {rows !== null && rows.length === 0 ? t("reports-empty-none") : t("reports-empty-choose")}
          </Text>
        </Paper>
      )}
      {id && error && (
        <Alert color="red" title={t("reports-error-title")} data-testid="report-error">
          <ErrorWords error={error} />
          {error.details && (
            <Text size="xs" c="dimmed">
              {t("common-details", { details: error.details })}
            </Text>
          )}
        </Alert>
      )}
      {id && !report && !error && (
        <Group gap="xs">
          <Loader size="sm" />
          <Text size="sm">{t("reports-loading")}</Text>
        </Group>
      )}
      {id && report && (
        <>
          <Stack gap={2}>
            <Title order={3} translate="no">
              {report.campaign_name ?? id}
            </Title>
            <Text data-testid="report-summary">{sayWith(t, report.summary_said)}</Text>
            {sending && (
              <Text size="xs" c="dimmed">
                {t("reports-still-sending")}
              </Text>
            )}
          </Stack>
          <ReportBody id={id} report={report} onChanged={refresh} />
        </>
      )}
    </Stack>
  );
}
