import { Button, Group, SegmentedControl, Select, TextInput } from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";

import type { ListSummary } from "../../bindings/ListSummary";
import { count } from "../../format";

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
  const set = (patch: Partial<Filters>) => onChange({ ...value, ...patch });
  return (
    <Group align="flex-end" gap="sm">
      <TextInput
        label="Search"
        placeholder="Name or number"
        leftSection={<IconSearch size={16} />}
        value={value.search}
        onChange={(e) => set({ search: e.currentTarget.value })}
        data-testid="contacts-search"
        w={220}
      />
      <Select
        label="List"
        placeholder="All lists"
        data={lists.map((l) => ({ value: l.name, label: `${l.name} (${count(l.members)})` }))}
        value={value.list}
        onChange={(list) => set({ list })}
        searchable
        clearable
        data-testid="contacts-list-filter"
        w={200}
      />
      <Select
        label="Tag"
        placeholder={tags.length === 0 ? "No tags yet" : "Any tag"}
        data={tags}
        value={value.tag}
        onChange={(tag) => set({ tag })}
        searchable
        clearable
        disabled={tags.length === 0 && value.tag === null}
        data-testid="contacts-tag-filter"
        w={170}
      />
      <SegmentedControl
        aria-label="Marketing"
        value={value.reach}
        onChange={(reach) => set({ reach })}
        data={[
          { value: "all", label: "All" },
          { value: "reachable", label: "Reachable" },
          { value: "opted_out", label: "Opted out" },
        ]}
        data-testid="contacts-optout-filter"
      />
      {isFiltered(value) && (
        <Button variant="subtle" onClick={() => onChange(NO_FILTERS)}>
          Clear filters
        </Button>
      )}
    </Group>
  );
}
