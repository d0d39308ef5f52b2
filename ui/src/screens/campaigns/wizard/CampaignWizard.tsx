import { Button, Group, Modal, Progress, Stack, Stepper, Text } from "@mantine/core";
import { useCallback, useEffect, useState } from "react";

import { api, events, toPacerError } from "../../../api";
import type { UploadProgress } from "../../../bindings/UploadProgress";
import { useEvent } from "../../../common/useEvent";
import { fileSize, percent } from "../../../format";
import type { Campaign } from "../../../bindings/Campaign";
import type { Check } from "../../../bindings/Check";
import type { ListSummary } from "../../../bindings/ListSummary";
import type { TemplateInfo } from "../../../bindings/TemplateInfo";
import { showError } from "../../../notify";
import AudienceStep from "./AudienceStep";
import CheckStep from "./CheckStep";
import type { Audience } from "../../../bindings/Audience";
import {
  bringsAnyone,
  buildSpec,
  draftAudience,
  draftFromSpec,
  emptyDraft,
  findTemplate,
  otherLanguages,
  sameSpec,
  type Draft,
} from "./draft";
import { errorText } from "../../../common/errors";
import { useT, type T } from "../../../i18n/I18n";
import { ErrorList } from "../../../components/ErrorList";
import LaunchStep from "./LaunchStep";
import TemplateStep from "./TemplateStep";
import { useColumns } from "./useColumns";
import ValuesStep from "./ValuesStep";

const CHECK_STEP = 3;

/** What must be filled in before leaving a step (plain words). */
function stepErrors(step: number, draft: Draft, template: TemplateInfo | undefined, t: T): string[] {
  const errors: string[] = [];
  if (step === 0) {
    if (!draft.name.trim()) errors.push(t("wizard-error-name"));
    if (!template) errors.push(t("wizard-error-template"));
  }
  if (step === 1 && !bringsAnyone(draft)) {
    errors.push(t("wizard-error-audience"));
  }
  if (step === 1 && draft.filters.some((f) => !f.column.trim())) {
    errors.push(t("audience-error-filter-column"));
  }
  return errors;
}


/** The new-campaign wizard: template, audience, values, check & preview, launch. Opened on an
 * existing draft it starts at the check; opened with an audience (a report's "new campaign
 * to…") it starts with it. */
