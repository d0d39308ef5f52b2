import { Autocomplete } from "@mantine/core";

import type { Columns } from "./useColumns";

/** A column name: pick one of the audience's columns, or type a header as the file had it. */
export default function ColumnInput({
  label,
  value,
  onChange,
  columns,
  testId,
  description,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  columns: Columns;
  testId: string;
  description?: string;
}) {
  const sample = columns.samples[value.trim()];
  return (
    <Autocomplete
      label={label}
      placeholder="Type or pick a column, e.g. Invoice"
      description={
        sample !== undefined
          ? `The first customer's value: ${sample}`
          : (description ?? "A column of your imported spreadsheet, as its header reads.")
      }
      data={[
        { group: "Every contact has", items: columns.names.slice(0, 2) },
        { group: "Columns of your imports", items: columns.names.slice(2) },
      ]}
      value={value}
      onChange={onChange}
      selectFirstOptionOnChange
      limit={50}
      data-testid={testId}
    />
  );
}
