import { Alert, Button, Grid, Group, Loader, Paper, Radio, Select, Stack, Text, TextInput, Textarea, Title } from "@mantine/core";
import { IconArrowLeft, IconSend } from "@tabler/icons-react";
import { useMemo, useState } from "react";

import { api } from "../../../api";
import type { TemplateDraftSpec } from "../../../bindings/TemplateDraftSpec";
import type { TemplateInfo } from "../../../bindings/TemplateInfo";
import { useAction } from "../../../common/useAction";
import { Confirm } from "../../../components/Confirm";
import { ErrorNote } from "../../../components/ErrorNote";
import MessageBubble from "../../../components/MessageBubble";
import { sayWith, useT } from "../../../i18n/I18n";
import { categoryHelp, categoryLabel, languageName } from "../words";
import { BodyField } from "./BodyField";
import { ButtonsField } from "./ButtonsField";
import { CATEGORIES, COMMON_LANGUAGES, draftPreview, emptyDraft, sendable, variableNames } from "./draft";
import { HeaderField } from "./HeaderField";
import { problemProps } from "./problems";
import { useDraftCheck } from "./useDraftCheck";

/** The fields the form shows a problem under; a problem on any other field is listed at the
 * bottom, so none is hidden. */
function shownFields(draft: TemplateDraftSpec): Set<string> {
  const fields = new Set(["name", "language", "header", "header.sample", "body", "footer"]);
  for (const name of variableNames(draft.body)) fields.add(`samples.${name}`);
  draft.buttons.forEach((_, i) => {
    for (const end of ["", ".url", ".sample", ".phone_number"]) fields.add(`buttons[${i}]${end}`);
  });
  return fields;
}

/** Writing a template, or changing one Meta has (`editing`), and sending it to Meta for review.
 * Meta's rules are the engine's, checked as the person types; sending is possible only when the
 * draft on screen was checked and nothing is wrong. */