export default function CampaignWizard({
  start,
  audience,
  onClose,
  onFinished,
}: {
  start: Campaign | null;
  audience?: Audience;
  onClose: () => void;
  onFinished: (campaign: Campaign, scheduled: boolean) => void;
}) {
  const t = useT();
  const [draft, setDraftState] = useState<Draft>(() =>
    start ? draftFromSpec(start.spec) : { ...emptyDraft(), ...(audience ? draftAudience(audience) : {}) },
  );
  const [active, setActive] = useState(start ? CHECK_STEP : 0);
  const [created, setCreated] = useState<Campaign | null>(start);
  const [templates, setTemplates] = useState<TemplateInfo[] | null>(null);
  const [lists, setLists] = useState<ListSummary[] | null>(null);
  const [tags, setTags] = useState<string[] | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const [creating, setCreating] = useState(false);
  // On a desk the campaign's files (its poster, its invoice PDFs) go to the office Pacer first.
  const [upload, setUpload] = useState<UploadProgress | null>(null);
  useEvent(creating ? events.onUploadProgress : null, setUpload);
  const [check, setCheck] = useState<Check | null>(null);
  const [checking, setChecking] = useState(false);
  // The check's failure, and whether the engine said it as a catalogue message.
  const [checkError, setCheckError] = useState<{ text: string; said: boolean } | null>(null);
  const template = findTemplate(templates ?? [], draft.template);
  const columns = useColumns(draft.lists, draft.tags);

  const setDraft = (change: Partial<Draft>) => {
    setDraftState((d) => ({ ...d, ...change }));
    setErrors([]);
  };

  useEffect(() => {
    api.templates().then(setTemplates, (e: unknown) => {
      setTemplates([]);
      showError(e, t("wizard-templates-failed"));
    });
    api.lists().then(setLists, (e: unknown) => {
      setLists([]);
      showError(e, t("wizard-lists-failed"));
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
      setCheckError({ text: errorText(e, t), said: !!toPacerError(e).said });
    } finally {
      setChecking(false);
    }
  }, []);

  const createdId = created?.id ?? null;
  useEffect(() => {
    if (createdId) void runCheck(createdId);
  }, [createdId, runCheck]);

  const next = () => {
    const problems = stepErrors(active, draft, template, t);
    setErrors(problems);
    if (problems.length === 0) setActive((s) => s + 1);
  };

  const create = async () => {
    const built = buildSpec(draft, template, t);
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
    setUpload(null);
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
      setErrors([errorText(e, t)]);
    } finally {
      setCreating(false);
    }
  };

  const scheduling = draft.scheduled;
  const title = created ? t("wizard-title-campaign", { campaign: created.spec.name }) : t("wizard-title-new");
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
        <Stepper.Step label={t("wizard-step-template")} description={t("wizard-step-template-description")}>
          <TemplateStep draft={draft} setDraft={setDraft} templates={templates} />
          <ErrorList testId="wizard-error" mt="md" errors={errors} />
        </Stepper.Step>
        <Stepper.Step label={t("wizard-step-audience")} description={t("wizard-step-audience-description")}>
          <AudienceStep
            draft={draft}
            setDraft={setDraft}
            lists={lists}
            tags={tags}
            template={template}
            columns={columns.names}
          />
          <ErrorList testId="wizard-error" mt="md" errors={errors} />
        </Stepper.Step>
        <Stepper.Step label={t("wizard-step-values")} description={t("wizard-step-values-description")}>
          <ValuesStep
            draft={draft}
            setDraft={setDraft}
            template={template}
            otherLanguages={otherLanguages(templates ?? [], template)}
            columns={columns}
            errors={errors}
          />
        </Stepper.Step>
        <Stepper.Step
          label={t("wizard-step-check")}
          description={t("wizard-step-check-description")}
          allowStepSelect={!!created}
        >
          {created && (
            <CheckStep
              campaignId={created.id}
              templateLanguage={created.spec.template_language}
              check={check}
              checking={checking}
              error={checkError?.text ?? null}
              errorSaid={checkError?.said ?? false}
              onRecheck={() => void runCheck(created.id)}
            />
          )}
        </Stepper.Step>
        <Stepper.Step
          label={created?.state === "scheduled" ? t("wizard-step-schedule") : t("wizard-step-launch")}
          description={t("wizard-step-send-description")}
          allowStepSelect={!!created && !!check}
        >
          {created && (
            <LaunchStep campaign={created} check={check} onDone={(s) => onFinished(created, s)} />
          )}
        </Stepper.Step>
      </Stepper>

      {creating && upload && upload.total > 0 && (
        <Stack gap={4} mt="md" data-testid="wizard-upload">
          <Progress
            value={(100 * Math.min(upload.sent, upload.total)) / upload.total}
            animated={upload.sent < upload.total}
            striped
            aria-label={t("wizard-upload-progress", {
              sent: fileSize(Math.min(upload.sent, upload.total)),
              total: fileSize(upload.total),
              percent: percent(Math.min(upload.sent, upload.total), upload.total),
            })}
          />
          <Text size="sm">
            {t("wizard-upload-progress", {
              sent: fileSize(Math.min(upload.sent, upload.total)),
              total: fileSize(upload.total),
              percent: percent(Math.min(upload.sent, upload.total), upload.total),
            })}
          </Text>
        </Stack>
      )}

      <Group justify="space-between" mt="xl">
        <Group gap="xs">
          {active > 0 && (
            <Button variant="default" onClick={() => setActive((s) => s - 1)} data-testid="wizard-back">
              {t("wizard-back")}
            </Button>
          )}
          {created && active < CHECK_STEP && (
            <Text size="xs" c="dimmed" maw={420}>
              {t("wizard-saved-changes")}
            </Text>
          )}
          {created && active >= CHECK_STEP && (
            <Text size="xs" c="dimmed" maw={420}>
              {created.state === "scheduled" ? t("wizard-saved-scheduled") : t("wizard-saved-draft")}
            </Text>
          )}
        </Group>
        <Group gap="xs">
          {active < 2 && (
            <Button onClick={next} data-testid="wizard-next">
              {t("wizard-next")}
            </Button>
          )}
          {active === 2 && (
            <Button loading={creating} onClick={create} data-testid="campaign-create">
              {scheduling ? t("wizard-create-and-schedule") : t("wizard-create")}
            </Button>
          )}
          {active === CHECK_STEP && (
            <Button disabled={!check} onClick={() => setActive(4)} data-testid="wizard-next">
              {created?.state === "scheduled" ? t("wizard-next-schedule") : t("wizard-next-launch")}
            </Button>
          )}
        </Group>
      </Group>
    </Modal>
  );
}
