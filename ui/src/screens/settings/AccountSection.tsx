import {
  Anchor,
  Button,
  Card,
  Collapse,
  Group,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { IconChevronDown, IconChevronRight } from "@tabler/icons-react";
import { useEffect, useState } from "react";

import { api, toPacerError } from "../../api";
import type { Account } from "../../bindings/Account";
import type { AccountInput } from "../../bindings/AccountInput";
import type { Mode } from "../../bindings/Mode";
import { showDone, showError } from "../../notify";
import { Confirm } from "../../components/Confirm";
import { ConnectionResult, type AccountOutcome } from "./ConnectionResult";

/** Meta's Graph API address (pacer_cloud::DEFAULT_BASE_URL). */
export const DEFAULT_GRAPH_URL = "https://graph.facebook.com";
/** The Graph API version Pacer speaks (pacer_cloud::DEFAULT_API_VERSION). */
export const DEFAULT_API_VERSION = "v25.0";

const KEPT = "stored in your keyring — leave empty to keep";

type Fields = {
  phone_number_id: string;
  waba_id: string;
  access_token: string;
  app_secret: string;
  verify_token: string;
  graph_url: string;
  api_version: string;
};

function fieldsFrom(account: Account | null): Fields {
  return {
    phone_number_id: account?.phone_number_id ?? "",
    waba_id: account?.waba_id ?? "",
    access_token: "",
    app_secret: "",
    verify_token: "",
    graph_url: account?.graph_url ?? DEFAULT_GRAPH_URL,
    api_version: account?.api_version ?? DEFAULT_API_VERSION,
  };
}

function toInput(f: Fields): AccountInput {
  return {
    phone_number_id: f.phone_number_id.trim(),
    waba_id: f.waba_id.trim(),
    graph_url: f.graph_url.trim() || DEFAULT_GRAPH_URL,
    api_version: f.api_version.trim() || DEFAULT_API_VERSION,
    access_token: f.access_token.trim(),
    app_secret: f.app_secret.trim(),
    verify_token: f.verify_token.trim(),
  };
}

type Errors = Partial<Record<keyof Fields, string>>;

function check(f: Fields, stored: boolean, connecting: boolean): Errors {
  const errors: Errors = {};
  if (!f.phone_number_id.trim()) {
    errors.phone_number_id = "Paste the phone number id first (WhatsApp Manager → Phone numbers).";
  }
  if (!f.waba_id.trim()) {
    errors.waba_id = "Paste the WhatsApp Business Account id first (App Dashboard → WhatsApp → API Setup).";
  }
  if (!stored && !f.access_token.trim()) {
    errors.access_token = "Paste the access token first (Meta Business Manager → System users → Generate token).";
  }
  if (connecting && !stored && !f.app_secret.trim()) {
    errors.app_secret =
      "Paste the app secret too (App Dashboard → Settings → Basic): Pacer uses it to check that delivery updates really come from Meta.";
  }
  return errors;
}

/** Settings → Meta account: test, connect, and switch between live and the demo. */
export function AccountSection({
  account,
  mode,
  onChanged,
}: {
  account: Account | null;
  mode: Mode;
  onChanged: () => void;
}) {
  const [fields, setFields] = useState<Fields>(() => fieldsFrom(account));
  const [errors, setErrors] = useState<Errors>({});
  const [advanced, setAdvanced] = useState(false);
  const [outcome, setOutcome] = useState<AccountOutcome | null>(null);
  const [busy, setBusy] = useState<"test" | "connect" | "mode" | null>(null);
  const [asking, setAsking] = useState(false);
  const stored = account !== null;

  useEffect(() => {
    setFields(fieldsFrom(account));
  }, [account]);

  const set = (key: keyof Fields) => (e: { currentTarget: HTMLInputElement }) => {
    const value = e.currentTarget.value;
    setFields((f) => ({ ...f, [key]: value }));
    setErrors((errs) => ({ ...errs, [key]: undefined }));
  };

  const test = async () => {
    const found = check(fields, stored, false);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy("test");
    setOutcome(null);
    try {
      setOutcome({ kind: "test", test: await api.testConnection(toInput(fields)) });
    } catch (e) {
      const err = toPacerError(e);
      setOutcome({ kind: "error", message: err.message, details: err.details });
    } finally {
      setBusy(null);
    }
  };

  const askConnect = () => {
    const found = check(fields, stored, true);
    setErrors(found);
    if (Object.keys(found).length === 0) setAsking(true);
  };

  const connect = async () => {
    setBusy("connect");
    try {
      await api.connectAccount(toInput(fields));
      setAsking(false);
      setOutcome(null);
      showDone("Pacer now sends through your Meta account. The demo's data stays in the demo.", "Connected: live");
      onChanged();
    } catch (e) {
      const err = toPacerError(e);
      setAsking(false);
      setOutcome({ kind: "error", message: err.message, details: err.details });
    } finally {
      setBusy(null);
    }
  };

  const switchMode = async (to: Mode) => {
    setBusy("mode");
    try {
      if (to === "demo") {
        await api.useDemo();
        showDone("You're in the demo: nothing reaches real phones. Your Meta account stays connected for later.");
      } else {
        await api.useLive();
        showDone("Pacer sends through your Meta account again.", "Live");
      }
      onChanged();
    } catch (e) {
      showError(e, to === "demo" ? "Pacer couldn't switch to the demo" : "Pacer couldn't switch to live");
    } finally {
      setBusy(null);
    }
  };

  return (
    <Card withBorder id="settings-account" data-testid="settings-account">
      <Group justify="space-between" mb="xs">
        <Title order={3}>Meta account</Title>
        {mode === "live" ? (
          <Button variant="default" onClick={() => switchMode("demo")} loading={busy === "mode"} data-testid="use-demo">
            Use the demo
          </Button>
        ) : (
          stored && (
            <Button variant="default" onClick={() => switchMode("live")} loading={busy === "mode"} data-testid="use-live">
              Switch to live
            </Button>
          )
        )}
      </Group>
      <Text size="sm" c="dimmed" mb="md">
        {mode === "live"
          ? `Pacer sends real messages through phone number id ${account?.phone_number_id ?? "—"}. Change a value below and connect again to update it.`
          : stored
            ? "A Meta account is connected, but you're using the demo. Switch to live to send real messages."
            : "You're using the demo. Fill in your Meta account's details to send real messages: you find them in Meta Business Manager and the App Dashboard (developers.facebook.com → your app)."}
      </Text>
      <Stack gap="sm">
        <SimpleGrid cols={2} spacing="md">
          <TextInput
            label="Phone number id"
            description="WhatsApp Manager → Phone numbers, or App Dashboard → WhatsApp → API Setup"
            value={fields.phone_number_id}
            onChange={set("phone_number_id")}
            error={errors.phone_number_id}
            data-testid="account-phone-number-id"
            autoComplete="off"
          />
          <TextInput
            label="WhatsApp Business Account id (WABA id)"
            description="App Dashboard → WhatsApp → API Setup, under the phone number id"
            value={fields.waba_id}
            onChange={set("waba_id")}
            error={errors.waba_id}
            data-testid="account-waba-id"
            autoComplete="off"
          />
          <PasswordInput
            label="Access token"
            description="Business Settings → Users → System users → Generate new token (WhatsApp permissions)"
            placeholder={stored ? KEPT : "Paste the system user's token"}
            value={fields.access_token}
            onChange={set("access_token")}
            error={errors.access_token}
            data-testid="account-access-token"
            autoComplete="off"
            visibilityToggleButtonProps={{ "aria-label": "Show or hide the access token" }}
          />
          <PasswordInput
            label="App secret"
            description="App Dashboard → App settings → Basic → App secret; proves updates come from Meta"
            placeholder={stored ? KEPT : "Paste the app secret"}
            value={fields.app_secret}
            onChange={set("app_secret")}
            error={errors.app_secret}
            data-testid="account-app-secret"
            autoComplete="off"
            visibilityToggleButtonProps={{ "aria-label": "Show or hide the app secret" }}
          />
          <TextInput
            label="Verify token"
            description="Any word you choose; Meta uses it to check the delivery-updates address"
            placeholder={stored ? KEPT : "e.g. pacer-2f9c"}
            value={fields.verify_token}
            onChange={set("verify_token")}
            data-testid="account-verify-token"
            autoComplete="off"
          />
        </SimpleGrid>
        <div>
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => setAdvanced((a) => !a)}
            aria-expanded={advanced}
            data-testid="account-advanced"
          >
            <Group gap={4}>
              {advanced ? <IconChevronDown size={14} /> : <IconChevronRight size={14} />}
              Advanced: Graph API address and version
            </Group>
          </Anchor>
          <Collapse expanded={advanced}>
            <SimpleGrid cols={2} spacing="md" mt="xs">
              <TextInput
                label="Graph API address"
                description={`Meta's is ${DEFAULT_GRAPH_URL}; change it only to test against a simulator`}
                value={fields.graph_url}
                onChange={set("graph_url")}
                data-testid="account-graph-url"
              />
              <TextInput
                label="API version"
                description={`Pacer is built for ${DEFAULT_API_VERSION}`}
                value={fields.api_version}
                onChange={set("api_version")}
                data-testid="account-api-version"
              />
            </SimpleGrid>
          </Collapse>
        </div>
        <Group>
          <Button variant="default" onClick={test} loading={busy === "test"} data-testid="account-test">
            Test connection
          </Button>
          <Button onClick={askConnect} loading={busy === "connect"} data-testid="account-connect">
            {mode === "live" ? "Save and reconnect" : "Connect and switch to live"}
          </Button>
        </Group>
        <Text size="xs" c="dimmed">
          Testing only reads from Meta: nothing is saved or sent. Secrets go to this computer's keyring,
          never to a file, and are never shown again.
        </Text>
        {outcome && <ConnectionResult outcome={outcome} />}
      </Stack>
      <Confirm
        opened={asking}
        title={mode === "live" ? "Reconnect with these details?" : "Switch to live?"}
        confirmLabel={mode === "live" ? "Reconnect" : "Connect and switch to live"}
        busy={busy === "connect"}
        testId="account-connect-confirm"
        onConfirm={connect}
        onCancel={() => setAsking(false)}
      >
        <Stack gap="xs">
          <Text size="sm">
            Pacer first tests the account, then stores the secrets in your keyring and switches to live.
          </Text>
          <Text size="sm">
            In live mode, campaigns and OTPs send <b>real WhatsApp messages to real customers</b>, and Meta
            charges your account for them.
          </Text>
          <Text size="sm">
            The demo's contacts, campaigns and reports stay in the demo: live starts with its own, empty data.
            You can go back with "Use the demo" at any time.
          </Text>
        </Stack>
      </Confirm>
    </Card>
  );
}
