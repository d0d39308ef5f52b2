import { Paper, SimpleGrid, Stack, Table, Text } from "@mantine/core";

import type { ImportReport } from "../../../bindings/ImportReport";
import { count } from "../../../format";
import { countryLabel, fileDescription, foundByText, nameColumnsText } from "../words";

/** What Pacer read the file as: format, header, columns and country. */
export function Findings({ report }: { report: ImportReport }) {
  const c = report.columns;
  const rows: [string, string][] = [
    ["File", `${report.file_name}: ${fileDescription(report)}`],
    [
      "Header row",
      report.header_row !== null
        ? `Row ${count(report.header_row)} holds the column names`
        : "None: the columns are called column 1, column 2…",
    ],
    ["Phone numbers", `Column “${c.phone}”, because ${foundByText(c.phone_found_by, c.phone)}`],
    ["Names", nameColumnsText(c.name)],
    [
      "Other columns kept",
      c.attributes.length > 0
        ? `${c.attributes.map((a) => `“${a}”`).join(", ")}: kept with each contact, to use in templates`
        : "None",
    ],
    ["Numbers without a country code", `Read as numbers from ${countryLabel(report.default_country)}`],
  ];
  return (
    <Table variant="vertical" withTableBorder layout="fixed" data-testid="import-findings">
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th w={220}>{label}</Table.Th>
            <Table.Td>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

export type Stat = { label: string; value: number; help: string; color?: string; testId?: string };

export function Stats({ stats }: { stats: Stat[] }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: stats.length > 4 ? 5 : 4 }} spacing="sm">
      {stats.map((s) => (
        <Paper key={s.label} withBorder p="sm" data-testid={s.testId}>
          <Stack gap={2}>
            <Text size="xl" fw={700} c={s.value > 0 ? s.color : undefined}>
              {count(s.value)}
            </Text>
            <Text size="sm" fw={600}>
              {s.label}
            </Text>
            <Text size="xs" c="dimmed">
              {s.help}
            </Text>
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

/** The counts of a preview (or an import): what each row of the file became. */
export function RowStats({ report }: { report: ImportReport }) {
  return (
    <Stats
      stats={[
        { label: "Rows read", value: report.rows_read, help: "Below the header, empty ones included" },
        {
          label: "Contacts",
          value: report.contacts,
          help: "Different numbers that can be used",
          color: "teal",
          testId: "import-count-contacts",
        },
        {
          label: "Same number twice",
          value: report.duplicate_count,
          help: "Merged into the first row with that number",
          color: "orange",
          testId: "import-count-duplicates",
        },
        {
          label: "Numbers not valid",
          value: report.invalid_count,
          help: "Left out: see why below",
          color: "red",
          testId: "import-count-invalid",
        },
        { label: "Empty rows", value: report.empty_rows, help: "Nothing in them: skipped" },
      ]}
    />
  );
}
