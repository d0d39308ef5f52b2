// The marketing switch and its dialog, and the do-not-contact list's report, in English and in
// Arabic (right to left): the dialog asks why, says since when, who and why, shows the
// history, and will not allow a customer's own opt-out again without their request written down.
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, test, vi } from "vitest";

import type { Contact } from "../../../bindings/Contact";
import type { DoNotContactReport } from "../../../bindings/DoNotContactReport";
import type { MarketingStatus } from "../../../bindings/MarketingStatus";
import { languageFor } from "../../../i18n/languages";
import { renderScreen } from "../../../test/render";
import { DoNotContactDialog } from "./DoNotContactDialog";
import { MarketingDialog } from "./MarketingDialog";

vi.setConfig({ testTimeout: 20_000 });

vi.mock("../../../api", async (importOriginal) => {
  const original = await importOriginal<typeof import("../../../api")>();
  return {
    ...original,
    api: {
      marketingStatus: vi.fn(),
      setMarketing: vi.fn(),
      chooseDoNotContactFile: vi.fn(),
      importDoNotContact: vi.fn(),
    },
  };
});

const { api } = await import("../../../api");
const mocked = vi.mocked(api);

const AYESHA: Contact = {
  id: 1,
  phone: "+923001234567",
  name: "Ayesha Khan",
  attributes: {},
  opted_out: true,
  tags: [],
};

const MAY_3 = Date.UTC(2026, 4, 3, 9, 30);

/** Ayesha replied STOP herself on 3 May; she agreed to hear from the shop on its website. */
function stoppedByHerself(): MarketingStatus {
  return {
    phone: AYESHA.phone,
    name: AYESHA.name,
    opted_out: true,
    since: MAY_3,
    source: "reply",
    source_said: { id: "opt-outs-source-reply", args: {} },
    by: null,
    reason: null,
    reason_said: null,
    customers_own: true,
    status_said: { id: "opt-outs-status-stopped", args: {} },
    opt_in: { source: "website form", at: Date.UTC(2026, 0, 10), by_reply: false },
    history: [
      {
        choice: "stop",
        at: MAY_3,
        source: "reply",
        source_said: { id: "opt-outs-source-reply", args: {} },
        by: null,
        reason: null,
        reason_said: null,
      },
    ],
  };
}

function allowedAgain(): MarketingStatus {
  const before = stoppedByHerself();
  return {
    ...before,
    opted_out: false,
    since: null,
    source: "staff",
    source_said: { id: "opt-outs-source-staff", args: {} },
    by: "amina",
    reason: "She called on 3 June to ask for offers",
    customers_own: false,
    status_said: { id: "opt-outs-status-allowed", args: {} },
    history: [
      {
        choice: "resume",
        at: MAY_3 + 86_400_000,
        source: "staff",
        source_said: { id: "opt-outs-source-staff", args: {} },
        by: "amina",
        reason: "She called on 3 June to ask for offers",
        reason_said: null,
      },
      ...before.history,
    ],
  };
}

function listReport(): DoNotContactReport {
  return {
    file_name: "do not contact.xlsx",
    rows_read: 3,
    numbers: 2,
    opted_out_now: 1,
    already_opted_out: 1,
    invalid_count: 1,
    invalid: [
      {
        row: 4,
        value: "call me later",
        name: null,
        reason: { code: "not_a_number" },
        message: "not a phone number",
        message_said: { id: "engine-import-reason", args: { reason: "not_a_number" } },
      },
    ],
    invalid_reasons: [],
    columns: { phone: "Phone", phone_found_by: "header", name: [], attributes: [] },
    summary: "3 rows read: 1 customer opted out now, 1 already opted out, 1 row is not a phone number.",
    summary_said: {
      id: "opt-outs-import-summary",
      args: { rows: 3, opted_out: 1, already: 1, invalid: 1 },
    },
  };
}

function say(tag: string, id: string, args?: Record<string, string | number>): string {
  const language = languageFor(tag);
  const message = language?.bundle.getMessage(id);
  if (!language || !message?.value) throw new Error(`${tag} has no ${id}`);
  return language.bundle.formatPattern(message.value, args ?? null, []);
}

/** Text as the page shows it, without Fluent's direction marks around values. */
function plain(text: string): string {
  return text.replace(/[\u2068\u2069]/g, "");
}

beforeEach(() => {
  vi.clearAllMocks();
  localStorage.clear();
});

