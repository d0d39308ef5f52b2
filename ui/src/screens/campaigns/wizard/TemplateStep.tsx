import { Alert, Badge, Button, Group, Paper, Select, Stack, Table, Text, TextInput } from "@mantine/core";

import type { TemplateInfo } from "../../../bindings/TemplateInfo";
import { useT, type PlainMessageId } from "../../../i18n/I18n";
import { useNavigate } from "../../../navigation";
import { findTemplate, templateKey, type Draft } from "./draft";

const KIND_WORDS: Record<string, PlainMessageId> = {
  text: "wizard-kind-text",
  document: "wizard-kind-document",
  image: "wizard-kind-image",
  video: "wizard-kind-video",
  location: "wizard-kind-location",
  url_suffix: "wizard-kind-url-suffix",
  otp_code: "wizard-kind-otp-code",
  coupon_code: "wizard-kind-coupon-code",
};

/** Meta's template categories, in the person's words. */
const CATEGORY_WORDS: Record<string, PlainMessageId> = {
  MARKETING: "wizard-category-marketing",
  UTILITY: "wizard-category-utility",
  AUTHENTICATION: "wizard-category-authentication",
};

function bodyText(template: TemplateInfo): string | null {
  const body = template.components.find((c) => c.type.toUpperCase() === "BODY");
  return typeof body?.text === "string" ? body.text : null;
}

function TemplateDetails({ template }: { template: TemplateInfo }) {
  const t = useT();
  const body = bodyText(template);
  const category = template.category ? CATEGORY_WORDS[template.category.toUpperCase()] : "wizard-category-unknown";
  return (
    <Paper withBorder p="sm" data-testid="campaign-template-details">
      <Stack gap="xs">
        <Group gap="xs">
          <Text fw={600} translate="no">
            {template.name}
          </Text>
          <Badge variant="light" translate="no">
            {template.language}
          </Badge>
          {category ? (
            <Badge variant="light" color={template.category === "MARKETING" ? "orange" : "teal"}>
              {t(category)}
            </Badge>
          ) : (
            <Badge variant="light" color="teal" translate="no">
              {template.category?.toLowerCase()}
            </Badge>
          )}
        </Group>
        {template.category === "MARKETING" && (
          <Text size="xs" c="dimmed">
            {t("wizard-marketing-note")}
          </Text>
        )}
        {body && (
          <Text size="sm" style={{ whiteSpace: "pre-wrap" }} translate="no">
            {body}
          </Text>
        )}
        {template.variables.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t("wizard-no-variables")}
          </Text>
        ) : (
          <>
            <Text size="sm">{t("wizard-template-needs", { values: template.variables.length })}</Text>
            <Table withTableBorder fz="sm" verticalSpacing={4}>
              <Table.Tbody>
                {template.variables.map((v) => (
                  <Table.Tr key={v.key}>
                    <Table.Td translate="no">{v.label}</Table.Td>
                    {KIND_WORDS[v.kind] ? (
                      <Table.Td c="dimmed">{t(KIND_WORDS[v.kind])}</Table.Td>
                    ) : (
                      <Table.Td c="dimmed" translate="no">
                        {v.kind}
                      </Table.Td>
                    )}
                    <Table.Td c="dimmed">{v.example ? t("wizard-variable-example", { example: v.example }) : ""}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </>
        )}
      </Stack>
    </Paper>
  );
}

/** Step 1: the campaign's name and the approved template it sends. */
export default function TemplateStep({
  draft,
  setDraft,
  templates,
}: {
  draft: Draft;
  setDraft: (change: Partial<Draft>) => void;
  templates: TemplateInfo[] | null;
}) {
  const t = useT();
  const navigate = useNavigate();
  const usable = (templates ?? []).filter((u) => u.usable);
  const unusable = (templates ?? []).length - usable.length;
  const chosen = findTemplate(templates ?? [], draft.template);
  return (
    <Stack>
      <TextInput
        label={t("wizard-name")}
        description={t("wizard-name-description")}
        placeholder={t("wizard-name-placeholder")}
        value={draft.name}
        onChange={(e) => setDraft({ name: e.currentTarget.value })}
        data-testid="campaign-name"
        required
      />
      {templates !== null && usable.length === 0 ? (
        <Alert color="orange" title={t("wizard-no-templates-title")}>
          <Text size="sm" mb="xs">
            {t("wizard-no-templates")}
          </Text>
          <Button size="xs" variant="light" onClick={() => navigate({ screen: "templates" })}>
            {t("wizard-go-to-templates")}
          </Button>
        </Alert>
      ) : (
        <Select
          label={t("wizard-template")}
          description={
            unusable > 0
              ? t("wizard-template-description-others", { others: unusable })
              : t("wizard-template-description")
          }
          placeholder={templates === null ? t("wizard-template-reading") : t("wizard-template-search")}
          data={usable.map((u) => ({ value: templateKey(u), label: `${u.name} (${u.language})` }))}
          renderOption={({ option }) => <span translate="no">{option.label}</span>}
          value={draft.template}
          onChange={(value) => setDraft({ template: value })}
          searchable
          selectFirstOptionOnChange
          nothingFoundMessage={t("wizard-template-none-found")}
          data-testid="campaign-template"
          required
        />
      )}
      {chosen && <TemplateDetails template={chosen} />}
    </Stack>
  );
}
