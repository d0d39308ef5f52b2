import { List, Stack, Tabs, Text } from "@mantine/core";

import type { DuplicateRow } from "../../../bindings/DuplicateRow";
import type { ImportReport } from "../../../bindings/ImportReport";
import type { InvalidRow } from "../../../bindings/InvalidRow";
import { count, plural } from "../../../format";
import { VirtualTable, type Column } from "../VirtualTable";
import { reasonHelp, reasonCounted } from "../words";

/** A cell's text, whole on hover when the column cuts it. */
function Cut({ text }: { text: string | null }) {
  return <span title={text ?? ""}>{text ?? ""}</span>;
}

const invalidColumns: Column<InvalidRow>[] = [
  { key: "row", header: "Row", width: "70px", render: (r) => count(r.row) },
  {
    key: "value",
    header: "Number in the file",
    width: "minmax(140px, 1fr)",
    render: (r) =>
      r.value === "" ? (
        <Text size="sm" c="dimmed">
          (empty)
        </Text>
      ) : (
        <Cut text={r.value} />
      ),
  },
  { key: "name", header: "Name", width: "minmax(120px, 1fr)", render: (r) => <Cut text={r.name} /> },
  {
    key: "reason",
    header: "Why it can't be used",
    width: "minmax(200px, 1.4fr)",
    render: (r) => <span title={reasonHelp(r.reason)}>{r.message}</span>,
  },
];

const duplicateColumns: Column<DuplicateRow>[] = [
  { key: "row", header: "Row", width: "70px", render: (r) => count(r.row) },
  { key: "first", header: "Same number as row", width: "150px", render: (r) => count(r.merged_into) },
  {
    key: "phone",
    header: "Number",
    width: "minmax(140px, 1fr)",
    render: (r) => <span title={`In the file: ${r.value}`}>{r.phone}</span>,
  },
  { key: "name", header: "Name", width: "minmax(120px, 1fr)", render: (r) => <Cut text={r.name} /> },
];

/**
 * Only the first rows of a big file are listed (the report keeps 10,000 of each kind): say
 * so, with the total, and where every one is.
 */
function ListedOnly({ report, listed, total }: { report: ImportReport; listed: number; total: number }) {
  if (listed >= total) return null;
  return (
    <Text size="xs" c="dimmed" data-testid="import-rows-listed-only">
      Showing the first {count(listed)} of {count(total)}.{" "}
      {report.problems_file
        ? "Save the rows to fix below to get every one of them."
        : "After the import, every one of them can be saved as a spreadsheet."}
    </Text>
  );
}

function InvalidRows({ report }: { report: ImportReport }) {
  return (
    <Stack gap="xs">
      <Text size="sm">
        {plural(report.invalid_count, "row has a number", "rows have a number")} Pacer can't use, so{" "}
        {report.invalid_count === 1 ? "it is" : "they are"} left out. Fix them in your file and import it
        again: contacts Pacer already has are updated, never doubled.
      </Text>
      <List size="sm" spacing={4}>
        {report.invalid_reasons.map((r) => (
          <List.Item key={JSON.stringify(r.reason)}>
            <b>
              {reasonCounted(r.reason, r.count)}:
            </b>{" "}
            {reasonHelp(r.reason)}
          </List.Item>
        ))}
      </List>
      <ListedOnly report={report} listed={report.invalid.length} total={report.invalid_count} />
      <VirtualTable<InvalidRow>
        label="Numbers not valid"
        testId="import-invalid-rows"
        columns={invalidColumns}
        count={report.invalid.length}
        row={(i) => report.invalid[i]}
        height={Math.min(240, 38 + 40 * report.invalid.length)}
        minWidth={560}
      />
    </Stack>
  );
}

function DuplicateRows({ report }: { report: ImportReport }) {
  return (
    <Stack gap="xs">
      <Text size="sm">
        {plural(report.duplicate_count, "row repeats", "rows repeat")} a number that appears earlier in
        the file. Each is merged into the first row with that number: one contact, and where both rows
        fill the same column, the later row's value is kept. Nothing is sent twice.
      </Text>
      <ListedOnly report={report} listed={report.duplicates.length} total={report.duplicate_count} />
      <VirtualTable<DuplicateRow>
        label="Same number twice"
        testId="import-duplicate-rows"
        columns={duplicateColumns}
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
  const tabs = [
    report.invalid_count > 0 && "invalid",
    report.duplicate_count > 0 && "duplicates",
  ].filter((t): t is string => typeof t === "string");
  if (tabs.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        Every number in the file can be used, and no number appears twice.
      </Text>
    );
  }
  return (
    <Tabs defaultValue={tabs[0]} keepMounted={false}>
      <Tabs.List>
        {report.invalid_count > 0 && (
          <Tabs.Tab value="invalid">Numbers not valid ({count(report.invalid_count)})</Tabs.Tab>
        )}
        {report.duplicate_count > 0 && (
          <Tabs.Tab value="duplicates">Same number twice ({count(report.duplicate_count)})</Tabs.Tab>
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
