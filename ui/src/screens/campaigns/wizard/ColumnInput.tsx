import { Autocomplete } from "@mantine/core";

import { useT } from "../../../i18n/I18n";
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
  const t = useT();
  const sample = columns.samples[value.trim()];
  return (
    <Autocomplete
      label={label}
      placeholder={t("wizard-column-placeholder")}
      description={
        sample !== undefined
          ? t("wizard-column-sample", { value: sample })
          : (description ?? t("wizard-column-description"))
      }
      data={[
        { group: t("wizard-columns-every-contact"), items: columns.names.slice(0, 2) },
        { group: t("wizard-columns-imported"), items: columns.names.slice(2) },
      ]}
      renderOption={({ option }) => <span translate="no">{option.value}</span>}
      value={value}
      onChange={onChange}
      selectFirstOptionOnChange
      limit={50}
      data-testid={testId}
    />
  );
}
