// Settings → Share with the office: this Pacer as the office's one sender (docs/office.md).
// The switch, name and port are part of the settings form (saved with the rest, which restarts
// the engine); what the running office listener shows — its fingerprint, a pairing code, the
// people and who did what — comes from the running Pacer.
import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { type ReactNode, useCallback, useEffect, useState } from "react";

import { api, toPacerError } from "../../api";
import type { Desk } from "../../bindings/Desk";
import type { Entry } from "../../bindings/Entry";
import type { OfficeView } from "../../bindings/OfficeView";
import type { PairingView } from "../../bindings/PairingView";
import type { Role } from "../../bindings/Role";
import { errorMessage } from "../../common/errors";
import { dateTime } from "../../format";
import { useT, type PlainMessageId } from "../../i18n/I18n";
import { CopyIcon } from "./CopyIcon";
import { Fingerprint } from "./Fingerprint";
import { ROLE_WORDS } from "./officeWords";
import type { DraftProps } from "./SendingSection";

const ROLES: readonly Role[] = ["owner", "staff", "viewer", "system"];
/** The roles a desk can be paired as, the usual one first. */
const PAIRING_ROLES: readonly Role[] = ["staff", "viewer", "owner"];

const ACTION_WORDS: Record<Entry["action"], PlainMessageId> = {
  campaign_launched: "audit-action-campaign-launched",
  campaign_paused: "audit-action-campaign-paused",
  campaign_resumed: "audit-action-campaign-resumed",
  campaign_cancelled: "audit-action-campaign-cancelled",
  campaign_created: "audit-action-campaign-created",
  campaign_edited: "audit-action-campaign-edited",
  campaign_deleted: "audit-action-campaign-deleted",
  contacts_imported: "audit-action-contacts-imported",
  opted_out: "audit-action-opted-out",
  opted_in: "audit-action-opted-in",
  reply_sent: "audit-action-reply-sent",
  settings_changed: "audit-action-settings-changed",
  template_created: "audit-action-template-created",
  template_edited: "audit-action-template-edited",
  template_deleted: "audit-action-template-deleted",
  rate_card_loaded: "audit-action-rate-card-loaded",
  desk_paired: "audit-action-desk-paired",
  desk_revoked: "audit-action-desk-revoked",
  role_changed: "audit-action-role-changed",
  system_key_made: "audit-action-system-key-made",
};

/** Settings → Share with the office. */
export function OfficeSection({ draft, errors, change }: DraftProps) {
  const t = useT();
  return (
    <Card withBorder id="settings-office" data-testid="settings-office">
      <Title order={3} mb="xs">
        {t("office-title")}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t("office-description")}
      </Text>
      <Switch
        label={t("office-share")}
        checked={draft.share_with_office}
        onChange={(e) => change({ share_with_office: e.currentTarget.checked })}
        data-testid="settings-office-share"
      />
      {draft.share_with_office && (
        <SimpleGrid cols={2} spacing="md" mt="md">
          <TextInput
            label={t("office-name")}
            value={draft.office_name}
            onChange={(e) => change({ office_name: e.currentTarget.value })}
            error={errors.office_name}
            data-testid="settings-office-name"
          />
          <NumberInput
            label={t("office-port")}
            value={draft.office_port}
            onChange={(v) => change({ office_port: v })}
            error={errors.office_port}
            min={1}
            max={65_535}
            allowDecimal={false}
            data-testid="settings-office-port"
          />
          <Switch
            label={t("office-announce")}
            description={t("office-announce-help")}
            checked={draft.announce_office}
            onChange={(e) => change({ announce_office: e.currentTarget.checked })}
            data-testid="settings-office-announce"
            style={{ gridColumn: "1 / -1" }}
          />
        </SimpleGrid>
      )}
      <RunningOffice wanted={draft.share_with_office} />
    </Card>
  );
}

/** The same people and log on an owner's desk, asked of the office Pacer it works with. */
export function OfficeFromDesk({ office }: { office: string }) {
  const t = useT();
  return (
    <Card withBorder id="settings-office" data-testid="settings-office-from-desk">
      <Title order={3} mb="xs">
        {t("office-from-desk-title")}
      </Title>
      <Text size="sm" c="dimmed">
        {t("office-from-desk-description", { office })}
      </Text>
      <RunningOffice wanted />
    </Card>
  );
}

