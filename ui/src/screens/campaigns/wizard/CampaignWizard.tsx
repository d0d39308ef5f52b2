import { Button, Group, Modal, Stepper, Text } from "@mantine/core";
import { useCallback, useEffect, useState } from "react";

import { api } from "../../../api";
import type { Campaign } from "../../../bindings/Campaign";
import type { Check } from "../../../bindings/Check";
import type { ListSummary } from "../../../bindings/ListSummary";
import type { TemplateInfo } from "../../../bindings/TemplateInfo";
import { showError } from "../../../notify";
import AudienceStep from "./AudienceStep";
import CheckStep from "./CheckStep";
import { buildSpec, draftFromSpec, emptyDraft, findTemplate, sameSpec, type Draft } from "./draft";
import { errorText } from "../../../common/errors";
import { ErrorList } from "../../../components/ErrorList";
import LaunchStep from "./LaunchStep";
import TemplateStep from "./TemplateStep";
import { useColumns } from "./useColumns";
import ValuesStep from "./ValuesStep";

const CHECK_STEP = 3;

/** What must be filled in before leaving a step (plain words). */
function stepErrors(step: number, draft: Draft, template: TemplateInfo | undefined): string[] {
  const errors: string[] = [];
  if (step === 0) {
    if (!draft.name.trim()) errors.push("Give the campaign a name people will recognise, for example \"December invoices\".");
    if (!template) errors.push("Choose the template to send.");
  }
  if (step === 1 && draft.lists.length === 0 && draft.tags.length === 0) {
    errors.push("Choose at least one list (or tag) of contacts to send to.");
  }
  return errors;
}


/** The new-campaign wizard: template, audience, values, check & preview, launch. Opened on an
 * existing draft it starts at the check. */
