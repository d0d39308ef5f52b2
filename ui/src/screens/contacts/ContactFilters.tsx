import { Button, Group, SegmentedControl, Select, TextInput } from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";

import type { ListSummary } from "../../bindings/ListSummary";
import { useT } from "../../i18n/I18n";

export type Reach = "all" | "reachable" | "opted_out";

export type Filters = {
  search: string;
  list: string | null;
  tag: string | null;
  reach: Reach;
};

export const NO_FILTERS: Filters = { search: "", list: null, tag: null, reach: "all" };

export function isFiltered(f: Filters): boolean {
  return f.search.trim() !== "" || f.list !== null || f.tag !== null || f.reach !== "all";
}

type Props = {
  value: Filters;
  onChange: (value: Filters) => void;
  lists: ListSummary[];
  tags: string[];
};

export function ContactFilters({ value, onChange, lists, tags }: Props) {
  const t = useT();
  const set = (patch: Partial<Filters>) => onChange({ ...value, ...patch });
  return (
    <Group align="flex-end" gap="sm">
      <TextInput
        label={t("contacts-search-label")}
        placeholder={t("contacts-search-placeholder")}
        leftSection={<IconSearch size={16} />}
        value={value.search}
        onChange={(e) => set({ search: e.currentTarget.value })}
        data-testid="contacts-search"
        w={220}
      />
      <Select
        label={t("contacts-list-label")}
        placeholder={t("contacts-list-placeholder")}
        data={lists.map((l) => ({
          value: l.name,
          label: t("contacts-list-option", { list: l.name, contacts: l.members }),
        }))}
        value={value.list}
        onChange={(list) => set({ list })}
        searchable
        clearable
        data-testid="contacts-list-filter"
        w={200}
      />
      <Select
        label={t("contacts-tag-label")}
        placeholder={tags.length === 0 ? t("contacts-tag-placeholder-none") : t("contacts-tag-placeholder")}
        data={tags}
        renderOption={({ option }) => <span translate="no">{option.label}</span>}
        value={value.tag}
        onChange={(tag) => set({ tag })}
        searchable
        clearable
        disabled={tags.length === 0 && value.tag === null}
        data-testid="contacts-tag-filter"
        w={170}
      />
      <SegmentedControl
        aria-label={t("contacts-reach-label")}
        value={value.reach}
        onChange={(reach) => set({ reach })}
        data={[
          { value: "all", label: t("contacts-reach-all") },
          { value: "reachable", label: t("contacts-reach-reachable") },
          { value: "opted_out", label: t("contacts-reach-opted-out") },
        ]}
        data-testid="contacts-optout-filter"
      />
      {isFiltered(value) && (
        <Button variant="subtle" onClick={() => onChange(NO_FILTERS)}>
          {t("contacts-clear-filters")}
        </Button>
      )}
    </Group>
  );
}