/** What the running office listener shows, or why there is none yet. */
function RunningOffice({ wanted }: { wanted: boolean }) {
  const t = useT();
  const [view, setView] = useState<OfficeView | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    api
      .officeView()
      .then(setView)
      .catch((e: unknown) => setProblem(errorMessage(toPacerError(e), t)));
  }, [t]);
  if (problem) {
    return (
      <Alert color="red" mt="md" data-testid="settings-office-problem">
        {problem}
      </Alert>
    );
  }
  if (!view) return null;
  if (!view.shared) {
    return wanted ? (
      <Text size="sm" mt="md" data-testid="settings-office-save-to-share">
        {t("office-not-running")}
      </Text>
    ) : null;
  }
  return (
    <Stack gap="md" mt="md">
      <PairDesk>
        <TextInput
          label={t("office-fingerprint")}
          description={t("office-fingerprint-help", { port: String(view.port ?? "") })}
          value={view.fingerprint ?? ""}
          readOnly
          dir="ltr"
          translate="no"
          style={{ flex: 1 }}
          data-testid="settings-office-fingerprint"
          rightSection={<CopyIcon value={view.fingerprint ?? ""} label={t("office-fingerprint-copy")} />}
        />
      </PairDesk>
      <People />
      <WhoDidWhat />
    </Stack>
  );
}

/** "Pair a desk" beside the fingerprint (`children`): a code for one desk, shown below them
 * until closed. */
function PairDesk({ children }: { children: ReactNode }) {
  const t = useT();
  const [pairing, setPairing] = useState<PairingView | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // What the next desk may do, chosen before its code is shown (a system key is made with its
  // own button below, not by pairing).
  const [role, setRole] = useState<Role>("staff");
  const open = async () => {
    setProblem(null);
    try {
      setPairing(await api.openPairingCode(role));
    } catch (e) {
      setProblem(errorMessage(toPacerError(e), t));
    }
  };
  const close = () => {
    setPairing(null);
    void api.closePairingCode();
  };
  return (
    <Stack gap={0}>
      <Group align="flex-end" wrap="nowrap">
        {children}
        <Select
          label={t("office-pair-role")}
          data={PAIRING_ROLES.map((r) => ({ value: r, label: t(ROLE_WORDS[r]) }))}
          value={role}
          allowDeselect={false}
          onChange={(chosen) => chosen && setRole(chosen as Role)}
          w={260}
          data-testid="settings-office-pair-role"
        />
        <Button onClick={() => void open()} data-testid="settings-office-pair">
          {t("office-pair")}
        </Button>
      </Group>
      {problem && (
        <Text c="red" size="sm" data-testid="settings-office-pair-problem">
          {problem}
        </Text>
      )}
      {pairing && (
        <Card withBorder mt="xs" data-testid="settings-office-pairing">
          <Stack gap="sm">
            <Title order={5}>{t("office-pairing-title")}</Title>
            <Text size="sm">{t("office-pairing-code")}</Text>
            <Text
              fz={40}
              fw={700}
              ta="center"
              dir="ltr"
              translate="no"
              style={{ letterSpacing: "0.1em" }}
              data-testid="settings-office-pairing-code"
            >
              {pairing.code}
            </Text>
            <Text size="sm" fw={500} ta="center" data-testid="settings-office-pairing-role">
              {t("office-pairing-as", { role: t(ROLE_WORDS[pairing.role]) })}
            </Text>
            <Text size="sm">{t("office-pairing-help")}</Text>
            <Fingerprint value={pairing.fingerprint} testId="settings-office-pairing-fingerprint" />
            <Group justify="flex-end">
              <Button variant="default" onClick={close} data-testid="settings-office-pairing-close">
                {t("office-pairing-close")}
              </Button>
            </Group>
          </Stack>
        </Card>
      )}
    </Stack>
  );
}

/** The desks and system keys: role, when last seen, and withdrawing one's access (asked first,
 * in its row: it cannot be undone — the desk must pair again with a new code). */
