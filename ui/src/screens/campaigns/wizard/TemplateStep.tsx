import { Alert, Badge, Button, Group, Paper, Select, Stack, Table, Text, TextInput } from "@mantine/core";

import type { TemplateInfo } from "../../../bindings/TemplateInfo";
import { plural } from "../../../format";
import { useNavigate } from "../../../navigation";
import { findTemplate, templateKey, type Draft } from "./draft";

const KIND_WORDS: Record<string, string> = {
  text: "text",
  document: "PDF document",
  image: "image",
  video: "video",
  location: "location",
  url_suffix: "end of a link",
  otp_code: "one-time code",
  coupon_code: "coupon code",
};

function bodyText(template: TemplateInfo): string | null {
  const body = template.components.find((c) => c.type.toUpperCase() === "BODY");
  return typeof body?.text === "string" ? body.text : null;
}

function TemplateDetails({ template }: { template: TemplateInfo }) {
  const body = bodyText(template);
  return (
    <Paper withBorder p="sm" data-testid="campaign-template-details">
      <Stack gap="xs">
        <Group gap="xs">
          <Text fw={600}>{template.name}</Text>
          <Badge variant="light">{template.language}</Badge>
          <Badge variant="light" color={template.category === "MARKETING" ? "orange" : "teal"}>
            {template.category ? template.category.toLowerCase() : "category not known"}
          </Badge>
        </Group>
        {template.category === "MARKETING" && (
          <Text size="xs" c="dimmed">
            A marketing template is not sent to contacts who turned off marketing messages.
          </Text>
        )}
        {body && (
          <Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
            {body}
          </Text>
        )}
        {template.variables.length === 0 ? (
          <Text size="sm" c="dimmed">
            This template has no variables: every customer gets the same message.
          </Text>
        ) : (
          <>
            <Text size="sm">
              It needs {plural(template.variables.length, "value", "values")} per customer (you choose
              where they come from in step 3):
            </Text>
            <Table withTableBorder fz="sm" verticalSpacing={4}>
              <Table.Tbody>
                {template.variables.map((v) => (
                  <Table.Tr key={v.key}>
                    <Table.Td>{v.label}</Table.Td>
                    <Table.Td c="dimmed">{KIND_WORDS[v.kind] ?? v.kind}</Table.Td>
                    <Table.Td c="dimmed">{v.example ? `e.g. ${v.example}` : ""}</Table.Td>
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
  const navigate = useNavigate();
  const usable = (templates ?? []).filter((t) => t.usable);
  const unusable = (templates ?? []).length - usable.length;
  const chosen = findTemplate(templates ?? [], draft.template);
  return (
    <Stack>
      <TextInput
        label="Campaign name"
        description="A name people will recognise in the list and the reports."
        placeholder="December invoices"
        value={draft.name}
        onChange={(e) => setDraft({ name: e.currentTarget.value })}
        data-testid="campaign-name"
        required
      />
      {templates !== null && usable.length === 0 ? (
        <Alert color="orange" title="No approved templates yet">
          <Text size="sm" mb="xs">
            Only templates Meta approved can be sent. Sync your templates from Meta on the Templates
            screen, or create one in WhatsApp Manager and wait for approval.
          </Text>
          <Button size="xs" variant="light" onClick={() => navigate({ screen: "templates" })}>
            Go to Templates
          </Button>
        </Alert>
      ) : (
        <Select
          label="Template"
          description={
            unusable > 0
              ? `Only approved templates are listed (${plural(unusable, "other is", "others are")} not approved or paused; see Templates).`
              : "Only approved templates are listed."
          }
          placeholder={templates === null ? "Reading templates…" : "Type to search"}
          data={usable.map((t) => ({ value: templateKey(t), label: `${t.name} (${t.language})` }))}
          value={draft.template}
          onChange={(value) => setDraft({ template: value })}
          searchable
          selectFirstOptionOnChange
          nothingFoundMessage="No approved template has that name"
          data-testid="campaign-template"
            required
        />
      )}
      {chosen && <TemplateDetails template={chosen} />}
    </Stack>
  );
}
