import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, test, vi } from "vitest";

import { api, events, PacerError } from "../../api";
import type { CampaignRow } from "../../bindings/CampaignRow";
import { renderScreen } from "../../test/render";
import Campaigns from "./Campaigns";
import { actionsFor } from "../../common/campaignView";
import { campaign, row, runningRow } from "../../test/campaignRows";

vi.mock("../../api", async (importOriginal) => {
  const actual = await importOriginal<typeof import("../../api")>();
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
let push: (rows: CampaignRow[]) => void = () => {};

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(events.onCampaigns).mockImplementation(async (handler) => {
    push = handler;
    return () => {};
  });
});

function card(name: string): HTMLElement {
  const found = screen
    .getAllByTestId("campaign-card")
    .find((c) => c.getAttribute("data-campaign-name") === name);
  if (!found) throw new Error(`no card ${name}`);
  return found;
}

describe("the campaign list", () => {
  test("explains the three steps when there are no campaigns", async () => {
    mocked.campaigns.mockResolvedValue([]);
    renderScreen(<Campaigns />);
    const empty = await screen.findByTestId("campaigns-empty");
    expect(empty).toHaveTextContent("Import your customer spreadsheet");
    expect(empty).toHaveTextContent("approved");
    expect(empty).toHaveTextContent("launch");
  });

  test("shows counts first, and follows the campaigns event without asking again", async () => {
    mocked.campaigns.mockResolvedValue([runningRow()]);
    renderScreen(<Campaigns />);
    const progress = await within(await screen.findByTestId("campaign-card")).findByTestId("campaign-progress");
    expect(progress).toHaveTextContent("1,204 of 1,250 delivered, 31 read so far, 20 failed.");
    expect(screen.getByTestId("campaign-state")).toHaveTextContent("Sending");

    act(() =>
      push([
        runningRow({
          state: "paused",
          paused_reason: 'Meta paused the template "invoice_ready" because of low quality.',
          summary: "1,230 of 1,250 delivered, 402 read so far, 20 failed.",
          summary_said: {
            id: "engine-campaign-progress",
            args: { delivered: 1230, total: 1250, read: 402, failed: 20, expired: 0, waiting: 0 },
          },
        }),
        row({ id: "cmp_new", spec: { ...campaign().spec, name: "January invoices" } }),
      ]),
    );
    expect(card("December invoices")).toHaveTextContent("1,230 of 1,250 delivered, 402 read so far");
    expect(within(card("December invoices")).getByTestId("campaign-state")).toHaveTextContent("Paused");
    expect(within(card("December invoices")).getByTestId("campaign-paused-reason")).toHaveTextContent("low quality");
    expect(within(card("December invoices")).getByTestId("campaign-resume")).toBeInTheDocument();
    expect(within(card("December invoices")).queryByTestId("campaign-pause")).toBeNull();
    expect(card("January invoices")).toBeInTheDocument();
    expect(mocked.campaigns).toHaveBeenCalledTimes(1);
  });

  test("shows the launch's own counts while PDFs upload and messages are queued", async () => {
    mocked.campaigns.mockResolvedValue([
      row(
        { state: "launching" },
        {
          state: "launching",
          launch: { pdfs_total: 45000, pdfs_done: 640, recipients: 44997, queued: 512 },
          summary: "Uploading invoices: 640 of 45,000 PDFs, 512 of 44,997 messages queued. 0 of 0 delivered, 0 read so far, 0 failed.",
          summary_said: {
            id: "engine-campaign-uploading",
            args: { pdfs_done: 640, pdfs_total: 45000, queued: 512, recipients: 44997, delivered: 0, total: 0, read: 0, failed: 0, expired: 0, waiting: 0 },
          },
        },
      ),
    ]);
    renderScreen(<Campaigns />);
    const progress = await screen.findByTestId("campaign-progress");
    expect(progress).toHaveTextContent("512 of 44,997 messages queued · 640 of 45,000 invoices uploaded");
  });

  test("cancel asks first and says what it does; only the confirmation cancels", async () => {
    const user = userEvent.setup();
    const running = runningRow();
    mocked.campaigns.mockResolvedValue([{ ...running, campaign: { ...running.campaign, version: 7 } }]);
    mocked.cancelCampaign.mockResolvedValue(16);
    renderScreen(<Campaigns />);
    await user.click(await screen.findByTestId("campaign-cancel"));
    const text = await screen.findByTestId("campaign-cancel-text");
    expect(text).toHaveTextContent("Messages not yet sent are cancelled");
    expect(text).toHaveTextContent("Messages already with Meta still get their delivery status");
    expect(mocked.cancelCampaign).not.toHaveBeenCalled();
    await user.click(screen.getByTestId("campaign-cancel-confirm"));
    await waitFor(() => expect(mocked.cancelCampaign).toHaveBeenCalledWith("cmp_870d9e57078048d8", 7));
    expect(await screen.findByText(/16 messages not yet sent were cancelled/)).toBeInTheDocument();
  });

  test("pause and resume name the version the person saw; the office's refusal is said in words", async () => {
    const user = userEvent.setup();
    const running = runningRow();
    const paused = runningRow({ state: "paused" });
    mocked.campaigns.mockResolvedValue([{ ...running, campaign: { ...running.campaign, version: 4 } }]);
    mocked.pauseCampaign.mockResolvedValue(campaign({ state: "paused", version: 5 }));
    renderScreen(<Campaigns />);
    await user.click(await screen.findByTestId("campaign-pause"));
    await waitFor(() => expect(mocked.pauseCampaign).toHaveBeenCalledWith("cmp_870d9e57078048d8", 4));

    // Someone at another desk changed it since: the office refuses, naming who.
    act(() => push([{ ...paused, campaign: { ...paused.campaign, state: "paused", version: 6 } }]));
    mocked.resumeCampaign.mockRejectedValue(
      new PacerError({
        code: "office",
        message: "The office Pacer refused (409): Front desk paused it since.",
        details: null,
        said: { id: "desk-refused", args: { status: 409, message: "Front desk paused it since." } },
      }),
    );
    await user.click(await screen.findByTestId("campaign-resume"));
    await waitFor(() => expect(mocked.resumeCampaign).toHaveBeenCalledWith("cmp_870d9e57078048d8", 6));
    expect(await screen.findByText(/The office Pacer refused \(.*409.*\): .*Front desk paused it since\./)).toBeInTheDocument();
  });

  test("a draft is deleted, after a confirmation, instead of cancelled", async () => {
    const user = userEvent.setup();
    mocked.campaigns.mockResolvedValue([row()]);
    mocked.discardCampaign.mockResolvedValue(null);
    renderScreen(<Campaigns />);
    expect(screen.queryByTestId("campaign-cancel")).not.toBeInTheDocument();
    await user.click(await screen.findByTestId("campaign-delete"));
    expect(await screen.findByTestId("campaign-delete-text")).toHaveTextContent("Nothing has been sent");
    expect(mocked.discardCampaign).not.toHaveBeenCalled();
    await user.click(screen.getByTestId("campaign-delete-confirm"));
    await waitFor(() => expect(mocked.discardCampaign).toHaveBeenCalledWith(row().campaign.id));
    expect(await screen.findByText(/deleted/)).toBeInTheDocument();
  });

  test("retry failed shows what it did and what it left", async () => {
    const user = userEvent.setup();
    mocked.campaigns.mockResolvedValue([runningRow({ state: "done" })]);
    mocked.retryCampaign.mockResolvedValue({
      retried: 12,
      not_retried: { "This number can't receive WhatsApp messages.": 8 },
      summary: "12 failed messages sent again; 8 left as they are because trying again cannot change their reason.",
      summary_said: { id: "engine-campaign-retried", args: { retried: 12, left: 8 } },
    });
    renderScreen(<Campaigns />);
    await user.click(await screen.findByTestId("campaign-retry"));
    const result = await screen.findByTestId("campaign-retry-result");
    expect(result).toHaveTextContent("12 failed messages sent again; 8 left as they are");
    expect(result).toHaveTextContent("8: This number can't receive WhatsApp messages.");
  });

  test("clone asks for the copy's name", async () => {
    const user = userEvent.setup();
    mocked.campaigns.mockResolvedValue([runningRow({ state: "done" })]);
    mocked.cloneCampaign.mockResolvedValue(campaign({ id: "cmp_copy", spec: { ...campaign().spec, name: "January invoices" } }));
    renderScreen(<Campaigns />);
    await user.click(await screen.findByTestId("campaign-clone"));
    const name = await screen.findByTestId("campaign-clone-name");
    expect(name).toHaveValue("December invoices (copy)");
    await user.clear(name);
    await user.type(name, "January invoices");
    await user.click(screen.getByTestId("campaign-clone-confirm"));
    await waitFor(() => expect(mocked.cloneCampaign).toHaveBeenCalledWith("cmp_870d9e57078048d8", "January invoices"));
  });

  test("report opens the Reports screen on this campaign", async () => {
    const user = userEvent.setup();
    const navigate = vi.fn();
    mocked.campaigns.mockResolvedValue([runningRow()]);
    renderScreen(<Campaigns />, { navigate });
    await user.click(await screen.findByTestId("campaign-report"));
    expect(navigate).toHaveBeenCalledWith({ screen: "reports", campaignId: "cmp_870d9e57078048d8" });
  });
});

describe("actions by state", () => {
  test("only actions that make sense are offered", () => {
    expect(actionsFor(row())).toEqual(["open", "clone", "delete"]);
    expect(actionsFor(runningRow())).toEqual(["pause", "retry", "report", "clone", "cancel"]);
    expect(actionsFor(runningRow({ state: "paused" }))).toEqual(["resume", "retry", "report", "clone", "cancel"]);
    expect(actionsFor(runningRow({ state: "done", by_state: { delivered: 1250 } }))).toEqual(["report", "clone"]);
    expect(actionsFor(row({ state: "scheduled" }, { state: "scheduled" }))).toEqual(["open", "pause", "clone", "delete"]);
    expect(actionsFor(row({ state: "cancelled" }, { state: "cancelled" }))).toEqual(["clone"]);
  });
});
