import { Button, Group, Paper, SegmentedControl, Stack, Text, TextInput } from "@mantine/core";
import { IconUpload } from "@tabler/icons-react";
import { useState } from "react";

import { api } from "../../../api";
import type { DraftHeader } from "../../../bindings/DraftHeader";
import type { DraftProblem } from "../../../bindings/DraftProblem";
import { useT } from "../../../i18n/I18n";
import { useAction } from "../../../common/useAction";
import { variableNames } from "./draft";
import { problemProps, problemText } from "./problems";

type Kind = DraftHeader["kind"];

/** A header of the kind chosen, keeping the text when it stays a text header. A media header
 * starts without a sample: the person chooses one (uploaded to Meta), and the engine says so
 * until they do. */
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

/** The header: none, a line of text (with its variable's sample), or a picture, video or
 * document with the sample file Meta reviews it with. */
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
        <MediaSample header={header} problem={fieldProblem ?? null} onChange={onChange} />
      )}
    </Stack>
  );
}

type MediaHeader = Extract<DraftHeader, { kind: "image" | "video" | "document" }>;

/** A media header's sample: chosen in Pacer's own file dialog, checked and uploaded to Meta at
 * once; the handle goes into the header, the file's name shows here. */
function MediaSample({
  header,
  problem,
  onChange,
}: {
  header: MediaHeader;
  problem: string | null;
  onChange: (header: DraftHeader) => void;
}) {
  const t = useT();
  const uploading = useAction();
  // The file's name is the window's own note: a draft reopened keeps only Meta's handle.
  const [uploaded, setUploaded] = useState<string | null>(null);
  const choose = () =>
    uploading.run(async () => {
      const sample = await api.chooseTemplateSample(header.kind);
      if (!sample) return;
      setUploaded(sample.name);
      onChange({ kind: header.kind, handle: sample.handle });
    }, t("templates-builder-header-sample-failed"));
  const has = header.handle.trim() !== "";
  return (
    <Paper withBorder p="sm" data-testid="builder-header-media">
      <Stack gap={6}>
        <Text size="sm" fw={500}>
          {t("templates-builder-header-sample-title", { kind: header.kind })}
        </Text>
        <Text size="xs" c="dimmed">
          {t("templates-builder-header-sample-help", { kind: header.kind })}
        </Text>
        <Group justify="space-between" wrap="nowrap">
          <Text size="sm" data-testid="builder-header-sample-file">
            {has && uploaded
              ? t("templates-builder-header-sample-uploaded", { file: uploaded })
              : has
                ? t("templates-builder-header-sample-kept")
                : t("templates-builder-header-sample-none")}
          </Text>
          <Button
            variant="default"
            leftSection={<IconUpload size={16} />}
            onClick={choose}
            loading={uploading.running}
            data-testid="builder-header-sample-choose"
          >
            {t("templates-builder-header-sample-choose")}
          </Button>
        </Group>
        {problem && (
          <Text size="sm" c="red" data-testid="builder-problem-header">
            {problem}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
