// Settings → Connect to the office's Pacer: this PC as a desk of the office's one sender
// (docs/office.md). Pairing goes look → compare → code: the office Pacers found on the network
// (or an address typed), the certificate the chosen one shows — compared by eye with the office
// PC's screen — and only then the code it shows. Once paired, the section says whose desk this
// is and offers to leave. Nothing here is part of the settings form: pairing and leaving save
// the settings themselves (`desk_of`) and restart Pacer, and the screen reads them again.
import { Alert, Button, Card, Group, Loader, SimpleGrid, Stack, Table, Text, TextInput, Title } from "@mantine/core";
import { IconFingerprint, IconPlugConnected, IconSearch } from "@tabler/icons-react";
import { useRef, useState } from "react";

import { api, toPacerError, type PacerError } from "../../api";
import { useAppInfo, useSetAppInfo } from "../../appInfo";
import type { DeskView } from "../../bindings/DeskView";
import type { OfficeCertificate } from "../../bindings/OfficeCertificate";
import type { OfficeFound } from "../../bindings/OfficeFound";
import { ErrorNote } from "../../components/ErrorNote";
import { useT } from "../../i18n/I18n";
import { Fingerprint } from "./Fingerprint";
import { ROLE_WORDS } from "./officeWords";

type Props = {
  /** This PC shares its own Pacer with the office (as saved): it cannot also be a desk. */
  shared: boolean;
  /** Pairing or leaving changed the saved settings: read them again. */
  onChanged: () => void;
};

/** Settings → Connect to the office's Pacer. */
export function DeskSection({ shared, onChanged }: Props) {
  const t = useT();
  const desk = useAppInfo()?.desk ?? null;
  return (
    <Card withBorder id="settings-desk" data-testid="settings-desk">
      <Title order={3} mb="xs">
        {t("desk-title")}
      </Title>
      {desk ? (
        <Connected desk={desk} onChanged={onChanged} />
      ) : (
        <>
          <Text size="sm" c="dimmed" mb="md">
            {t("desk-description")}
          </Text>
          {/* The office refuses to pair a PC that shares itself; saying so beats a form that
              can only fail. */}
          {shared ? (
            <Text size="sm" data-testid="settings-desk-shared-here">
              {t("desk-shared-here")}
            </Text>
          ) : (
            <Pair onChanged={onChanged} />
          )}
        </>
      )}
    </Card>
  );
}

