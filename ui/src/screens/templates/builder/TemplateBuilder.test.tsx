// The template builder: Meta's rules as the engine checks them shown under their fields, a
// clean draft sent with exactly what is on screen, a rejection's reason, and a delete that asks.
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";

import type { DraftProblem } from "../../../bindings/DraftProblem";
import type { TemplateDraftSpec } from "../../../bindings/TemplateDraftSpec";
import { renderScreen, untranslatedText } from "../../../test/render";
import Templates from "../Templates";
import { invoicePreview, invoiceTemplate, pendingTemplate, rejectedTemplate } from "../testFixtures";

vi.setConfig({ testTimeout: 30_000 });

vi.mock("../../../api", async (importOriginal) => {
  const original = await importOriginal<typeof import("../../../api")>();
  return {
    ...original,
    api: {
      templates: vi.fn(),
      syncTemplates: vi.fn(),
      previewTemplate: vi.fn(),
      checkTemplateDraft: vi.fn(),
      createTemplate: vi.fn(),
      editTemplate: vi.fn(),
      deleteTemplate: vi.fn(),
      chooseTemplateSample: vi.fn(),
    },
  };
});

const { api } = await import("../../../api");
const mocked = vi.mocked(api);

/** A few of the engine's rules, said with the catalogue's ids as the engine says them. */
function check(spec: TemplateDraftSpec): DraftProblem[] {
  const problems: DraftProblem[] = [];
  const problem = (field: string, id: string, args: Record<string, string | number> = {}) =>
    problems.push({ field, message: id, message_said: { id, args } });
  if (!/^[a-z0-9_]+$/.test(spec.name)) problem("name", "template-draft-name", { max: 512 });
  if (spec.body.trim() === "") problem("body", "template-draft-body-missing");
  for (const [name, sample] of Object.entries(spec.samples)) {
    if (!sample?.trim()) problem(`samples.${name}`, "template-draft-sample-missing", { variable: `{{${name}}}` });
  }
  spec.buttons.forEach((b, i) => {
    if (b.kind === "url" && !b.url.startsWith("https://")) problem(`buttons[${i}].url`, "template-draft-url-invalid", { variable: "{{1}}" });
  });
  return problems;
}

beforeEach(() => {
  vi.clearAllMocks();
  localStorage.clear();
  mocked.templates.mockResolvedValue([invoiceTemplate(), rejectedTemplate()]);
  mocked.previewTemplate.mockImplementation(async (_n, _l, values) => invoicePreview(values));
  mocked.checkTemplateDraft.mockImplementation(async (spec) => check(spec));
});

async function openBuilder(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByTestId("templates-new"));
  return screen.findByTestId("template-builder");
}

