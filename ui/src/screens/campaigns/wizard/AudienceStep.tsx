import { Alert, Button, MultiSelect, Stack, Text } from "@mantine/core";

import type { ListSummary } from "../../../bindings/ListSummary";
import type { TemplateInfo } from "../../../bindings/TemplateInfo";
import { count, plural } from "../../../format";
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
  const navigate = useNavigate();
  const chosen = (lists ?? []).filter((l) => draft.lists.includes(l.name));
  const members = chosen.reduce((sum, l) => sum + l.members, 0);
  const optedOut = chosen.reduce((sum, l) => sum + l.opted_out, 0);
  const marketing = template?.category === "MARKETING";

  if (lists !== null && lists.length === 0 && (tags ?? []).length === 0) {
    return (
      <Alert color="orange" title="No contacts yet">
        <Text size="sm" mb="xs">
          A campaign goes to a list of contacts. Import your customer spreadsheet into a list on the
          Contacts screen first, then come back.
        </Text>
        <Button size="xs" variant="light" onClick={() => navigate({ screen: "contacts" })}>
          Go to Contacts
        </Button>
      </Alert>
    );
  }
  return (
    <Stack>
      <MultiSelect
        label="Lists"
        description="Everyone in these lists receives the message (a contact in two lists gets it once)."
        placeholder={lists === null ? "Reading lists…" : "Type a list's name"}
        data={(lists ?? []).map((l) => ({
          value: l.name,
          label: `${l.name} (${plural(l.members, "contact", "contacts")})`,
        }))}
        value={draft.lists}
        onChange={(value) => setDraft({ lists: value })}
        searchable
        selectFirstOptionOnChange
        hidePickedOptions
        nothingFoundMessage="No list has that name"
        data-testid="campaign-list"
      />
      <MultiSelect
        label="Tags (optional)"
        description="Contacts with any of these tags receive it too."
        placeholder={(tags ?? []).length === 0 ? "No tags yet" : "Type a tag"}
        data={tags ?? []}
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
          {count(members)} contacts in the chosen {chosen.length === 1 ? "list" : "lists"}
          {draft.tags.length > 0 ? ", plus those with the chosen tags" : ""}.
          {marketing && optedOut > 0
            ? ` ${count(optedOut)} of them turned off marketing messages: this marketing template is not sent to them.`
            : ""}{" "}
          The exact number is checked in step 4, before anything is sent.
        </Text>
      )}
    </Stack>
  );
}