/** Finding the office, comparing its fingerprint, and pairing with its code. */
function Pair({ onChanged }: { onChanged: () => void }) {
  const t = useT();
  const setInfo = useSetAppInfo();
  const [finding, setFinding] = useState(false);
  const [found, setFound] = useState<OfficeFound[] | null>(null);
  const [address, setAddress] = useState("");
  // The office found on the network whose address is in the field: its name and announced
  // fingerprint prefix go with the pairing. Typing another address forgets it.
  const [chosen, setChosen] = useState<OfficeFound | null>(null);
  const [certificate, setCertificate] = useState<OfficeCertificate | null>(null);
  const [looking, setLooking] = useState(false);
  const [code, setCode] = useState("");
  const [deskName, setDeskName] = useState("");
  const [connecting, setConnecting] = useState(false);
  const [problem, setProblem] = useState<PacerError | null>(null);
  // The address as it is now: a look answered for an address since edited is not shown.
  const current = useRef(address);

  const changeAddress = (next: string, office: OfficeFound | null) => {
    current.current = next;
    setAddress(next);
    setChosen(office);
    setCertificate(null);
    setProblem(null);
  };

  const find = async () => {
    setFinding(true);
    setProblem(null);
    try {
      setFound(await api.findOffices());
    } catch (e) {
      setProblem(toPacerError(e));
    } finally {
      setFinding(false);
    }
  };

  const look = async () => {
    const asked = address;
    if (asked.trim() === "") return;
    setLooking(true);
    setProblem(null);
    setCertificate(null);
    try {
      const seen = await api.lookAtOffice(asked.trim());
      if (current.current === asked) setCertificate(seen);
    } catch (e) {
      if (current.current === asked) setProblem(toPacerError(e));
    } finally {
      setLooking(false);
    }
  };

  const connect = async () => {
    if (!certificate) return;
    setConnecting(true);
    setProblem(null);
    try {
      const info = await api.connectToOffice({
        address: certificate.address,
        fingerprint: certificate.fingerprint,
        code: code.trim(),
        desk_name: deskName.trim(),
        office_name: chosen?.name ?? null,
        announced_prefix: chosen?.fingerprint_prefix ?? null,
      });
      setInfo(info);
      onChanged();
    } catch (e) {
      setProblem(toPacerError(e));
    } finally {
      setConnecting(false);
    }
  };

  return (
    <Stack gap="md">
      <Group gap="sm">
        <Button
          variant="default"
          leftSection={<IconSearch size={16} />}
          loading={finding}
          onClick={() => void find()}
          data-testid="settings-desk-find"
        >
          {t("desk-find")}
        </Button>
        {finding && (
          <Group gap="xs" data-testid="settings-desk-finding">
            <Loader size="xs" />
            <Text size="sm" c="dimmed">
              {t("desk-finding")}
            </Text>
          </Group>
        )}
      </Group>
      {!finding && found !== null && found.length === 0 && (
        <Text size="sm" c="dimmed" data-testid="settings-desk-found-none">
          {t("desk-found-none")}
        </Text>
      )}
      {!finding && found !== null && found.length > 0 && (
        <Table data-testid="settings-desk-found">
          <Table.Tbody>
            {found.map((office) => (
              <Table.Tr key={`${office.address} ${office.fingerprint_prefix}`} data-testid="settings-desk-office">
                <Table.Td translate="no" dir="auto">
                  {office.name}
                </Table.Td>
                <Table.Td translate="no" dir="ltr">
                  {office.address}
                </Table.Td>
                <Table.Td translate="no" dir="ltr" ff="monospace">
                  {office.fingerprint_prefix}
                </Table.Td>
                <Table.Td>
                  <Button
                    size="xs"
                    variant="light"
                    onClick={() => changeAddress(office.address, office)}
                    data-testid="settings-desk-use"
                  >
                    {t("desk-found-use")}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Group align="flex-end" wrap="nowrap">
        <TextInput
          label={t("desk-address")}
          placeholder="https://192.168.1.20:8093"
          value={address}
          onChange={(e) => changeAddress(e.currentTarget.value, null)}
          onKeyDown={(e) => {
            if (e.key === "Enter") void look();
          }}
          dir="ltr"
          translate="no"
          autoComplete="off"
          spellCheck={false}
          style={{ flex: 1 }}
          data-testid="settings-desk-address"
        />
        <Button
          leftSection={<IconFingerprint size={16} />}
          loading={looking}
          disabled={address.trim() === ""}
          onClick={() => void look()}
          data-testid="settings-desk-look"
        >
          {t("desk-look")}
        </Button>
      </Group>
      {certificate && (
        <Stack gap="sm" data-testid="settings-desk-certificate">
          <Text size="sm">{t("desk-compare")}</Text>
          <Fingerprint value={certificate.fingerprint} testId="settings-desk-fingerprint" />
          <SimpleGrid cols={2} spacing="md">
            <TextInput
              label={t("desk-code")}
              value={code}
              onChange={(e) => {
                setCode(e.currentTarget.value);
                setProblem(null);
              }}
              dir="ltr"
              autoComplete="off"
              data-testid="settings-desk-code"
            />
            <TextInput
              label={t("desk-name")}
              value={deskName}
              onChange={(e) => setDeskName(e.currentTarget.value)}
              dir="auto"
              autoComplete="off"
              data-testid="settings-desk-name"
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button
              leftSection={<IconPlugConnected size={16} />}
              loading={connecting}
              disabled={code.trim() === ""}
              onClick={() => void connect()}
              data-testid="settings-desk-connect"
            >
              {t("desk-connect")}
            </Button>
          </Group>
        </Stack>
      )}
      {problem && (
        <div data-testid="settings-desk-problem">
          <ErrorNote error={problem} title={t("common-error-title")} />
        </div>
      )}
    </Stack>
  );
}

/** Whose desk this PC is, and leaving the office (asked first, right here). */
function Connected({ desk, onChanged }: { desk: DeskView; onChanged: () => void }) {
  const t = useT();
  const setInfo = useSetAppInfo();
  const [asking, setAsking] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const [problem, setProblem] = useState<PacerError | null>(null);

  const leave = async () => {
    setLeaving(true);
    setProblem(null);
    try {
      const info = await api.leaveOffice();
      setAsking(false);
      setInfo(info);
      onChanged();
    } catch (e) {
      setProblem(toPacerError(e));
    } finally {
      setLeaving(false);
    }
  };

  return (
    <Stack gap="md">
      <Text size="sm" data-testid="settings-desk-connected">
        {t("desk-connected", { office: desk.office_name, address: desk.address, desk: desk.desk_name })}
      </Text>
      {desk.role && (
        <Stack gap={2}>
          <Text size="sm" c="dimmed">
            {t("office-people-role")}
          </Text>
          <Text size="sm" data-testid="settings-desk-role">
            {t(ROLE_WORDS[desk.role])}
          </Text>
        </Stack>
      )}
      <Stack gap={4}>
        <Text size="sm" c="dimmed">
          {t("office-fingerprint")}
        </Text>
        <Fingerprint value={desk.fingerprint} testId="settings-desk-pinned" />
      </Stack>
      {asking ? (
        <Alert color="red" variant="light" data-testid="settings-desk-leave-ask">
          <Stack gap="sm">
            <Text size="sm">{t("desk-leave-confirm")}</Text>
            <Group justify="flex-end">
              <Button
                variant="default"
                disabled={leaving}
                onClick={() => setAsking(false)}
                data-testid="settings-desk-leave-cancel"
              >
                {t("desk-leave-cancel")}
              </Button>
              <Button color="red" loading={leaving} onClick={() => void leave()} data-testid="settings-desk-leave-confirm">
                {t("desk-leave")}
              </Button>
            </Group>
          </Stack>
        </Alert>
      ) : (
        <Group>
          <Button
            color="red"
            variant="light"
            onClick={() => {
              setProblem(null);
              setAsking(true);
            }}
            data-testid="settings-desk-leave"
          >
            {t("desk-leave")}
          </Button>
        </Group>
      )}
      {problem && (
        <div data-testid="settings-desk-problem">
          <ErrorNote error={problem} title={t("common-error-title")} />
        </div>
      )}
    </Stack>
  );
}
