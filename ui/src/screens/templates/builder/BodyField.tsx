import { Button, Group, Menu, SimpleGrid, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { IconBraces } from "@tabler/icons-react";
import { useRef } from "react";

import type { DraftProblem } from "../../../bindings/DraftProblem";
import type { TemplateDraftSpec } from "../../../bindings/TemplateDraftSpec";
import { useT } from "../../../i18n/I18n";
import { BODY_MAX_CHARS, nextVariable, variableNames, withBody } from "./draft";
import { problemProps } from "./problems";

/** The message, an *Add variable* menu that writes the next `{{…}}` where the cursor is, and a
 * sample for each variable the message has (Meta reviews with them). */
export function BodyField({
  draft,
  problems,
  onChange,
}: {
  draft: TemplateDraftSpec;
  problems: DraftProblem[];
  onChange: (draft: TemplateDraftSpec) => void;
}) {
  const t = useT();
  const area = useRef<HTMLTextAreaElement>(null);
  const names = variableNames(draft.body);

  const insert = (named: boolean) => {
    const variable = nextVariable(draft.body, named);
    const el = area.current;
    const at = el ? el.selectionStart : draft.body.length;
    const end = el ? el.selectionEnd : at;
    onChange(withBody(draft, draft.body.slice(0, at) + variable + draft.body.slice(end)));
    // Back to the text, just after the variable, so typing goes on from there.
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(at + variable.length, at + variable.length);
    });
  };

  return (
    <Stack gap={6}>
      <Textarea
        ref={area}
        label={t("templates-builder-body")}
        description={t("templates-builder-body-help", { max: BODY_MAX_CHARS })}
        rows={4}
        value={draft.body}
        onChange={(e) => onChange(withBody(draft, e.currentTarget.value))}
        data-testid="builder-body"
        {...problemProps(t, problems, "body")}
      />
      <Group>
        <Menu position="bottom-start">
          <Menu.Target>
            <Button size="compact-sm" variant="light" leftSection={<IconBraces size={14} />} data-testid="builder-add-variable">
              {t("templates-builder-add-variable")}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item onClick={() => insert(false)} data-testid="builder-add-numbered">
              {t("templates-builder-add-numbered", { example: nextVariable(draft.body, false) })}
            </Menu.Item>
            <Menu.Item onClick={() => insert(true)} data-testid="builder-add-named">
              {t("templates-builder-add-named", { example: nextVariable(draft.body, true) })}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
      {names.length > 0 && (
        <Stack gap={4} data-testid="builder-samples">
          <Text size="sm" fw={500}>
            {t("templates-builder-samples")}
          </Text>
          <Text size="xs" c="dimmed">
            {t("templates-builder-samples-help")}
          </Text>
          <SimpleGrid cols={2} spacing="xs">
            {names.map((name) => (
              <TextInput
                key={name}
                label={t("templates-builder-sample", { variable: `{{${name}}}` })}
                value={draft.samples[name] ?? ""}
                onChange={(e) => {
                  const value = e.currentTarget.value;
                  onChange({ ...draft, samples: { ...draft.samples, [name]: value } });
                }}
                data-testid={`builder-sample-${name}`}
                {...problemProps(t, problems, `samples.${name}`)}
              />
            ))}
          </SimpleGrid>
        </Stack>
      )}
    </Stack>
  );
}