function People() {
  const t = useT();
  const [desks, setDesks] = useState<Desk[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // The desk whose withdrawal waits for a second click.
  const [revoking, setRevoking] = useState<number | null>(null);
  const act = useCallback(
    async (work: () => Promise<Desk[]>) => {
      setProblem(null);
      try {
        setDesks(await work());
      } catch (e) {
        setProblem(errorMessage(toPacerError(e), t));
      }
    },
    [t],
  );
  useEffect(() => {
    void act(() => api.officeDesks());
  }, [act]);
  const when = (at: number | null) => (at === null ? t("office-never") : dateTime(at));
  return (
    <Stack gap="xs">
      <Title order={4}>{t("office-people")}</Title>
      {problem && (
        <Text c="red" size="sm" data-testid="settings-office-people-problem">
          {problem}
        </Text>
      )}
      {desks !== null && desks.length === 0 && (
        <Text size="sm" c="dimmed" data-testid="settings-office-people-empty">
          {t("office-people-empty")}
        </Text>
      )}
      {desks !== null && desks.length > 0 && (
        <Table data-testid="settings-office-people">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("office-people-name")}</Table.Th>
              <Table.Th>{t("office-people-role")}</Table.Th>
              <Table.Th>{t("office-people-last-seen")}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {desks.map((desk) => (
              <Table.Tr key={desk.id} data-testid="settings-office-desk">
                <Table.Td>{desk.name}</Table.Td>
                <Table.Td>
                  <Select
                    size="xs"
                    aria-label={t("office-people-role")}
                    data={ROLES.map((role) => ({ value: role, label: t(ROLE_WORDS[role]) }))}
                    value={desk.role}
                    disabled={desk.revoked_at !== null}
                    allowDeselect={false}
                    onChange={(role) => role && void act(() => api.setDeskRole(desk.id, role as Role))}
                    data-testid="settings-office-desk-role"
                  />
                </Table.Td>
                <Table.Td>{when(desk.last_seen_at)}</Table.Td>
                <Table.Td>
                  {desk.revoked_at !== null ? (
                    <Badge color="gray" data-testid="settings-office-desk-revoked">
                      {t("office-revoked")}
                    </Badge>
                  ) : revoking === desk.id ? (
                    <Stack gap={4} data-testid="settings-office-desk-revoke-ask">
                      <Text size="xs" maw={260} data-testid="settings-office-desk-revoke-words">
                        {t("office-revoke-confirm", { desk: desk.name })}
                      </Text>
                      <Group gap="xs" wrap="nowrap">
                        <Button
                          size="xs"
                          color="red"
                          onClick={() => {
                            setRevoking(null);
                            void act(() => api.revokeDesk(desk.id));
                          }}
                          data-testid="settings-office-desk-revoke-confirm"
                        >
                          {t("office-revoke")}
                        </Button>
                        <Button
                          size="xs"
                          variant="default"
                          onClick={() => setRevoking(null)}
                          data-testid="settings-office-desk-revoke-cancel"
                        >
                          {t("common-cancel")}
                        </Button>
                      </Group>
                    </Stack>
                  ) : (
                    <Button
                      size="xs"
                      color="red"
                      variant="light"
                      onClick={() => setRevoking(desk.id)}
                      data-testid="settings-office-desk-revoke"
                    >
                      {t("office-revoke")}
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}

/** Who did what, newest first, and all of it as CSV. */
function WhoDidWhat() {
  const t = useT();
  const [entries, setEntries] = useState<Entry[] | null>(null);
  const [note, setNote] = useState<string | null>(null);
  useEffect(() => {
    api
      .auditLog(null)
      .then(setEntries)
      .catch((e: unknown) => setNote(errorMessage(toPacerError(e), t)));
  }, [t]);
  const exportLog = async () => {
    try {
      const path = await api.exportAuditLog();
      if (path) setNote(t("office-audit-exported", { path }));
    } catch (e) {
      setNote(errorMessage(toPacerError(e), t));
    }
  };
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Title order={4}>{t("office-audit")}</Title>
        <Button size="xs" variant="default" onClick={() => void exportLog()} data-testid="settings-office-audit-export">
          {t("office-audit-export")}
        </Button>
      </Group>
      {note && (
        <Text size="sm" data-testid="settings-office-audit-note">
          {note}
        </Text>
      )}
      {entries !== null && entries.length === 0 && (
        <Text size="sm" c="dimmed" data-testid="settings-office-audit-empty">
          {t("office-audit-empty")}
        </Text>
      )}
      {entries !== null && entries.length > 0 && (
        <Table data-testid="settings-office-audit">
          <Table.Tbody>
            {entries.map((entry) => (
              <Table.Tr key={entry.id} data-testid="settings-office-audit-entry">
                <Table.Td>{dateTime(entry.at)}</Table.Td>
                <Table.Td>{entry.who}</Table.Td>
                <Table.Td>{t(ACTION_WORDS[entry.action])}</Table.Td>
                <Table.Td dir="auto">{entry.subject ?? ""}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
