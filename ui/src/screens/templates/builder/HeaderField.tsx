import { Alert, SegmentedControl, Stack, Text, TextInput } from "@mantine/core";

import type { DraftHeader } from "../../../bindings/DraftHeader";
import type { DraftProblem } from "../../../bindings/DraftProblem";
import { useT } from "../../../i18n/I18n";
import { variableNames } from "./draft";
import { problemProps, problemText } from "./problems";

type Kind = DraftHeader["kind"];

/** A header of the kind chosen, keeping the text when it stays a text header. Media headers
 * get an empty handle: Pacer cannot upload Meta's sample file yet, and the engine says so. */
function ofKind(kind: Kind, old: DraftHeader): DraftHeader {
  switch (kind) {
    case "none":
      return { kind };
    case "text":
      return old.kind === "text" ? old : { kind, text: "", sample: null };
    default:
      return { kind, handle: "" };
  }
}

/** The header: none, a line of text (with its variable's sample), or a media header, which
 * this version says plainly it cannot make. */
export function HeaderField({
  header,
  problems,
  onChange,
}: {
  header: DraftHeader;
  problems: DraftProblem[];
  onChange: (header: DraftHeader) => void;
}) {
  const t = useT();
  const fieldProblem = problemText(t, problems, "header");
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>
        {t("templates-builder-header")}
      </Text>
      <SegmentedControl
        size="xs"
        aria-label={t("templates-builder-header")}
        value={header.kind}
        onChange={(kind) => onChange(ofKind(kind as Kind, header))}
        data={[
          { value: "none", label: t("templates-builder-header-none") },
          { value: "text", label: t("templates-builder-header-text") },
          { value: "image", label: t("templates-builder-header-image") },
          { value: "video", label: t("templates-builder-header-video") },
          { value: "document", label: t("templates-builder-header-document") },
        ]}
        data-testid="builder-header-kind"
      />
      {header.kind === "text" && (
        <>
          <TextInput
            label={t("templates-builder-header-text-label")}
            description={t("templates-builder-header-text-help")}
            value={header.text}
            onChange={(e) => onChange({ ...header, text: e.currentTarget.value })}
            data-testid="builder-header-text"
            {...problemProps(t, problems, "header")}
          />
          {variableNames(header.text).length > 0 && (
            <TextInput
              label={t("templates-builder-header-sample")}
              value={header.sample ?? ""}
              onChange={(e) => onChange({ ...header, sample: e.currentTarget.value })}
              data-testid="builder-header-sample"
              {...problemProps(t, problems, "header.sample")}
            />
          )}
        </>
      )}
      {header.kind !== "none" && header.kind !== "text" && (
        <Alert color="orange" title={t("templates-builder-header-media-title")} data-testid="builder-header-media">
          {t("templates-builder-header-media")}
          {fieldProblem && (
            <Text size="sm" c="red" mt={6} data-testid="builder-problem-header">
              {fieldProblem}
            </Text>
          )}
        </Alert>
      )}
    </Stack>
  );
}
