import { Alert, Button, Group, Loader, MultiSelect, Paper, SegmentedControl, Stack, Text } from "@mantine/core";

import type { ListSummary } from "../../../bindings/ListSummary";
import type { TemplateInfo } from "../../../bindings/TemplateInfo";
import type { Who } from "../../../bindings/Who";
import { errorText } from "../../../common/errors";
import { useT, type T } from "../../../i18n/I18n";
import { useNavigate } from "../../../navigation";
import { audienceOf, bringsAnyone, type Draft } from "./draft";
import FilterBuilder from "./FilterBuilder";
import { useAudienceCount } from "./useAudienceCount";

/** A report's customers, in words ("customers who replied"). */
export function whoWords(t: T, who: Who): string {
  if (who === "not_read") return t("audience-who-not-read");
  if (who === "failed_can_change") return t("audience-who-failed");
  if (who === "replied") return t("audience-who-replied");
  return t("audience-who-tapped", { button: who.tapped.button });
}

/** The audience's live count, and how many of it opted out (said for a marketing template). */
function AudienceCountLine({ draft, marketing }: { draft: Draft; marketing: boolean }) {
  const t = useT();
  const counted = useAudienceCount(audienceOf(draft), bringsAnyone(draft));
  if (counted.state === "idle") return null;
  if (counted.state === "counting") {
    return (
      <Group gap="xs" data-testid="audience-count">
        <Loader size="xs" />
        <Text size="sm">{t("audience-counting")}</Text>
      </Group>
    );
  }
  if (counted.state === "failed") {
    return (
      <Text size="sm" c="red" data-testid="audience-count">
        {errorText(counted.error, t)}
      </Text>
    );
  }
  const { total, opted_out } = counted.count;
  return (
    <Text size="sm" fw={500} data-testid="audience-count">
      {[
        t("audience-count", { total: Number(total) }),
        marketing && opted_out > 0 ? t("audience-count-opted-out", { count: Number(opted_out) }) : null,
      ]
        .filter(Boolean)
        .join(" ")}
    </Text>
  );
}

/** Step 2: who receives it — lists and tags (any or all of them), a report's customers,
 * filters on the imported columns, lists and tags left out; and how many that is. */
export default function AudienceStep({
  draft,
  setDraft,
  lists,
  tags,
  template,
  columns,
}: {
  draft: Draft;
  setDraft: (change: Partial<Draft>) => void;
  lists: ListSummary[] | null;
  tags: string[] | null;
  template: TemplateInfo | undefined;
  columns: string[];
}) {
  const t = useT();
  const navigate = useNavigate();
  const chosen = (lists ?? []).filter((l) => draft.lists.includes(l.name));
  const members = chosen.reduce((sum, l) => sum + l.members, 0);
  const optedOut = chosen.reduce((sum, l) => sum + l.opted_out, 0);
  const marketing = template?.category === "MARKETING";

  if (lists !== null && lists.length === 0 && (tags ?? []).length === 0 && !draft.fromReport) {
    return (
      <Alert color="orange" title={t("wizard-no-contacts-title")}>
        <Text size="sm" mb="xs">
          {t("wizard-no-contacts")}
        </Text>
        <Button size="xs" variant="light" onClick={() => navigate({ screen: "contacts" })}>
          {t("wizard-go-to-contacts")}
        </Button>
      </Alert>
    );
  }
  return (
    <Stack>
      {draft.fromReport && (
        <Paper withBorder p="xs" data-testid="audience-from-report">
          <Group justify="space-between">
            <Text size="sm">{t("audience-from-report", { who: whoWords(t, draft.fromReport.who) })}</Text>
            <Button size="xs" variant="subtle" onClick={() => setDraft({ fromReport: null })}>
              {t("audience-from-report-remove")}
            </Button>
          </Group>
        </Paper>
      )}
      <MultiSelect
        label={t("wizard-lists")}
        description={t("wizard-lists-description")}
        placeholder={lists === null ? t("wizard-lists-reading") : t("wizard-lists-search")}
        data={(lists ?? []).map((l) => ({
          value: l.name,
          label: t("wizard-list-option", { list: l.name, contacts: l.members }),
        }))}
        value={draft.lists}
        onChange={(value) => setDraft({ lists: value })}
        searchable
        selectFirstOptionOnChange
        hidePickedOptions
        nothingFoundMessage={t("wizard-lists-none-found")}
        data-testid="campaign-list"
      />
      <MultiSelect
        label={t("wizard-tags")}
        description={t("wizard-tags-description")}
        placeholder={(tags ?? []).length === 0 ? t("wizard-tags-none") : t("wizard-tags-search")}
        data={tags ?? []}
        renderOption={({ option }) => <span translate="no">{option.label}</span>}
        value={draft.tags}
        onChange={(value) => setDraft({ tags: value })}
        searchable
        selectFirstOptionOnChange
        hidePickedOptions
        disabled={(tags ?? []).length === 0}
        data-testid="campaign-tags"
      />
      {draft.tags.length > 1 && (
        <Group gap="xs">
          <Text size="sm">{t("audience-tags-match")}</Text>
          <SegmentedControl
            size="xs"
            data={[
              { value: "any", label: t("audience-tags-any") },
              { value: "all", label: t("audience-tags-all") },
            ]}
            value={draft.tagsAll ? "all" : "any"}
            onChange={(value) => setDraft({ tagsAll: value === "all" })}
            data-testid="audience-tags-match"
          />
        </Group>
      )}
      <FilterBuilder filters={draft.filters} columns={columns} onChange={(filters) => setDraft({ filters })} />
      <MultiSelect
        label={t("audience-except-lists")}
        data={(lists ?? []).map((l) => l.name)}
        renderOption={({ option }) => <span translate="no">{option.label}</span>}
        value={draft.exceptLists}
        onChange={(value) => setDraft({ exceptLists: value })}
        searchable
        hidePickedOptions
        data-testid="audience-except-lists"
      />
      <MultiSelect
        label={t("audience-except-tags")}
        data={tags ?? []}
        renderOption={({ option }) => <span translate="no">{option.label}</span>}
        value={draft.exceptTags}
        onChange={(value) => setDraft({ exceptTags: value })}
        searchable
        hidePickedOptions
        disabled={(tags ?? []).length === 0}
        data-testid="audience-except-tags"
      />
      {chosen.length > 0 && (
        <Text size="sm" data-testid="campaign-audience-size">
          {[
            draft.tags.length > 0
              ? t("wizard-audience-size-tags", { contacts: members, lists: chosen.length })
              : t("wizard-audience-size", { contacts: members, lists: chosen.length }),
            marketing && optedOut > 0 ? t("wizard-audience-opted-out", { count: optedOut }) : null,
          ]
            .filter(Boolean)
            .join(" ")}
        </Text>
      )}
      <AudienceCountLine draft={draft} marketing={marketing} />
    </Stack>
  );
}
