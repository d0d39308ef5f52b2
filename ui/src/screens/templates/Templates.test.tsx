import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, expect, test, vi } from "vitest";

import { renderScreen } from "../../test/render";
import Templates from "./Templates";
import {
  invoicePreview,
  invoiceTemplate,
  pausedPromo,
  pendingTemplate,
  rejectedTemplate,
  syncReport,
} from "./testFixtures";

// Mantine renders a lot in jsdom; a busy machine must not fail these on time alone.
vi.setConfig({ testTimeout: 20_000 });

/** Who listens for "the templates changed" (the Templates screen, while it is open). */
const templateListeners = new Set<(payload: null) => void>();

vi.mock("../../api", async (importOriginal) => {
  const original = await importOriginal<typeof import("../../api")>();
  return {
    ...original,
    api: { templates: vi.fn(), syncTemplates: vi.fn(), previewTemplate: vi.fn() },
    events: {
      ...original.events,
      onTemplates: vi.fn(async (handler: (payload: null) => void) => {
        templateListeners.add(handler);
        return () => templateListeners.delete(handler);
      }),
    },
  };
});

const { api, PacerError } = await import("../../api");
const mocked = vi.mocked(api);

beforeEach(() => {
  vi.clearAllMocks();
  mocked.templates.mockResolvedValue([invoiceTemplate(), pausedPromo(), rejectedTemplate(), pendingTemplate()]);
  mocked.previewTemplate.mockImplementation(async (_name, _language, values) => invoicePreview(values));
  mocked.syncTemplates.mockResolvedValue(syncReport());
});

test("lists every template with its status, and says in plain words why the others can't be used", async () => {
  renderScreen(<Templates />);
  expect(await screen.findByText("4 templates, 1 can be used")).toBeInTheDocument();

  const invoice = screen.getByTestId("template-row-invoice_reminder-en_US");
  expect(invoice).toHaveTextContent("Approved");
  expect(invoice).toHaveTextContent("Can be used in campaigns");
  expect(invoice).toHaveTextContent("Needs: PDF document in the header, Body variable {{1}}, Body variable {{2}}");

  const paused = screen.getByTestId("template-row-eid_offer-ur");
  expect(paused).toHaveTextContent("Paused");
  expect(within(paused).getByTestId("template-unusable")).toHaveTextContent(
    /Meta paused this template because customers blocked or reported its messages/,
  );
  expect(paused).toHaveTextContent("Meta's reason: Low quality");

  const rejected = screen.getByTestId("template-row-win_back-en_US");
  expect(rejected).toHaveTextContent("Rejected");
  expect(within(rejected).getByTestId("template-unusable")).toHaveTextContent(/Meta rejected this template/);
  expect(rejected).toHaveTextContent("Meta's reason: INVALID_FORMAT");

  expect(within(screen.getByTestId("template-row-new_plan-en_US")).getByTestId("template-unusable")).toHaveTextContent(
    /Meta is still reviewing this template/,
  );
});

test("Meta's verdict on a template in review shows as soon as Pacer says the templates changed", async () => {
  renderScreen(<Templates />);
  const row = await screen.findByTestId("template-row-new_plan-en_US");
  expect(within(row).getByTestId("template-unusable")).toHaveTextContent(/Meta is still reviewing this template/);
  await waitFor(() => expect(templateListeners.size).toBe(1));
  mocked.templates.mockResolvedValue([
    invoiceTemplate(),
    pausedPromo(),
    rejectedTemplate(),
    { ...pendingTemplate(), status: "APPROVED", usable: true },
  ]);
  act(() => templateListeners.forEach((listener) => listener(null)));
  await waitFor(() => expect(screen.getByTestId("template-row-new_plan-en_US")).toHaveTextContent("Approved"));
  expect(mocked.templates).toHaveBeenCalledTimes(2);
});