export default function CampaignWizard({
  start,
  onClose,
  onFinished,
}: {
  start: Campaign | null;
  onClose: () => void;
  onFinished: (campaign: Campaign, scheduled: boolean) => void;
}) {
  const [draft, setDraftState] = useState<Draft>(() => (start ? draftFromSpec(start.spec) : emptyDraft()));
  const [active, setActive] = useState(start ? CHECK_STEP : 0);
  const [created, setCreated] = useState<Campaign | null>(start);
  const [templates, setTemplates] = useState<TemplateInfo[] | null>(null);
  const [lists, setLists] = useState<ListSummary[] | null>(null);
  const [tags, setTags] = useState<string[] | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const [creating, setCreating] = useState(false);
  const [check, setCheck] = useState<Check | null>(null);
  const [checking, setChecking] = useState(false);
  const [checkError, setCheckError] = useState<string | null>(null);
  const template = findTemplate(templates ?? [], draft.template);
  const columns = useColumns(draft.lists, draft.tags);

  const setDraft = (change: Partial<Draft>) => {
    setDraftState((d) => ({ ...d, ...change }));
    setErrors([]);
  };

  useEffect(() => {
    api.templates().then(setTemplates, (e: unknown) => {
      setTemplates([]);
      showError(e, "Pacer couldn't read the templates");
    });
    api.lists().then(setLists, (e: unknown) => {
      setLists([]);
      showError(e, "Pacer couldn't read the lists");
    });
    api.tags().then(setTags, () => setTags([]));
  }, []);

  const runCheck = useCallback(async (id: string) => {
    setChecking(true);
    setCheckError(null);
    try {
      setCheck(await api.checkCampaign(id));
    } catch (e) {
      setCheck(null);
      setCheckError(errorText(e));
    } finally {
      setChecking(false);
    }
  }, []);

  const createdId = created?.id ?? null;
  useEffect(() => {
    if (createdId) void runCheck(createdId);
  }, [createdId, runCheck]);

  const next = () => {
    const problems = stepErrors(active, draft, template);
    setErrors(problems);
    if (problems.length === 0) setActive((s) => s + 1);
  };

  const create = async () => {
    const built = buildSpec(draft, template);
    if (!built.spec) {
      setErrors(built.errors);
      return;
    }
    setErrors([]);
    if (created && sameSpec(created.spec, built.spec)) {
      setActive(CHECK_STEP);
      return;
    }
    setCreating(true);
    try {
      const campaign = await api.createCampaign(built.spec);
      if (created && (created.state === "draft" || created.state === "scheduled")) {
        // The earlier version of this campaign never sent anything: it goes, so the list
        // shows one campaign, not one per change. (If it cannot go, it stays as a draft.)
        await api.discardCampaign(created.id).catch(() => null);
      }
      setCheck(null);
      setCreated(campaign);
      setActive(CHECK_STEP);
    } catch (e) {
      setErrors([errorText(e)]);
    } finally {
      setCreating(false);
    }
  };

  const scheduling = draft.scheduled;
  const title = created ? `Campaign "${created.spec.name}"` : "New campaign";
  return (
    <Modal opened onClose={onClose} title={title} size={1000} closeOnClickOutside={false}>
      <Stepper
        active={active}
        onStepClick={(step) => {
          setErrors([]);
          setActive(step);
        }}
        allowNextStepsSelect={false}
        size="sm"
      >
        <Stepper.Step label="Template" description="Name and message">
          <TemplateStep draft={draft} setDraft={setDraft} templates={templates} />
          <ErrorList testId="wizard-error" mt="md" errors={errors} />
        </Stepper.Step>
        <Stepper.Step label="Audience" description="Lists and tags">
          <AudienceStep draft={draft} setDraft={setDraft} lists={lists} tags={tags} template={template} />
          <ErrorList testId="wizard-error" mt="md" errors={errors} />
        </Stepper.Step>
        <Stepper.Step label="Values" description="Columns, PDFs, time">
          <ValuesStep draft={draft} setDraft={setDraft} template={template} columns={columns} errors={errors} />
        </Stepper.Step>
        <Stepper.Step label="Check & preview" description="Before sending" allowStepSelect={!!created}>
          {created && (
            <CheckStep
              campaignId={created.id}
              check={check}
              checking={checking}
              error={checkError}
              onRecheck={() => void runCheck(created.id)}
            />
          )}
        </Stepper.Step>
        <Stepper.Step
          label={created?.state === "scheduled" ? "Schedule" : "Launch"}
          description="Send"
          allowStepSelect={!!created && !!check}
        >
          {created && (
            <LaunchStep campaign={created} check={check} onDone={(s) => onFinished(created, s)} />
          )}
        </Stepper.Step>
      </Stepper>

      <Group justify="space-between" mt="xl">
        <Group gap="xs">
          {active > 0 && (
            <Button variant="default" onClick={() => setActive((s) => s - 1)} data-testid="wizard-back">
              Back
            </Button>
          )}
          {created && active < CHECK_STEP && (
            <Text size="xs" c="dimmed" maw={420}>
              Saved as a draft. If you change something, Create makes it again and sets the earlier
              draft aside.
            </Text>
          )}
          {created && active >= CHECK_STEP && (
            <Text size="xs" c="dimmed" maw={420}>
              Saved as a {created.state === "scheduled" ? "scheduled campaign" : "draft"}: you can close
              this and come back from the list.
            </Text>
          )}
        </Group>
        <Group gap="xs">
          {active < 2 && (
            <Button onClick={next} data-testid="wizard-next">
              Next
            </Button>
          )}
          {active === 2 && (
            <Button loading={creating} onClick={create} data-testid="campaign-create">
              {scheduling ? "Create and schedule" : "Create campaign"}
            </Button>
          )}
          {active === CHECK_STEP && (
            <Button disabled={!check} onClick={() => setActive(4)} data-testid="wizard-next">
              Next: {created?.state === "scheduled" ? "schedule" : "launch"}
            </Button>
          )}
        </Group>
      </Group>
    </Modal>
  );
}