describe("the template builder", () => {
  it("asks before throwing away a draft that was not sent, and leaves at once when nothing was typed", async () => {
    const user = userEvent.setup();
    renderScreen(<Templates />);
    await openBuilder(user);
    // Nothing typed: back to the list without a question.
    await user.click(screen.getByTestId("builder-close"));
    expect(await screen.findByTestId("templates-new")).toBeInTheDocument();
    expect(screen.queryByTestId("template-builder")).toBeNull();

    await openBuilder(user);
    await user.type(screen.getByTestId("builder-body"), "Your order has shipped");
    await user.click(screen.getByTestId("builder-close"));
    expect(await screen.findByText("The changes to this template have not been sent to Meta and will be lost.")).toBeInTheDocument();
    // Staying keeps what was typed.
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByTestId("builder-discard")).toBeNull());
    expect(screen.getByTestId("builder-body")).toHaveValue("Your order has shipped");
    // Leaving for good.
    await user.click(screen.getByTestId("builder-close"));
    await user.click(await screen.findByTestId("builder-discard"));
    await waitFor(() => expect(screen.queryByTestId("template-builder")).toBeNull());
  });

  it("shows the engine's problems under their fields and does not send until they are fixed", async () => {
    const user = userEvent.setup();
    renderScreen(<Templates />);
    await openBuilder(user);

    await user.type(screen.getByTestId("builder-name"), "Order Update");
    await user.type(screen.getByTestId("builder-body"), "Hi ");
    await user.click(screen.getByTestId("builder-add-variable"));
    await user.click(await screen.findByTestId("builder-add-numbered"));
    expect(screen.getByTestId("builder-body")).toHaveValue("Hi {{1}}");

    expect(await screen.findByTestId("builder-problem-name")).toHaveTextContent(
      "A template name has only lowercase letters, digits and underscores",
    );
    expect(await screen.findByTestId("builder-problem-samples.1")).toHaveTextContent("Give a sample for {{1}}");
    expect(screen.getByTestId("builder-status")).toHaveTextContent("2 things to fix before Meta can review it.");
    expect(screen.getByTestId("builder-send")).toBeDisabled();

    // A link button whose address is wrong: the problem is on that button's address.
    await user.click(screen.getByTestId("builder-add-url"));
    await user.clear(screen.getByTestId("builder-buttons[0]-url"));
    await user.type(screen.getByTestId("builder-buttons[0]-url"), "http://x");
    expect(await screen.findByTestId("builder-problem-buttons[0].url")).toHaveTextContent("starting with https://");
    expect(screen.getByTestId("builder-send")).toBeDisabled();
    expect(mocked.createTemplate).not.toHaveBeenCalled();
  });

  it("sends a clean draft to Meta with exactly what is on screen, and the list shows it in review", async () => {
    const user = userEvent.setup();
    const sent = invoiceTemplate({ name: "order_update", status: "PENDING", usable: false, variables: [] });
    mocked.createTemplate.mockResolvedValue(sent);
    renderScreen(<Templates />);
    await openBuilder(user);

    await user.type(screen.getByTestId("builder-name"), "order_update");
    await user.click(screen.getByTestId("builder-category-MARKETING"));
    await user.type(screen.getByTestId("builder-body"), "Hi {{1}}, your order has shipped today.".replace(/[{]/g, "{{"));
    await user.type(await screen.findByTestId("builder-sample-1"), "Ayesha");
    await user.type(screen.getByTestId("builder-footer"), "Reply STOP to opt out");
    await user.click(screen.getByTestId("builder-add-quick_reply"));
    await user.type(screen.getByTestId("builder-buttons[0]-text"), "Thanks");

    // The preview reads with the sample in place of the variable.
    await waitFor(() => expect(screen.getByTestId("builder-preview")).toHaveTextContent("Hi Ayesha, your order has shipped today."));
    await waitFor(() => expect(screen.getByTestId("builder-send")).toBeEnabled());
    expect(screen.getByTestId("builder-status")).toHaveTextContent("Meta's rules are met");

    mocked.templates.mockResolvedValue([invoiceTemplate(), sent]);
    await user.click(screen.getByTestId("builder-send"));
    expect(mocked.createTemplate).toHaveBeenCalledWith({
      name: "order_update",
      language: "en",
      category: "MARKETING",
      parameter_format: null,
      header: { kind: "none" },
      body: "Hi {{1}}, your order has shipped today.",
      samples: { "1": "Ayesha" },
      footer: "Reply STOP to opt out",
      buttons: [{ kind: "quick_reply", text: "Thanks" }],
    });
    const row = await screen.findByTestId("template-row-order_update-en_US");
    expect(row).toHaveTextContent("Waiting for Meta");
    expect(await screen.findByText(/went to Meta for review/)).toBeInTheDocument();
  });

  it("takes a picture header's sample from a file, uploaded to Meta, and sends its handle", async () => {
    const user = userEvent.setup();
    mocked.chooseTemplateSample.mockResolvedValue({ name: "spring.png", handle: "4::aW1hZ2UvcG5n:abc" });
    renderScreen(<Templates />);
    await openBuilder(user);
    await user.click(within(screen.getByTestId("builder-header-kind")).getByText("Image"));
    expect(screen.getByTestId("builder-header-media")).toHaveTextContent("The sample picture");
    expect(screen.getByTestId("builder-header-sample-file")).toHaveTextContent("No sample yet.");
    await user.click(screen.getByTestId("builder-header-sample-choose"));
    expect(mocked.chooseTemplateSample).toHaveBeenCalledWith("image");
    expect(await screen.findByText("spring.png is uploaded to Meta.")).toBeInTheDocument();
    await waitFor(() =>
      expect(mocked.checkTemplateDraft).toHaveBeenLastCalledWith(
        expect.objectContaining({ header: { kind: "image", handle: "4::aW1hZ2UvcG5n:abc" } }),
      ),
    );
  });
});