describe.each(["en", "ar"])("in %s", (tag) => {
  test("the switch shows since when, who and why, and refuses to allow a customer's own stop without a reason", async () => {
    const user = userEvent.setup();
    mocked.marketingStatus.mockResolvedValue(stoppedByHerself());
    mocked.setMarketing.mockResolvedValue({ changed: true, status: allowedAgain() });
    const changed = vi.fn();
    renderScreen(<MarketingDialog contact={AYESHA} onClose={() => {}} onChanged={changed} />, { language: tag });
    if (tag === "ar") await waitFor(() => expect(document.documentElement.dir).toBe("rtl"));

    const status = await screen.findByTestId("opt-outs-status");
    expect(plain(status.textContent ?? "")).toBe(plain(say(tag, "opt-outs-status-stopped")));
    expect(mocked.marketingStatus).toHaveBeenCalledWith(AYESHA.phone);
    // The source in plain words, beside the status and in the history.
    expect(screen.getAllByText(plain(say(tag, "opt-outs-source-reply")), { exact: false })).toHaveLength(2);
    expect(screen.getByTestId("opt-outs-own-warning")).toHaveTextContent(plain(say(tag, "opt-outs-dialog-own-warning")));
    expect(plain(screen.getByTestId("opt-outs-opt-in").textContent ?? "")).toContain("website form");
    const history = screen.getByTestId("opt-outs-history");
    expect(within(history).getByText(say(tag, "opt-outs-history-stop"))).toBeInTheDocument();

    // Without a reason nothing is sent: the customer's own request must be written down.
    const save = screen.getByTestId("opt-outs-save");
    expect(save).toHaveTextContent(say(tag, "opt-outs-dialog-resume"));
    await user.click(save);
    expect(await screen.findByText(say(tag, "opt-outs-dialog-reason-required"))).toBeInTheDocument();
    expect(mocked.setMarketing).not.toHaveBeenCalled();

    await user.type(screen.getByTestId("opt-outs-reason"), "She called on 3 June to ask for offers");
    await user.click(save);
    await waitFor(() =>
      expect(mocked.setMarketing).toHaveBeenCalledWith(AYESHA.phone, "resume", "She called on 3 June to ask for offers"),
    );
    await waitFor(() => expect(changed).toHaveBeenCalledWith(allowedAgain()));
    // The dialog now offers to stop again, with the new history on top.
    await waitFor(() => expect(screen.getByTestId("opt-outs-save")).toHaveTextContent(say(tag, "opt-outs-dialog-stop")));
    expect(within(screen.getByTestId("opt-outs-history")).getByText(say(tag, "opt-outs-history-resume"))).toBeInTheDocument();
    expect(screen.getAllByText(/She called on 3 June/).length).toBeGreaterThan(0);
  });

  test("stopping needs no reason and says utility messages still go", async () => {
    const user = userEvent.setup();
    const allowed = allowedAgain();
    mocked.marketingStatus.mockResolvedValue(allowed);
    mocked.setMarketing.mockResolvedValue({ changed: true, status: { ...stoppedByHerself(), customers_own: false } });
    renderScreen(
      <MarketingDialog contact={{ ...AYESHA, opted_out: false }} onClose={() => {}} onChanged={() => {}} />,
      { language: tag },
    );
    expect(await screen.findByText(say(tag, "opt-outs-dialog-utility-note"))).toBeInTheDocument();
    expect(screen.queryByTestId("opt-outs-own-warning")).toBeNull();
    await user.click(screen.getByTestId("opt-outs-save"));
    await waitFor(() => expect(mocked.setMarketing).toHaveBeenCalledWith(AYESHA.phone, "stop", null));
  });

  test("a do-not-contact list says what it did and which rows are not phone numbers", async () => {
    const user = userEvent.setup();
    mocked.chooseDoNotContactFile.mockResolvedValue({ path: "/home/ali/do not contact.xlsx", name: "do not contact.xlsx" });
    mocked.importDoNotContact.mockResolvedValue(listReport());
    const closed = vi.fn();
    renderScreen(<DoNotContactDialog opened defaultCountry="PK" onClose={closed} />, { language: tag });
    await user.click(await screen.findByTestId("dnc-choose"));
    const report = await screen.findByTestId("dnc-report");
    expect(mocked.importDoNotContact).toHaveBeenCalledWith("/home/ali/do not contact.xlsx", {
      default_country: "PK",
      columns: { phone: null, name: null },
    });
    expect(plain(report.textContent ?? "")).toContain(
      plain(say(tag, "opt-outs-import-summary", { rows: 3, opted_out: 1, already: 1, invalid: 1 })),
    );
    const invalid = within(report).getByTestId("dnc-invalid");
    expect(within(invalid).getByText("call me later")).toHaveAttribute("dir", "ltr");
    await user.click(screen.getByText(say(tag, "opt-outs-dialog-close")));
    expect(closed).toHaveBeenCalledWith(true);
  });
});
