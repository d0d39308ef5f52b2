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
import { useT, type T } from "../../i18n/I18n";
import { showDone, showError } from "../../notify";
import { errorMessage } from "../../common/errors";
import { Confirm } from "../../components/Confirm";
import { ConnectionResult, type AccountOutcome } from "./ConnectionResult";

/** Meta's Graph API address (pacer_cloud::DEFAULT_BASE_URL). */
export const DEFAULT_GRAPH_URL = "https://graph.facebook.com";
/** The Graph API version Pacer speaks (pacer_cloud::DEFAULT_API_VERSION). */
export const DEFAULT_API_VERSION = "v25.0";

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

function check(t: T, f: Fields, stored: boolean, connecting: boolean): Errors {
  const errors: Errors = {};
  if (!f.phone_number_id.trim()) {
    errors.phone_number_id = t("settings-account-error-phone-number-id");
  }
  if (!f.waba_id.trim()) {
    errors.waba_id = t("settings-account-error-waba-id");
  }
  if (!stored && !f.access_token.trim()) {
    errors.access_token = t("settings-account-error-access-token");
  }
  if (connecting && !stored && !f.app_secret.trim()) {
    errors.app_secret = t("settings-account-error-app-secret");
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
  const t = useT();
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
    const found = check(t, fields, stored, false);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy("test");
    setOutcome(null);
    try {
      setOutcome({ kind: "test", test: await api.testConnection(toInput(fields)) });
    } catch (e) {
      const err = toPacerError(e);
      setOutcome({ kind: "error", message: errorMessage(err, t), details: err.details, ours: Boolean(err.said) });
    } finally {
      setBusy(null);
    }
  };

  const askConnect = () => {
    const found = check(t, fields, stored, true);
    setErrors(found);
    if (Object.keys(found).length === 0) setAsking(true);
  };

  const connect = async () => {
    setBusy("connect");
    try {
      await api.connectAccount(toInput(fields));
      setAsking(false);
      setOutcome(null);
      showDone(t("settings-account-connected"), t("settings-account-connected-title"));
      onChanged();
    } catch (e) {
      const err = toPacerError(e);
      setAsking(false);
      setOutcome({ kind: "error", message: errorMessage(err, t), details: err.details, ours: Boolean(err.said) });
    } finally {
      setBusy(null);
    }
  };

  const switchMode = async (to: Mode) => {
    setBusy("mode");
    try {
      if (to === "demo") {
        await api.useDemo();
        showDone(t("settings-account-now-demo"), t("settings-done-title"));
      } else {
        await api.useLive();
        showDone(t("settings-account-now-live"), t("settings-account-now-live-title"));
      }
      onChanged();
    } catch (e) {
      showError(e, to === "demo" ? t("settings-account-demo-failed") : t("settings-account-live-failed"));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Card withBorder id="settings-account" data-testid="settings-account">
      <Group justify="space-between" mb="xs">
        <Title order={3}>{t("settings-account-title")}</Title>
        {mode === "live" ? (
          <Button variant="default" onClick={() => switchMode("demo")} loading={busy === "mode"} data-testid="use-demo">
            {t("settings-account-use-demo")}
          </Button>
        ) : (
          stored && (
            <Button variant="default" onClick={() => switchMode("live")} loading={busy === "mode"} data-testid="use-live">
              {t("settings-account-use-live")}
            </Button>
          )
        )}
      </Group>
      <Text size="sm" c="dimmed" mb="md">
        {mode === "live"
          ? t("settings-account-intro-live", { id: account?.phone_number_id ?? "—" })
          : stored
            ? t("settings-account-intro-demo-connected")
            : t("settings-account-intro-demo")}
      </Text>
      <Stack gap="sm">
        <SimpleGrid cols={2} spacing="md">
          <TextInput
            label={t("settings-account-phone-number-id")}
            description={t("settings-account-phone-number-id-where")}
            value={fields.phone_number_id}
            onChange={set("phone_number_id")}
            error={errors.phone_number_id}
            data-testid="account-phone-number-id"
            autoComplete="off"
          />
          <TextInput
            label={t("settings-account-waba-id")}
            description={t("settings-account-waba-id-where")}
            value={fields.waba_id}
            onChange={set("waba_id")}
            error={errors.waba_id}
            data-testid="account-waba-id"
            autoComplete="off"
          />
          <PasswordInput
            label={t("settings-account-access-token")}
            description={t("settings-account-access-token-where")}
            placeholder={stored ? t("settings-account-kept") : t("settings-account-access-token-placeholder")}
            value={fields.access_token}
            onChange={set("access_token")}
            error={errors.access_token}
            data-testid="account-access-token"
            autoComplete="off"
            visibilityToggleButtonProps={{ "aria-label": t("settings-account-access-token-show") }}
          />
          <PasswordInput
            label={t("settings-account-app-secret")}
            description={t("settings-account-app-secret-where")}
            placeholder={stored ? t("settings-account-kept") : t("settings-account-app-secret-placeholder")}
            value={fields.app_secret}
            onChange={set("app_secret")}
            error={errors.app_secret}
            data-testid="account-app-secret"
            autoComplete="off"
            visibilityToggleButtonProps={{ "aria-label": t("settings-account-app-secret-show") }}
          />
          <TextInput
            label={t("settings-account-verify-token")}
            description={t("settings-account-verify-token-where")}
            placeholder={stored ? t("settings-account-kept") : t("settings-example", { example: "pacer-2f9c" })}
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
              {t("settings-account-advanced")}
            </Group>
          </Anchor>
          <Collapse expanded={advanced}>
            <SimpleGrid cols={2} spacing="md" mt="xs">
              <TextInput
                label={t("settings-account-graph-url")}
                description={t("settings-account-graph-url-where", { url: DEFAULT_GRAPH_URL })}
                value={fields.graph_url}
                onChange={set("graph_url")}
                data-testid="account-graph-url"
              />
              <TextInput
                label={t("settings-account-api-version")}
                description={t("settings-account-api-version-where", { version: DEFAULT_API_VERSION })}
                value={fields.api_version}
                onChange={set("api_version")}
                data-testid="account-api-version"
              />
            </SimpleGrid>
          </Collapse>
        </div>
        <Group>
          <Button variant="default" onClick={test} loading={busy === "test"} data-testid="account-test">
            {t("settings-account-test")}
          </Button>
          <Button onClick={askConnect} loading={busy === "connect"} data-testid="account-connect">
            {mode === "live" ? t("settings-account-reconnect-button") : t("settings-account-connect-button")}
          </Button>
        </Group>
        <Text size="xs" c="dimmed">
          {t("settings-account-test-note")}
        </Text>
        {outcome && <ConnectionResult outcome={outcome} />}
      </Stack>
      <Confirm
        opened={asking}
        title={mode === "live" ? t("settings-account-confirm-reconnect-title") : t("settings-account-confirm-live-title")}
        confirmLabel={mode === "live" ? t("settings-account-confirm-reconnect") : t("settings-account-connect-button")}
        busy={busy === "connect"}
        testId="account-connect-confirm"
        onConfirm={connect}
        onCancel={() => setAsking(false)}
      >
        <Stack gap="xs">
          <Text size="sm">{t("settings-account-confirm-steps")}</Text>
          {/* One sentence, so one message: the whole of it is bold (the real messages and their cost). */}
          <Text size="sm" fw={700}>
            {t("settings-account-confirm-real")}
          </Text>
          <Text size="sm">{t("settings-account-confirm-demo-data")}</Text>
        </Stack>
      </Confirm>
    </Card>
  );
}
