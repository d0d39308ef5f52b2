import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { beforeEach, describe, expect, test, vi } from "vitest";

import { api, events, PacerError } from "../../../api";
import { demoInfo, renderScreen } from "../../../test/render";
import Campaigns from "../Campaigns";
import {
  campaign,
  check,
  cleanCheck,
  eveningHours,
  contact,
  invoiceTemplate,
  lists,
  pausedTemplate,
  promoTemplate,
  recipientPreview,
  row,
  spec,
} from "../../../test/campaignRows";

vi.mock("../../../api", async (importOriginal) => {
  const actual = await importOriginal<typeof import("../../../api")>();
  return {
    ...actual,
    api: Object.fromEntries(Object.keys(actual.api).map((k) => [k, vi.fn()])),
    events: {
      onHome: vi.fn(),
      onCampaigns: vi.fn(),
      onApp: vi.fn(),
      onUploadProgress: vi.fn(() => Promise.resolve(() => {})),
    },
  };
});

const mocked = vi.mocked(api);
// Walking through a whole wizard in jsdom takes a few seconds.
vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(events.onCampaigns).mockResolvedValue(() => {});
  mocked.campaigns.mockResolvedValue([]);
  mocked.templates.mockResolvedValue([invoiceTemplate(), promoTemplate(), pausedTemplate()]);
  mocked.lists.mockResolvedValue(lists());
  mocked.tags.mockResolvedValue(["wholesale"]);
  mocked.countAudience.mockResolvedValue({ total: 1250, opted_out: 0 });
  mocked.contactsPage.mockResolvedValue({ total: 1250, offset: 0, rows: [contact()] });
  mocked.previewCampaign.mockResolvedValue(recipientPreview());
});

/** Types into a searchable select and takes the first match, as a person (or WebDriver) does. */
async function pick(user: UserEvent, testId: string, text: string) {
  const input = screen.getByTestId(testId);
  await user.click(input);
  await user.paste(text);
  await user.keyboard("{Enter}");
}

/** Fills a text input the way a paste does (typing each letter is slow in jsdom). */
async function fill(user: UserEvent, testId: string, text: string) {
  await user.click(screen.getByTestId(testId));
  await user.paste(text);
}

async function fillInvoiceCampaign(user: UserEvent) {
  await user.click(await screen.findByTestId("new-campaign"));
  await screen.findByTestId("campaign-name");
  await fill(user, "campaign-name", "December invoices");
  await waitFor(() => expect(mocked.templates).toHaveBeenCalled());
  await pick(user, "campaign-template", "invoice_ready");
  expect(await screen.findByTestId("campaign-template-details")).toHaveTextContent("utility");
  await user.click(screen.getByTestId("wizard-next"));
  await pick(user, "campaign-list", "December");
  await user.click(screen.getByTestId("wizard-next"));
  await screen.findByTestId("campaign-pdf-folder");
  await user.click(screen.getByTestId("campaign-use-sample-invoices"));
  await fill(user, "campaign-pdf-column", "Invoice");
  await fill(user, "map-body.1", "Customer");
  await user.click(screen.getByTestId("map-body.2-text"));
  await fill(user, "map-body.2", "due 15 December");
  await fill(user, "map-button.0", "Invoice");
}

