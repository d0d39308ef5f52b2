import { ActionIcon, Button, Group, Paper, Stack, Text, TextInput } from "@mantine/core";
import { IconArrowDown, IconArrowUp, IconTrash } from "@tabler/icons-react";

import type { DraftButton } from "../../../bindings/DraftButton";
import type { DraftProblem } from "../../../bindings/DraftProblem";
import { useT, type T } from "../../../i18n/I18n";
import { URL_VARIABLE } from "./draft";
import { problemProps } from "./problems";

type Kind = DraftButton["kind"];

const KINDS: Kind[] = ["quick_reply", "url", "phone", "copy_code"];

export function kindLabel(t: T, kind: Kind): string {
  switch (kind) {
    case "quick_reply":
      return t("templates-builder-button-quick-reply");
    case "url":
      return t("templates-builder-button-url");
    case "phone":
      return t("templates-builder-button-phone");
    case "copy_code":
      return t("templates-builder-button-copy-code");
  }
}

function blank(kind: Kind): DraftButton {
  switch (kind) {
    case "quick_reply":
      return { kind, text: "" };
    case "url":
      return { kind, text: "", url: "https://", sample: null };
    case "phone":
      return { kind, text: "", phone_number: "" };
    case "copy_code":
      return { kind, sample: "" };
  }
}

/** One button's fields; its problems are on `buttons[i]` (the label or the button as a whole)
 * and `buttons[i].url`, `.sample`, `.phone_number`. */
function ButtonFields({
  button,
  field,
  problems,
  onChange,
}: {
  button: DraftButton;
  field: string;
  problems: DraftProblem[];
  onChange: (button: DraftButton) => void;
}) {
  const t = useT();
  const label =
    button.kind === "copy_code" ? null : (
      <TextInput
        label={t("templates-builder-button-text")}
        value={button.text}
        onChange={(e) => onChange({ ...button, text: e.currentTarget.value })}
        data-testid={`builder-${field}-text`}
        {...problemProps(t, problems, field)}
      />
    );
  switch (button.kind) {
    case "quick_reply":
      return label;
    case "url":
      return (
        <>
          {label}
          <TextInput
            label={t("templates-builder-button-url-address")}
            description={t("templates-builder-button-url-help", { variable: URL_VARIABLE })}
            value={button.url}
            onChange={(e) => onChange({ ...button, url: e.currentTarget.value })}
            data-testid={`builder-${field}-url`}
            {...problemProps(t, problems, `${field}.url`)}
          />
          {button.url.includes(URL_VARIABLE) && (
            <TextInput
              label={t("templates-builder-button-url-sample")}
              value={button.sample ?? ""}
              onChange={(e) => onChange({ ...button, sample: e.currentTarget.value })}
              data-testid={`builder-${field}-sample`}
              {...problemProps(t, problems, `${field}.sample`)}
            />
          )}
        </>
      );
    case "phone":
      return (
        <>
          {label}
          <TextInput
            label={t("templates-builder-button-phone-number")}
            placeholder="+923001234567"
            value={button.phone_number}
            onChange={(e) => onChange({ ...button, phone_number: e.currentTarget.value })}
            data-testid={`builder-${field}-phone`}
            {...problemProps(t, problems, `${field}.phone_number`)}
          />
        </>
      );
    case "copy_code": {
      // A copy-code button has no label of its own; its problems as a whole sit here.
      const whole = problemProps(t, problems, field);
      return (
        <>
          <TextInput
            label={t("templates-builder-button-code-sample")}
            value={button.sample}
            onChange={(e) => onChange({ ...button, sample: e.currentTarget.value })}
            data-testid={`builder-${field}-sample`}
            {...problemProps(t, problems, `${field}.sample`)}
          />
          {whole.error && (
            <Text size="xs" c="red" data-testid={`builder-problem-${field}`}>
              {whole.error}
            </Text>
          )}
        </>
      );
    }
  }
}

/** The buttons, in order: add one of each kind, change, move and remove them. */
export function ButtonsField({
  buttons,
  problems,
  onChange,
}: {
  buttons: DraftButton[];
  problems: DraftProblem[];
  onChange: (buttons: DraftButton[]) => void;
}) {
  const t = useT();
  const replace = (i: number, b: DraftButton) => onChange(buttons.map((old, j) => (j === i ? b : old)));
  const move = (i: number, by: number) => {
    const next = [...buttons];
    const [b] = next.splice(i, 1);
    next.splice(i + by, 0, b!);
    onChange(next);
  };
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>
        {t("templates-builder-buttons")}
      </Text>
      {buttons.length === 0 && (
        <Text size="xs" c="dimmed">
          {t("templates-builder-buttons-none")}
        </Text>
      )}
      {buttons.map((b, i) => {
        const field = `buttons[${i}]`;
        return (
          <Paper key={i} withBorder p="xs" data-testid={`builder-button-${i}`}>
            <Stack gap={6}>
              <Group justify="space-between" wrap="nowrap">
                <Text size="sm" fw={600}>
                  {kindLabel(t, b.kind)}
                </Text>
                <Group gap={4} wrap="nowrap">
                  <ActionIcon variant="subtle" aria-label={t("templates-builder-button-up")} disabled={i === 0} onClick={() => move(i, -1)}>
                    <IconArrowUp size={16} />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    aria-label={t("templates-builder-button-down")}
                    disabled={i === buttons.length - 1}
                    onClick={() => move(i, 1)}
                  >
                    <IconArrowDown size={16} />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t("templates-builder-button-remove")}
                    onClick={() => onChange(buttons.filter((_, j) => j !== i))}
                    data-testid={`builder-button-${i}-remove`}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Group>
              </Group>
              <ButtonFields button={b} field={field} problems={problems} onChange={(next) => replace(i, next)} />
            </Stack>
          </Paper>
        );
      })}
      <Group gap="xs">
        {KINDS.map((kind) => (
          <Button
            key={kind}
            size="compact-sm"
            variant="light"
            onClick={() => onChange([...buttons, blank(kind)])}
            aria-label={t("templates-builder-button-add", { kind: kindLabel(t, kind) })}
            data-testid={`builder-add-${kind}`}
          >
            {kindLabel(t, kind)}
          </Button>
        ))}
      </Group>
    </Stack>
  );
}