test("the preview fills in the typed values and marks the missing ones", async () => {
  const user = userEvent.setup();
  renderScreen(<Templates />);
  await user.click(await screen.findByTestId("template-row-invoice_reminder-en_US"));

  // Nothing typed yet: every variable shows as a marked placeholder.
  const bubble = await screen.findByTestId("template-preview");
  await waitFor(() => expect(bubble).toHaveTextContent("Dear {{1}}, your invoice of {{2}} is due."));
  expect(within(bubble).getByText("{{1}}")).toHaveAttribute("data-missing", "true");
  expect(bubble).toHaveTextContent("PDF document: no file given yet");

  await user.type(screen.getByLabelText("Body variable {{1}}"), "Ayesha");
  await user.type(screen.getByLabelText("Body variable {{2}}"), "Rs 2,500");
  await user.type(screen.getByLabelText("PDF document in the header"), "INV-1042.pdf");

  await waitFor(() =>
    expect(mocked.previewTemplate).toHaveBeenLastCalledWith("invoice_reminder", "en_US", {
      "body.1": "Ayesha",
      "body.2": "Rs 2,500",
      "header.document": "INV-1042.pdf",
    }),
  );
  await waitFor(() =>
    expect(screen.getByTestId("template-preview")).toHaveTextContent("Dear Ayesha, your invoice of Rs 2,500 is due."),
  );
  const preview = screen.getByTestId("template-preview");
  expect(preview).toHaveTextContent("INV-1042.pdf");
  expect(preview).toHaveTextContent("Reply STOP to opt out");
  // The button's link still lacks its end.
  const button = screen.getByTestId("template-preview-button");
  expect(button).toHaveTextContent("Pay now (https://pay.example.com/i/{{1}})");
  expect(within(button).getByText("{{1}}")).toHaveAttribute("data-missing", "true");
  // Typing is debounced: not one preview per key.
  expect(mocked.previewTemplate.mock.calls.length).toBeLessThan(8);
});

test("Meta's examples can fill the values", async () => {
  const user = userEvent.setup();
  renderScreen(<Templates />);
  await user.click(await screen.findByTestId("template-row-invoice_reminder-en_US"));
  await user.click(await screen.findByRole("button", { name: "Use Meta's examples" }));
  await waitFor(() =>
    expect(mocked.previewTemplate).toHaveBeenLastCalledWith("invoice_reminder", "en_US", {
      "body.1": "Ayesha",
      "body.2": "Rs 2,500",
      "button.0": "INV-1042",
    }),
  );
});

test("choosing a template that can't be used says why above its preview", async () => {
  const user = userEvent.setup();
  mocked.previewTemplate.mockResolvedValue({
    header: null,
    body: "Eid Mubarak! 20% off all plans this week.",
    footer: null,
    buttons: [],
    media: null,
    missing: [],
  });
  renderScreen(<Templates />);
  await user.click(await screen.findByTestId("template-row-eid_offer-ur"));
  expect(await screen.findByText("This template can't be used now")).toBeInTheDocument();
  await waitFor(() => expect(mocked.previewTemplate).toHaveBeenCalledWith("eid_offer", "ur", {}));
  expect(await screen.findByTestId("template-preview")).toHaveTextContent("Eid Mubarak!");
});

test("Sync with Meta shows what changed and reloads the list", async () => {
  const user = userEvent.setup();
  renderScreen(<Templates />);
  await screen.findByText("4 templates, 1 can be used");
  mocked.templates.mockResolvedValue([invoiceTemplate(), invoiceTemplate({ name: "welcome" })]);

  await user.click(screen.getByTestId("templates-sync"));

  expect(await screen.findByTestId("templates-sync-result")).toHaveTextContent(syncReport().summary);
  expect(await screen.findByText("2 templates, 2 can be used")).toBeInTheDocument();
  expect(mocked.syncTemplates).toHaveBeenCalledTimes(1);
});

test("a failed sync says what to do, with Meta's details", async () => {
  const user = userEvent.setup();
  mocked.syncTemplates.mockRejectedValue(
    new PacerError({
      code: "input",
      message:
        "Pacer couldn't read your templates from Meta. Check the connection in Settings → Meta account, then try again.",
      details: "(#190) Error validating access token",
    }),
  );
  renderScreen(<Templates />);
  await screen.findByText("4 templates, 1 can be used");
  await user.click(screen.getByTestId("templates-sync"));

  const alert = await screen.findByRole("alert");
  expect(alert).toHaveTextContent("The templates were not synced");
  expect(alert).toHaveTextContent("Check the connection in Settings → Meta account");
  expect(alert).toHaveTextContent("Details: (#190) Error validating access token");
});

test("with no templates yet, says to press Sync", async () => {
  mocked.templates.mockResolvedValue([]);
  renderScreen(<Templates />);
  expect(await screen.findByText("No templates yet")).toBeInTheDocument();
  expect(screen.getByText(/No templates yet: press Sync with Meta/)).toBeInTheDocument();
});
