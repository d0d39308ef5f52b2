import { Alert, Divider, Stack, Text, Title } from "@mantine/core";
import { IconCircleCheck } from "@tabler/icons-react";

import type { ImportReport } from "../../../bindings/ImportReport";
import { sayWith, useT } from "../../../i18n/I18n";
import { Stats } from "./Findings";
import { ProblemRows } from "./ProblemRows";
import { SaveProblems, problemRowCount } from "./SaveProblems";

type Props = {
  report: ImportReport;
  importPath: string;
};

/** Step 3, done: what the import did, and the rows left to fix. */
export function ReportStep({ report, importPath }: Props) {
  const t = useT();
  const saved = report.saved;
  const problems = problemRowCount(report);
  return (
    <Stack gap="md">
      <Alert
        color="teal"
        icon={<IconCircleCheck size={18} />}
        title={t("import-report-title", { list: report.list })}
        data-testid="import-report"
      >
        {/* The engine's sentence, in the person's language. */}
        <Text size="sm">{sayWith(t, report.summary_said)}</Text>
      </Alert>
      {saved && (
        <Stats
          stats={[
            {
              label: t("import-saved-new"),
              value: saved.new,
              help: t("import-saved-new-help"),
              color: "teal",
              testId: "import-saved-new",
            },
            {
              label: t("import-saved-updated"),
              value: saved.updated,
              help: t("import-saved-updated-help"),
              color: "blue",
              testId: "import-saved-updated",
            },
            {
              label: t("import-saved-unchanged"),
              value: saved.unchanged,
              help: t("import-saved-unchanged-help"),
              testId: "import-saved-unchanged",
            },
            {
              label: t("import-saved-opted-out"),
              value: saved.opted_out,
              help: t("import-saved-opted-out-help"),
              color: "orange",
              testId: "import-saved-opted-out",
            },
          ]}
        />
      )}
      <Title order={5}>{t("import-rows-to-look")}</Title>
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
