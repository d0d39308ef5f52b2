import { Paper, SimpleGrid, Stack, Table, Text } from "@mantine/core";
import type { ReactNode } from "react";

import type { ImportReport } from "../../../bindings/ImportReport";
import { count } from "../../../format";
import { useT } from "../../../i18n/I18n";
import { countryLabel, fileDescription, listOf, phoneColumnText, quoted } from "./words";

/** What Pacer read the file as: format, header, columns and country. */
export function Findings({ report }: { report: ImportReport }) {
  const t = useT();
  const c = report.columns;
  const rows: [string, ReactNode][] = [
    [
      t("import-findings-file"),
      t("import-findings-file-value", { file: report.file_name, description: fileDescription(t, report) }),
    ],
    [
      t("import-findings-header"),
      report.header_row !== null
        ? t("import-findings-header-row", { row: report.header_row })
        : t("import-findings-header-none"),
    ],
    [t("import-findings-phone"), phoneColumnText(t, c.phone_found_by, c.phone)],
    [
      t("import-findings-names"),
      // The file's own headers: not Pacer's words.
      c.name.length > 0 ? (
        <span translate="no">{c.name.map(quoted).join(" + ")}</span>
      ) : (
        t("import-findings-names-none")
      ),
    ],
    [
      t("import-findings-other"),
      c.attributes.length > 0
        ? t("import-findings-other-kept", { columns: listOf(c.attributes.map(quoted)) })
        : t("import-findings-none"),
    ],
    [
      t("import-findings-country"),
      t("import-findings-country-value", { country: countryLabel(report.default_country) }),
    ],
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
  const t = useT();
  return (
    <Stats
      stats={[
        { label: t("import-stat-rows"), value: report.rows_read, help: t("import-stat-rows-help") },
        {
          label: t("import-stat-contacts"),
          value: report.contacts,
          help: t("import-stat-contacts-help"),
          color: "teal",
          testId: "import-count-contacts",
        },
        {
          label: t("import-stat-duplicates"),
          value: report.duplicate_count,
          help: t("import-stat-duplicates-help"),
          color: "orange",
          testId: "import-count-duplicates",
        },
        {
          label: t("import-stat-invalid"),
          value: report.invalid_count,
          help: t("import-stat-invalid-help"),
          color: "red",
          testId: "import-count-invalid",
        },
        { label: t("import-stat-empty"), value: report.empty_rows, help: t("import-stat-empty-help") },
      ]}
    />
  );
}
