import { ActionIcon, Autocomplete, Button, Group, Select, Stack, Text, TextInput } from "@mantine/core";
import { IconPlus, IconTrash } from "@tabler/icons-react";

import type { ColumnFilter } from "../../../bindings/ColumnFilter";
import type { FilterOp } from "../../../bindings/FilterOp";
import type { PlainMessageId } from "../../../i18n/I18n";
import { useT } from "../../../i18n/I18n";

/** Each test a filter can make, in the order the menu shows them, with its words. */
export const OPS: [FilterOp, PlainMessageId][] = [
  ["equals", "audience-op-equals"],
  ["not_equals", "audience-op-not-equals"],
  ["contains", "audience-op-contains"],
  ["is_empty", "audience-op-is-empty"],
  ["is_not_empty", "audience-op-is-not-empty"],
  ["greater_than", "audience-op-greater-than"],
  ["less_than", "audience-op-less-than"],
  ["before", "audience-op-before"],
  ["after", "audience-op-after"],
];

/** Whether the test compares the column with a value (`is empty` does not). */
export function needsValue(op: FilterOp): boolean {
  return op !== "is_empty" && op !== "is_not_empty";
}

/** The filters on the imported columns: each a column (picked from the list's columns, or
 * typed), a test and a value; every filter must match. */
export default function FilterBuilder({
  filters,
  columns,
  onChange,
}: {
  filters: ColumnFilter[];
  columns: string[];
  onChange: (filters: ColumnFilter[]) => void;
}) {
  const t = useT();
  const change = (at: number, part: Partial<ColumnFilter>) =>
    onChange(
      filters.map((f, i) => {
        if (i !== at) return f;
        const next = { ...f, ...part };
        // A test without a value keeps none, so what is saved is what is shown.
        return needsValue(next.op) ? next : { ...next, value: "" };
      }),
    );
  return (
    <Stack gap="xs" data-testid="audience-filters">
      <div>
        <Text size="sm" fw={500}>
          {t("audience-filters-title")}
        </Text>
        <Text size="xs" c="dimmed">
          {t("audience-filters-description")}
        </Text>
      </div>
      {filters.map((f, i) => (
        <Group key={i} gap="xs" align="flex-end" wrap="nowrap">
          <Autocomplete
            label={t("audience-filter-column")}
            data={columns}
            renderOption={({ option }) => <span translate="no">{option.value}</span>}
            value={f.column}
            onChange={(column) => change(i, { column })}
            w={200}
            data-testid={`audience-filter-column-${i}`}
          />
          <Select
            label={t("audience-filter-op")}
            data={OPS.map(([op, words]) => ({ value: op, label: t(words) }))}
            value={f.op}
            onChange={(op) => op && change(i, { op: op as FilterOp })}
            allowDeselect={false}
            w={210}
            data-testid={`audience-filter-op-${i}`}
          />
          {needsValue(f.op) && (
            <TextInput
              label={t("audience-filter-value")}
              value={f.value}
              onChange={(e) => change(i, { value: e.currentTarget.value })}
              w={200}
              data-testid={`audience-filter-value-${i}`}
            />
          )}
          <ActionIcon
            variant="subtle"
            color="gray"
            mb={4}
            aria-label={t("audience-filter-remove")}
            title={t("audience-filter-remove")}
            onClick={() => onChange(filters.filter((_, j) => j !== i))}
            data-testid={`audience-filter-remove-${i}`}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
      ))}
      <Group>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconPlus size={14} />}
          onClick={() => onChange([...filters, { column: "", op: "equals", value: "" }])}
          data-testid="audience-filter-add"
        >
          {t("audience-filter-add")}
        </Button>
      </Group>
    </Stack>
  );
}