export function TemplateBuilder({
  editing,
  initial,
  onSent,
  onClose,
}: {
  /** The template being changed; its name, language and category stay as Meta has them. */
  editing: TemplateInfo | null;
  initial?: TemplateDraftSpec;
  onSent: (template: TemplateInfo) => void;
  onClose: () => void;
}) {
  const t = useT();
  const [start] = useState<TemplateDraftSpec>(() => initial ?? emptyDraft());
  const [draft, setDraft] = useState<TemplateDraftSpec>(start);
  // Leaving with changes not sent to Meta asks first: a long body typed and lost to a stray click
  // is work nobody wants to redo.
  const [leaving, setLeaving] = useState(false);
  const changed = JSON.stringify(draft) !== JSON.stringify(start);
  const close = () => (changed ? setLeaving(true) : onClose());
  // What is checked is what would be sent (one object per draft, so the check's answer can be
  // matched to it).
  const spec = useMemo(() => sendable(draft), [draft]);
  const { problems, checking, error: checkError } = useDraftCheck(spec);
  const sending = useAction();
  const ready = !checking && !checkError && problems.length === 0;
  const shown = shownFields(draft);
  const elsewhere = problems.filter((p) => !shown.has(p.field));
  const languages = COMMON_LANGUAGES.includes(draft.language) ? COMMON_LANGUAGES : [draft.language, ...COMMON_LANGUAGES];

  const send = () =>
    sending.run(async () => {
      const sent = editing
        ? await api.editTemplate(editing.name, editing.language, spec)
        : await api.createTemplate(spec);
      onSent(sent);
    });

  return (
    <Stack gap="md" data-testid="template-builder">
      <Confirm
        opened={leaving}
        title={t("templates-builder-discard-title")}
        confirmLabel={t("templates-builder-discard")}
        color="red"
        testId="builder-discard"
        onConfirm={onClose}
        onCancel={() => setLeaving(false)}
      >
        <Text size="sm">{t("templates-builder-discard-body")}</Text>
      </Confirm>
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={2}>
            {editing
              ? t("templates-builder-title-edit", { name: editing.name, code: editing.language })
              : t("templates-builder-new")}
          </Title>
          <Text size="sm" c="dimmed">
            {t("templates-builder-intro")}
          </Text>
        </div>
        <Button variant="default" leftSection={<IconArrowLeft size={16} />} onClick={close} data-testid="builder-close">
          {t("templates-builder-back")}
        </Button>
      </Group>
      <Grid gap="md">
        <Grid.Col span={7}>
          <Stack gap="md">
            {editing && (
              <Text size="sm" c="dimmed">
                {t("templates-builder-kept-on-edit")}
              </Text>
            )}
            <TextInput
              label={t("templates-builder-name")}
              description={t("templates-builder-name-rule")}
              value={draft.name}
              disabled={editing !== null}
              onChange={(e) => setDraft({ ...draft, name: e.currentTarget.value })}
              data-testid="builder-name"
              {...problemProps(t, problems, "name")}
            />
            <Select
              label={t("templates-builder-language")}
              description={t("templates-builder-language-help")}
              value={draft.language}
              disabled={editing !== null}
              searchable
              allowDeselect={false}
              data={languages.map((code) => ({ value: code, label: t("templates-language", { language: languageName(code), code }) }))}
              onChange={(code) => code && setDraft({ ...draft, language: code })}
              data-testid="builder-language"
              {...problemProps(t, problems, "language")}
            />
            <Radio.Group
              label={t("templates-builder-category")}
              value={draft.category}
              onChange={(value) => setDraft({ ...draft, category: value as TemplateDraftSpec["category"] })}
            >
              <Stack gap={6} mt={4}>
                {CATEGORIES.map((c) => (
                  <Radio
                    key={c}
                    value={c}
                    disabled={editing !== null}
                    label={categoryLabel(t, c)}
                    description={categoryHelp(t, c)}
                    data-testid={`builder-category-${c}`}
                  />
                ))}
              </Stack>
            </Radio.Group>
            <HeaderField header={draft.header} problems={problems} onChange={(header) => setDraft({ ...draft, header })} />
            <BodyField draft={draft} problems={problems} onChange={setDraft} />
            <Textarea
              label={t("templates-builder-footer")}
              description={t("templates-builder-footer-help")}
              rows={1}
              value={draft.footer ?? ""}
              onChange={(e) => setDraft({ ...draft, footer: e.currentTarget.value === "" ? null : e.currentTarget.value })}
              data-testid="builder-footer"
              {...problemProps(t, problems, "footer")}
            />
            <ButtonsField buttons={draft.buttons} problems={problems} onChange={(buttons) => setDraft({ ...draft, buttons })} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={5}>
          <Stack gap="sm" pos="sticky" top={0}>
            <Group gap="xs">
              <Text size="sm" fw={600}>
                {t("templates-builder-preview")}
              </Text>
              {checking && <Loader size="xs" aria-label={t("templates-builder-checking")} />}
            </Group>
            <Text size="xs" c="dimmed">
              {t("templates-builder-preview-help")}
            </Text>
            <MessageBubble
              preview={draftPreview(draft, t("templates-builder-button-copy-code"))}
              pdf={null}
              language={draft.language}
              testId="builder-preview"
            />
            <Paper withBorder p="sm">
              <Stack gap="xs">
                {checkError && <ErrorNote error={checkError} title={t("templates-builder-check-failed")} />}
                {!checking && !checkError && (
                  <Text size="sm" c={problems.length > 0 ? "red" : "teal"} data-testid="builder-status">
                    {problems.length > 0 ? t("templates-builder-problems", { count: problems.length }) : t("templates-builder-ready")}
                  </Text>
                )}
                {elsewhere.length > 0 && (
                  <Alert color="red" title={t("templates-builder-other-problems")} data-testid="builder-problems-elsewhere">
                    <Stack gap={4}>
                      {elsewhere.map((p, i) => (
                        <Text key={i} size="sm">
                          {sayWith(t, p.message_said)}
                        </Text>
                      ))}
                    </Stack>
                  </Alert>
                )}
                {sending.error && <ErrorNote error={sending.error} title={t("templates-builder-send-failed")} />}
                <Button
                  leftSection={<IconSend size={16} />}
                  disabled={!ready}
                  loading={sending.running}
                  onClick={send}
                  data-testid="builder-send"
                >
                  {t("templates-builder-send")}
                </Button>
              </Stack>
            </Paper>
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