describe("a template Meta has", () => {
  it("shows Meta's rejection in words to act on, and edits and resubmits it prefilled", async () => {
    const user = userEvent.setup();
    mocked.editTemplate.mockResolvedValue(pendingTemplate());
    renderScreen(<Templates />);
    await user.click(await screen.findByTestId("template-row-win_back-en_US"));
    expect(await screen.findByTestId("template-rejection")).toHaveTextContent(
      "Meta rejected it: its variables, samples or layout are not valid. Fix them and submit it again.",
    );
    expect(screen.getByTestId("template-edit")).toHaveTextContent("Edit and resubmit");
    await user.click(screen.getByTestId("template-edit"));
    await screen.findByTestId("template-builder");
    expect(screen.getByTestId("builder-name")).toHaveValue("win_back");
    expect(screen.getByTestId("builder-name")).toBeDisabled();
    expect(screen.getByTestId("builder-body")).toHaveValue(
      "Dear {{1}}, your invoice of {{2}} is due. Pay before the 5th to keep your connection.",
    );
    expect(screen.getByTestId("builder-sample-2")).toHaveValue("Rs 2,500");
    expect(screen.getByTestId("builder-buttons[0]-url")).toHaveValue("https://pay.example.com/i/{{1}}");
  });

  it("asks before deleting, naming the template and saying all its languages go", async () => {
    const user = userEvent.setup();
    mocked.templates.mockResolvedValue([invoiceTemplate(), invoiceTemplate({ language: "ur" })]);
    mocked.deleteTemplate.mockResolvedValue(2);
    renderScreen(<Templates />);
    await screen.findByTestId("template-row-invoice_reminder-en_US");
    await user.click(await screen.findByTestId("template-delete"));
    const question = await screen.findByTestId("template-delete-question");
    expect(question).toHaveTextContent("invoice_reminder is deleted with Meta in all its languages (en_US, ur)");
    expect(mocked.deleteTemplate).not.toHaveBeenCalled();
    await user.click(screen.getByTestId("template-delete-confirm"));
    expect(mocked.deleteTemplate).toHaveBeenCalledWith("invoice_reminder");
  });
});

describe("the builder in every language", () => {
  it("leaves no English in the pseudo-language, problems included", async () => {
    const user = userEvent.setup();
    renderScreen(<Templates />, { language: "en-XA" });
    await openBuilder(user);
    await user.type(screen.getByTestId("builder-name"), "X");
    await user.click(screen.getByTestId("builder-add-variable"));
    await user.click(await screen.findByTestId("builder-add-numbered"));
    for (const kind of ["quick_reply", "url", "phone", "copy_code"]) await user.click(screen.getByTestId(`builder-add-${kind}`));
    await user.click(within(screen.getByTestId("builder-header-kind")).getAllByRole("radio")[2]!);
    await screen.findByTestId("builder-problem-name");
    await waitFor(() => expect(untranslatedText()).toEqual([]));
  });

  it("reads right to left in Urdu", async () => {
    const user = userEvent.setup();
    renderScreen(<Templates />, { language: "ur-PK" });
    await openBuilder(user);
    expect(document.documentElement.dir).toBe("rtl");
    expect(screen.getByRole("heading", { name: "نیا ٹیمپلیٹ" })).toBeInTheDocument();
    await user.type(screen.getByTestId("builder-name"), "X");
    expect(await screen.findByTestId("builder-problem-name")).toHaveTextContent("ٹیمپلیٹ کے نام میں");
  });
});