describe("the new-campaign wizard", () => {
  test("offers only approved templates", async () => {
    const user = userEvent.setup();
    renderScreen(<Campaigns />);
    await user.click(await screen.findByTestId("new-campaign"));
    await waitFor(() => expect(mocked.templates).toHaveBeenCalled());
    await user.click(screen.getByTestId("campaign-template"));
    expect(await screen.findByText("invoice_ready (en_US)")).toBeInTheDocument();
    expect(screen.getByText("winter_sale (en_US)")).toBeInTheDocument();
    expect(screen.queryByText("old_promo (en_US)")).toBeNull();
  });

  test("won't leave a step with something missing, and says what", async () => {
    const user = userEvent.setup();
    renderScreen(<Campaigns />);
    await user.click(await screen.findByTestId("new-campaign"));
    await user.click(await screen.findByTestId("wizard-next"));
    const error = await screen.findByTestId("wizard-error");
    expect(error).toHaveTextContent("Give the campaign a name");
    expect(error).toHaveTextContent("Choose the template to send.");
  });

  test("on a desk, shows the campaign's files going to the office Pacer", async () => {
    const user = userEvent.setup();
    let tell: ((p: { sent: number; total: number }) => void) | null = null;
    vi.mocked(events.onUploadProgress).mockImplementation((handler) => {
      tell = handler;
      return Promise.resolve(() => {});
    });
    let made: (c: ReturnType<typeof campaign>) => void = () => {};
    mocked.createCampaign.mockReturnValue(new Promise((resolve) => (made = resolve)));
    mocked.checkCampaign.mockResolvedValue(cleanCheck());
    renderScreen(<Campaigns />, { info: demoInfo });
    await fillInvoiceCampaign(user);
    await user.click(screen.getByTestId("campaign-create"));
    await waitFor(() => expect(tell).not.toBeNull());
    act(() => tell?.({ sent: 1_000_000, total: 4_000_000 }));
    expect(await screen.findByTestId("wizard-upload")).toHaveTextContent(
      "Sending the campaign's files to the office Pacer: 1 MB of 4 MB (25 %)",
    );
    await act(async () => made(campaign()));
    await waitFor(() => expect(screen.queryByTestId("wizard-upload")).toBeNull());
  });

  test("builds the campaign from the inputs: columns, fixed text, the PDF folder and column, the list", async () => {
    const user = userEvent.setup();
    mocked.createCampaign.mockResolvedValue(campaign());
    mocked.checkCampaign.mockResolvedValue(cleanCheck());
    renderScreen(<Campaigns />, { info: demoInfo });
    await fillInvoiceCampaign(user);
    await user.click(screen.getByTestId("campaign-create"));

    await waitFor(() => expect(mocked.createCampaign).toHaveBeenCalledTimes(1));
    expect(mocked.createCampaign).toHaveBeenCalledWith({
      name: "December invoices",
      template_name: "invoice_ready",
      template_language: "en_US",
      audience: { lists: ["December"], tags: [] },
      mapping: {
        "body.1": { column: "Customer" },
        "body.2": { text: "due 15 December" },
        "button.0": { column: "Invoice" },
      },
      pdf: { folder: demoInfo.samples?.invoices, column: "Invoice" },
      schedule: null,
    });
    // The check and a preview of the first customer follow at once.
    await waitFor(() => expect(mocked.checkCampaign).toHaveBeenCalledWith("cmp_870d9e57078048d8"));
    expect(await screen.findByTestId("campaign-check-summary")).toHaveTextContent("1,250 of 1,250 customers ready");
    const bubble = await screen.findByTestId("campaign-preview");
    expect(bubble).toHaveTextContent("Hello Zainab Ahmed, your invoice INV-2026-00042 is attached.");
    expect(bubble).toHaveTextContent("INV-2026-00042.pdf");
  });

  test("the PDF folder comes from Pacer's folder window, never from typing", async () => {
    const user = userEvent.setup();
    mocked.createCampaign.mockResolvedValue(campaign());
    mocked.checkCampaign.mockResolvedValue(cleanCheck());
    mocked.chooseInvoiceFolder.mockResolvedValue({ path: "/home/me/Invoices/December", name: "December" });
    renderScreen(<Campaigns />, { info: { ...demoInfo, samples: null } });
    await user.click(await screen.findByTestId("new-campaign"));
    await fill(user, "campaign-name", "December invoices");
    await waitFor(() => expect(mocked.templates).toHaveBeenCalled());
    await pick(user, "campaign-template", "invoice_ready");
    await user.click(screen.getByTestId("wizard-next"));
    await pick(user, "campaign-list", "December");
    await user.click(screen.getByTestId("wizard-next"));
    expect(await screen.findByTestId("campaign-pdf-folder")).toHaveTextContent("No folder chosen yet");
    expect(screen.queryByRole("textbox", { name: /Folder of PDFs/ })).not.toBeInTheDocument();
    await user.click(screen.getByTestId("campaign-pdf-choose"));
    await waitFor(() => expect(screen.getByTestId("campaign-pdf-folder")).toHaveTextContent("/home/me/Invoices/December"));
    await fill(user, "campaign-pdf-column", "Invoice");
    await fill(user, "map-body.1", "Customer");
    await user.click(screen.getByTestId("map-body.2-text"));
    await fill(user, "map-body.2", "due 15 December");
    await fill(user, "map-button.0", "Invoice");
    await user.click(screen.getByTestId("campaign-create"));
    await waitFor(() => expect(mocked.createCampaign).toHaveBeenCalledTimes(1));
    expect(mocked.createCampaign.mock.calls[0][0].pdf).toEqual({ folder: "/home/me/Invoices/December", column: "Invoice" });
  });

  test("says in plain words what Pacer refused when creating", async () => {
    const user = userEvent.setup();
    mocked.createCampaign.mockRejectedValue(
      new PacerError({
        code: "input",
        message: "There is no folder \"/nowhere\". Check the path, or choose the folder again.",
        details: null,
      }),
    );
    renderScreen(<Campaigns />);
    await fillInvoiceCampaign(user);
    await user.click(screen.getByTestId("campaign-create"));
    expect(await screen.findByTestId("campaign-create-error")).toHaveTextContent('There is no folder "/nowhere"');
  });

  test("an unmapped variable is named before anything is sent to Pacer", async () => {
    const user = userEvent.setup();
    renderScreen(<Campaigns />);
    await fillInvoiceCampaign(user);
    await user.clear(screen.getByTestId("map-button.0"));
    await user.click(screen.getByTestId("campaign-create"));
    expect(await screen.findByTestId("campaign-create-error")).toHaveTextContent(
      "Button 1 link ending has no value: choose a column, or type a fixed text.",
    );
    expect(mocked.createCampaign).not.toHaveBeenCalled();
  });

  test("previews a given customer and sends a test", async () => {
    const user = userEvent.setup();
    mocked.campaigns.mockResolvedValue([row()]);
    mocked.checkCampaign.mockResolvedValue(cleanCheck());
    mocked.testCampaign.mockResolvedValue("msg_0f3a");
    renderScreen(<Campaigns />);
    await user.click(await screen.findByTestId("campaign-open"));
    await screen.findByTestId("campaign-preview");
    await user.type(screen.getByTestId("campaign-preview-phone"), "+923003000042{Enter}");
    await waitFor(() => expect(mocked.previewCampaign).toHaveBeenLastCalledWith("cmp_870d9e57078048d8", "+923003000042"));
    await user.type(screen.getByTestId("campaign-test-to"), "+923001234567");
    await user.click(screen.getByTestId("campaign-test-send"));
    expect(mocked.testCampaign).toHaveBeenCalledWith("cmp_870d9e57078048d8", "+923001234567", null);
    expect(await screen.findByTestId("campaign-test-result")).toHaveTextContent("msg_0f3a");
  });
});

