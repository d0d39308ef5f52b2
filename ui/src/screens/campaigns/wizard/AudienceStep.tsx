import { Alert, Button, MultiSelect, Stack, Text } from "@mantine/core";

import type { ListSummary } from "../../../bindings/ListSummary";
import type { TemplateInfo } from "../../../bindings/TemplateInfo";
import { useT } from "../../../i18n/I18n";
import { useNavigate } from "../../../navigation";
import type { Draft } from "./draft";

/** Step 2: who receives it — lists, and optionally tags. */
export default function AudienceStep({
  draft,
  setDraft,
  lists,
  tags,
  template,
}: {
  draft: Draft;
  setDraft: (change: Partial<Draft>) => void;
  lists: ListSummary[] | null;
  tags: string[] | null;
  template: TemplateInfo | undefined;
}) {
  const t = useT();
  const navigate = useNavigate();
  const chosen = (lists ?? []).filter((l) => draft.lists.includes(l.name));
  const members = chosen.reduce((sum, l) => sum + l.members, 0);
  const optedOut = chosen.reduce((sum, l) => sum + l.opted_out, 0);
  const marketing = template?.category === "MARKETING";

  if (lists !== null && lists.length === 0 && (tags ?? []).length === 0) {
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
      {chosen.length > 0 && (
        <Text size="sm" data-testid="campaign-audience-size">
          {[
            draft.tags.length > 0
              ? t("wizard-audience-size-tags", { contacts: members, lists: chosen.length })
              : t("wizard-audience-size", { contacts: members, lists: chosen.length }),
            marketing && optedOut > 0 ? t("wizard-audience-opted-out", { count: optedOut }) : null,
            t("wizard-audience-exact"),
          ]
            .filter(Boolean)
            .join(" ")}
        </Text>
      )}
    </Stack>
  );
}
