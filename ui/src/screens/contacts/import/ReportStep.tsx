import { Alert, Divider, Stack, Text, Title } from "@mantine/core";
import { IconCircleCheck } from "@tabler/icons-react";

import type { ImportReport } from "../../../bindings/ImportReport";
import { Stats } from "./Findings";
import { ProblemRows } from "./ProblemRows";
import { SaveProblems, problemRowCount } from "./SaveProblems";

type Props = {
  report: ImportReport;
  importPath: string;
};

/** Step 3, done: what the import did, and the rows left to fix. */
export function ReportStep({ report, importPath }: Props) {
  const saved = report.saved;
  const problems = problemRowCount(report);
  return (
    <Stack gap="md">
      <Alert
        color="teal"
        icon={<IconCircleCheck size={18} />}
        title={`Imported into “${report.list}”`}
        data-testid="import-report"
      >
        <Text size="sm">{report.summary}</Text>
      </Alert>
      {saved && (
        <Stats
          stats={[
            {
              label: "New",
              value: saved.new,
              help: "Numbers Pacer did not have before",
              color: "teal",
              testId: "import-saved-new",
            },
            {
              label: "Updated",
              value: saved.updated,
              help: "Known numbers with a new name or details",
              color: "blue",
              testId: "import-saved-updated",
            },
            {
              label: "Unchanged",
              value: saved.unchanged,
              help: "Known numbers; nothing new in the file",
              testId: "import-saved-unchanged",
            },
            {
              label: "Opted out of marketing",
              value: saved.opted_out,
              help: "They turned off marketing earlier and stay opted out; invoices still reach them",
              color: "orange",
              testId: "import-saved-opted-out",
            },
          ]}
        />
      )}
      <Title order={5}>Rows that need a look</Title>
      <ProblemRows report={report} />
      {problems > 0 && (
        <>
          <Divider />
          <SaveProblems report={report} importPath={importPath} />
        </>
      )}
    </Stack>
  );
}
