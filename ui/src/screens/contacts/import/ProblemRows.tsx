import { List, Stack, Tabs, Text } from "@mantine/core";
import { useMemo } from "react";

import type { DuplicateRow } from "../../../bindings/DuplicateRow";
import type { ImportReport } from "../../../bindings/ImportReport";
import type { InvalidRow } from "../../../bindings/InvalidRow";
import { count } from "../../../format";
import { sayWith, useT, type T } from "../../../i18n/I18n";
import { VirtualTable, type Column } from "../VirtualTable";
import { reasonCounted, reasonHelp } from "./words";

/** A cell's text from the file (not Pacer's words), whole on hover when the column cuts it. */
function Cut({ text, ltr }: { text: string | null; ltr?: boolean }) {
  return (
    <span title={text ?? ""} translate="no" dir={ltr ? "ltr" : undefined}>
      {text ?? ""}
    </span>
  );
}

const invalidColumns = (t: T): Column<InvalidRow>[] => [
  { key: "row", header: t("import-column-row"), width: "70px", render: (r) => count(r.row) },
  {
    key: "value",
    header: t("import-column-value"),
    width: "minmax(140px, 1fr)",
    render: (r) =>
      r.value === "" ? (
        <Text size="sm" c="dimmed">
          {t("import-column-empty")}
        </Text>
      ) : (
        <Cut text={r.value} ltr />
      ),
  },
  { key: "name", header: t("import-column-name"), width: "minmax(120px, 1fr)", render: (r) => <Cut text={r.name} /> },
  {
    key: "reason",
    header: t("import-column-reason"),
    width: "minmax(200px, 1.4fr)",
    // The engine's words for the reason and the window's help for it, both in the person's language.
    render: (r) => <span title={reasonHelp(t, r.reason)}>{sayWith(t, r.message_said)}</span>,
  },
];

const duplicateColumns = (t: T): Column<DuplicateRow>[] => [
  { key: "row", header: t("import-column-row"), width: "70px", render: (r) => count(r.row) },
  { key: "first", header: t("import-column-merged-into"), width: "150px", render: (r) => count(r.merged_into) },
  {
    key: "phone",
    header: t("import-column-number"),
    width: "minmax(140px, 1fr)",
    render: (r) => (
      <span title={t("import-duplicate-in-file", { value: r.value })}>
        <span translate="no" dir="ltr">
          {r.phone}
        </span>
      </span>
    ),
  },
  { key: "name", header: t("import-column-name"), width: "minmax(120px, 1fr)", render: (r) => <Cut text={r.name} /> },
];

/**
 * Only the first rows of a big file are listed (the report keeps 10,000 of each kind): say
 * so, with the total, and where every one is.
 */
function ListedOnly({ report, listed, total }: { report: ImportReport; listed: number; total: number }) {
  const t = useT();
  if (listed >= total) return null;
  return (
    <Text size="xs" c="dimmed" data-testid="import-rows-listed-only">
      {report.problems_file
        ? t("import-listed-only-save", { listed, total })
        : t("import-listed-only-later", { listed, total })}
    </Text>
  );
}

function InvalidRows({ report }: { report: ImportReport }) {
  const t = useT();
  // Stable while the table scrolls: its rows are memoised on their columns.
  const columns = useMemo(() => invalidColumns(t), [t]);
  return (
    <Stack gap="xs">
      <Text size="sm">
        {t("import-invalid-intro", { rows: report.invalid_count })}
      </Text>
      <List size="sm" spacing={4}>
        {report.invalid_reasons.map((r) => (
          <List.Item key={JSON.stringify(r.reason)}>
            <b>{t("import-reason-counted", { reason: reasonCounted(t, r.reason, r.count) })}</b>{" "}
            {reasonHelp(t, r.reason)}
          </List.Item>
        ))}
      </List>
      <ListedOnly report={report} listed={report.invalid.length} total={report.invalid_count} />
      <VirtualTable<InvalidRow>
        label={t("import-stat-invalid")}
        testId="import-invalid-rows"
        columns={columns}
        count={report.invalid.length}
        row={(i) => report.invalid[i]}
        height={Math.min(240, 38 + 40 * report.invalid.length)}
        minWidth={560}
      />
    </Stack>
  );
}

function DuplicateRows({ report }: { report: ImportReport }) {
  const t = useT();
  const columns = useMemo(() => duplicateColumns(t), [t]);
  return (
    <Stack gap="xs">
      <Text size="sm">
        {t("import-duplicates-intro", { rows: report.duplicate_count })}
      </Text>
      <ListedOnly report={report} listed={report.duplicates.length} total={report.duplicate_count} />
      <VirtualTable<DuplicateRow>
        label={t("import-stat-duplicates")}
        testId="import-duplicate-rows"
        columns={columns}
        count={report.duplicates.length}
        row={(i) => report.duplicates[i]}
        height={Math.min(240, 38 + 40 * report.duplicates.length)}
        minWidth={520}
      />
    </Stack>
  );
}

/** The rows that did not become a contact of their own, with why. */
export function ProblemRows({ report }: { report: ImportReport }) {
  const t = useT();
  const tabs = [
    report.invalid_count > 0 && "invalid",
    report.duplicate_count > 0 && "duplicates",
  ].filter((tab): tab is string => typeof tab === "string");
  if (tabs.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t("import-no-problems")}
      </Text>
    );
  }
  return (
    <Tabs defaultValue={tabs[0]} keepMounted={false}>
      <Tabs.List>
        {report.invalid_count > 0 && (
          <Tabs.Tab value="invalid">{t("import-tab-invalid", { count: report.invalid_count })}</Tabs.Tab>
        )}
        {report.duplicate_count > 0 && (
          <Tabs.Tab value="duplicates">{t("import-tab-duplicates", { count: report.duplicate_count })}</Tabs.Tab>
        )}
      </Tabs.List>
      <Tabs.Panel value="invalid" pt="sm">
        <InvalidRows report={report} />
      </Tabs.Panel>
      <Tabs.Panel value="duplicates" pt="sm">
        <DuplicateRows report={report} />
      </Tabs.Panel>
    </Tabs>
  );
}