describe("launch", () => {
  async function openLaunchStep(user: UserEvent) {
    mocked.campaigns.mockResolvedValue([row({ spec: spec() })]);
    renderScreen(<Campaigns />);
    await user.click(await screen.findByTestId("campaign-open"));
    await screen.findByTestId("campaign-check-summary");
    await user.click(screen.getByTestId("wizard-next"));
    return screen.findByTestId("campaign-launch");
  }

  test("problems block the launch until skipping them is ticked", async () => {
    const user = userEvent.setup();
    mocked.checkCampaign.mockResolvedValue(check());
    mocked.launchCampaign.mockResolvedValue(check());
    const launch = await openLaunchStep(user);
    expect(launch).toBeDisabled();
    expect(launch).toHaveTextContent("3 customers have problems");
    const skip = screen.getByTestId("launch-skip-problems");
    expect(screen.getByLabelText("Send to the 1,247 ready customers and skip the 3 with problems")).toBe(skip);
    await user.click(skip);
    expect(launch).toBeEnabled();
    expect(launch).toHaveTextContent("Launch: send to 1,247, skip 3");

    await user.click(launch);
    const facts = await screen.findByTestId("campaign-launch-facts");
    expect(facts).toHaveTextContent("1,250 contacts in the audience");
    expect(facts).toHaveTextContent("3 with a problem: skipped");
    const dialog = facts.closest<HTMLElement>("[role=dialog]");
    expect(dialog).not.toBeNull();
    expect(within(dialog as HTMLElement).getByText(/Pacer will send 1,000 now and the remaining 247 from tomorrow/)).toBeInTheDocument();
    expect(mocked.launchCampaign).not.toHaveBeenCalled();
    await user.click(screen.getByTestId("campaign-launch-confirm"));
    await waitFor(() => expect(mocked.launchCampaign).toHaveBeenCalledWith("cmp_870d9e57078048d8", true, 1));
    // The wizard closes; the list shows the progress.
    await waitFor(() => expect(screen.queryByTestId("campaign-launch")).toBeNull());
  });

  test("the problems are listed with who and why", async () => {
    const user = userEvent.setup();
    mocked.checkCampaign.mockResolvedValue(check());
    mocked.campaigns.mockResolvedValue([row()]);
    renderScreen(<Campaigns />);
    await user.click(await screen.findByTestId("campaign-open"));
    const problems = await screen.findByTestId("campaign-problems");
    expect(problems).toHaveTextContent("3 customers can't be sent to");
    const rows = within(problems).getAllByRole("row");
    expect(rows[1]).toHaveTextContent("+923002001207");
    expect(rows[1]).toHaveTextContent("Ayesha Khan");
    expect(rows[1]).toHaveTextContent('There is no file "INV-2026-01207"');
  });

  test("without problems it launches without skipping anyone", async () => {
    const user = userEvent.setup();
    mocked.checkCampaign.mockResolvedValue(cleanCheck());
    mocked.launchCampaign.mockResolvedValue(cleanCheck());
    const launch = await openLaunchStep(user);
    expect(screen.queryByTestId("launch-skip-problems")).toBeNull();
    expect(launch).toHaveTextContent("Launch: send to 1,250 customers");
    await user.click(launch);
    await user.click(await screen.findByTestId("campaign-launch-confirm"));
    await waitFor(() => expect(mocked.launchCampaign).toHaveBeenCalledWith("cmp_870d9e57078048d8", false, 1));
  });

  test("sending hours: the check and the launch question say how many go before the close and when the rest go", async () => {
    const user = userEvent.setup();
    mocked.checkCampaign.mockResolvedValue({ ...cleanCheck(), hours: eveningHours() });
    mocked.campaigns.mockResolvedValue([row({ spec: spec() })]);
    renderScreen(<Campaigns />);
    await user.click(await screen.findByTestId("campaign-open"));
    expect(screen.queryByTestId("campaign-check-languages")).toBeNull();
    expect(await screen.findByTestId("campaign-check-hours")).toHaveTextContent(
      "the other 5,496 wait and go tomorrow from 09:00.",
    );
    await user.click(screen.getByTestId("wizard-next"));
    await user.click(await screen.findByTestId("campaign-launch"));
    expect(await screen.findByTestId("campaign-launch-hours")).toHaveTextContent(
      "9,504 go before the campaign's sending hours close at 20:00; the other 5,496 wait and go tomorrow from 09:00.",
    );
  });

  test("a language per customer: the check counts each language and who fell back", async () => {
    const user = userEvent.setup();
    const said = {
      id: "engine-campaign-languages" as const,
      args: { column: "Language", list: "en_US 1,200 · ur 50", fell_back: 12, fallback: "en_US" },
    };
    mocked.checkCampaign.mockResolvedValue({
      ...cleanCheck(),
      languages: { column: "Language", ready: [["en_US", 1200], ["ur", 50]], fell_back: 12, summary: "", summary_said: said },
    });
    mocked.campaigns.mockResolvedValue([row({ spec: spec({ language_column: "Language" }) })]);
    renderScreen(<Campaigns />);
    await user.click(await screen.findByTestId("campaign-open"));
    expect(await screen.findByTestId("campaign-check-languages")).toHaveTextContent(
      "By language (column Language): en_US 1,200 · ur 50. 12 of them get en_US because their Language is empty or names a language this template is not approved in.",
    );
  });

  test("Pacer's refusal to launch is shown, and the wizard stays open", async () => {
    const user = userEvent.setup();
    mocked.checkCampaign.mockResolvedValue(cleanCheck());
    mocked.launchCampaign.mockRejectedValue(
      new PacerError({ code: "input", message: "Pacer is still starting. Try again in a moment.", details: null }),
    );
    const launch = await openLaunchStep(user);
    await user.click(launch);
    await user.click(await screen.findByTestId("campaign-launch-confirm"));
    expect(await screen.findByTestId("campaign-launch-error")).toHaveTextContent("Pacer is still starting");
  });

  test("a scheduled campaign is scheduled, not launched", async () => {
    const user = userEvent.setup();
    mocked.checkCampaign.mockResolvedValue(cleanCheck());
    const scheduled = campaign({
      state: "scheduled",
      schedule_at: 1_796_097_600_000,
      spec: spec({ schedule: { at: "2026-12-01 09:00", time_zone: "Asia/Karachi" } }),
    });
    mocked.campaigns.mockResolvedValue([row(scheduled, { state: "scheduled" })]);
    renderScreen(<Campaigns />);
    await user.click(await screen.findByTestId("campaign-open"));
    await screen.findByTestId("campaign-check-summary");
    await user.click(screen.getByTestId("wizard-next"));
    const button = await screen.findByTestId("campaign-launch");
    expect(button).toHaveTextContent("Schedule: send to 1,250 customers");
    await user.click(button);
    await user.click(await screen.findByTestId("campaign-launch-confirm"));
    expect(mocked.launchCampaign).not.toHaveBeenCalled();
    expect(await screen.findByText(/launches by itself on/)).toBeInTheDocument();
  });
});
