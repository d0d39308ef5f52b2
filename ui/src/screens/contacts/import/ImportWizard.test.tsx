import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, beforeAll, beforeEach, expect, test, vi } from "vitest";

import type { ContactQuery } from "../../../bindings/ContactQuery";
import type { DeskView } from "../../../bindings/DeskView";
import { chooseOption, demoInfo, renderScreen } from "../../../test/render";
import Contacts from "../Contacts";
import { importedReport, importRecord, list, pageFor, previewReport } from "../testFixtures";

// Mantine renders a lot in jsdom; a busy machine must not fail these on time alone.
vi.setConfig({ testTimeout: 20_000 });

vi.mock("../../../api", async (importOriginal) => {
  const original = await importOriginal<typeof import("../../../api")>();
  return {
    ...original,
    api: {
      contactsPage: vi.fn(),
      lists: vi.fn(),
      tags: vi.fn(),
      imports: vi.fn(),
      setContactTags: vi.fn(),
      chooseContactFile: vi.fn(),
      importPreview: vi.fn(),
      importContacts: vi.fn(),
      saveImportProblems: vi.fn(),
    },
    events: { onImportProgress: vi.fn(async () => () => {}), onUploadProgress: vi.fn(async () => () => {}) },
  };
});

const { api, events, PacerError } = await import("../../../api");
const mocked = vi.mocked(api);
const SAMPLE = demoInfo.samples?.contacts ?? "";
const deskView: DeskView = {
  address: "https://192.168.1.20:8093",
  office_name: "Shop office",
  desk_name: "Front desk",
  fingerprint: "3F2A-9C1B-0D4E-7A21-55B0-C3D9-8E12-4F60-A1B2-C3D4-E5F6-0718-293A-4B5C-6D7E-8F90",
  role: "staff",
  reachable: true,
  locked_out: false,
  problem: null,
};

// jsdom has no layout: give scroll areas a height so the problem tables render their rows.
const clientHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, "clientHeight");
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, "clientHeight", { configurable: true, get: () => 240 });
});
afterAll(() => {
  if (clientHeight) Object.defineProperty(HTMLElement.prototype, "clientHeight", clientHeight);
});

beforeEach(() => {
  vi.clearAllMocks();
  mocked.contactsPage.mockImplementation(async (q: ContactQuery) => pageFor(q, 500));
  mocked.lists.mockResolvedValue([list("Customers", 500)]);
  mocked.tags.mockResolvedValue([]);
  mocked.imports.mockResolvedValue([importRecord()]);
  mocked.importPreview.mockResolvedValue(previewReport());
  mocked.importContacts.mockResolvedValue(importedReport());
  mocked.saveImportProblems.mockResolvedValue("/home/user/fix.csv");
  mocked.chooseContactFile.mockResolvedValue({ path: "/home/user/Documents/customers.csv", name: "customers.csv" });
});

async function openWizard() {
  const user = userEvent.setup();
  renderScreen(<Contacts />);
  await user.click(await screen.findByTestId("import-button"));
  const modal = await screen.findByRole("dialog");
  return { user, modal };
}

test("checks the chosen file, list and country, and shows what Pacer found with every invalid row", async () => {
  const { user, modal } = await openWizard();
  await user.click(within(modal).getByTestId("import-choose"));
  await waitFor(() => expect(within(modal).getByTestId("import-file")).toHaveTextContent("customers.csv"));
  const listInput = within(modal).getByTestId("import-list");
  expect(listInput).toHaveValue("Customers");
  await user.clear(listInput);
  await user.type(listInput, "Shop customers");
  const country = within(modal).getByTestId("import-country");
  expect(country).toHaveValue("PK");
  await user.clear(country);
  await user.type(country, "gb");
  expect(within(modal).getByText(/read as numbers from United Kingdom/)).toBeInTheDocument();

  await user.click(within(modal).getByTestId("import-preview-button"));

  expect(mocked.importPreview).toHaveBeenCalledWith("/home/user/Documents/customers.csv", {
    list: "Shop customers",
    default_country: "GB",
    columns: { phone: null, name: null },
    tags: [],
  });
  expect(await within(modal).findByText(previewReport().summary)).toBeInTheDocument();
  const findings = within(modal).getByTestId("import-findings");
  expect(findings).toHaveTextContent("CSV text file, text in UTF-8, values separated by commas");
  expect(findings).toHaveTextContent("Column “Mobile”, because its header “Mobile” says it holds phone numbers");
  expect(findings).toHaveTextContent("“City”, “Invoice no”, “Amount”");
  expect(within(modal).getByTestId("import-count-invalid")).toHaveTextContent("32");
  expect(within(modal).getByTestId("import-count-duplicates")).toHaveTextContent("38");

  // Each invalid row with its reason, and what the reason means.
  const invalid = within(modal).getByTestId("import-invalid-rows");
  expect(within(invalid).getByText("0300 123456")).toBeInTheDocument();
  expect(within(invalid).getByText("too short")).toBeInTheDocument();
  expect(within(invalid).getByText("shortened by Excel (scientific notation lost digits)")).toBeInTheDocument();
  expect(within(modal).getByText(/24 are missing a digit:/)).toBeInTheDocument();
  expect(within(modal).getByText(/Format the column as Text in Excel/)).toBeInTheDocument();

  // And the duplicates: which row each was merged into.
  await user.click(within(modal).getByRole("tab", { name: /Same number twice/ }));
  const duplicates = await within(modal).findByTestId("import-duplicate-rows");
  expect(within(duplicates).getByText("14")).toBeInTheDocument();
  expect(within(duplicates).getByText("3")).toBeInTheDocument();
});

test("the demo's sample list is the file", async () => {
  const { user, modal } = await openWizard();
  await user.click(within(modal).getByTestId("import-use-sample"));
  expect(within(modal).getByTestId("import-file")).toHaveTextContent(SAMPLE);
  await user.click(within(modal).getByTestId("import-preview-button"));
  expect(mocked.importPreview).toHaveBeenCalledWith(SAMPLE, expect.objectContaining({ list: "Customers" }));
});

test("the file comes from Pacer's file window only: no field takes a typed path", async () => {
  mocked.chooseContactFile.mockResolvedValueOnce(null);
  const { user, modal } = await openWizard();
  expect(within(modal).queryByRole("textbox", { name: /^File/ })).not.toBeInTheDocument();
  await user.click(within(modal).getByTestId("import-choose"));
  await waitFor(() => expect(mocked.chooseContactFile).toHaveBeenCalledTimes(1));
  expect(within(modal).getByTestId("import-file")).toHaveTextContent("No file chosen yet");
  await user.click(within(modal).getByTestId("import-choose"));
  await waitFor(() => expect(within(modal).getByTestId("import-file")).toHaveTextContent("customers.csv"));
});

test("a file Pacer can't read is explained inside the wizard, with the details", async () => {
  mocked.importPreview.mockRejectedValue(
    new PacerError({
      code: "input",
      message: "The file is empty. Export the list again from your billing system and import the new file.",
      details: "empty",
    }),
  );
  const { user, modal } = await openWizard();
  await user.click(within(modal).getByTestId("import-choose"));
  await waitFor(() => expect(within(modal).getByTestId("import-file")).toHaveTextContent("customers.csv"));
  await user.click(within(modal).getByTestId("import-preview-button"));

  const alert = await within(modal).findByRole("alert");
  expect(alert).toHaveTextContent("Pacer couldn't read the file");
  expect(alert).toHaveTextContent("The file is empty. Export the list again");
  expect(alert).toHaveTextContent("Details: empty");
  expect(within(modal).getByTestId("import-choose")).toBeInTheDocument();
});

test("nothing is checked without a file", async () => {
  const { user, modal } = await openWizard();
  await user.click(within(modal).getByTestId("import-preview-button"));
  expect(await within(modal).findByRole("alert")).toHaveTextContent("Choose a file to import first");
  expect(mocked.importPreview).not.toHaveBeenCalled();
});

test("a different phone column must be checked again before importing", async () => {
  const { user, modal } = await openWizard();
  await user.click(within(modal).getByTestId("import-use-sample"));
  await user.click(within(modal).getByTestId("import-preview-button"));
  await within(modal).findByText(previewReport().summary);

  await chooseOption(user, within(modal).getByTestId("import-phone-column"), "Invoice no");
  expect(within(modal).getByTestId("import-run-button")).toBeDisabled();

  mocked.importPreview.mockResolvedValue(
    previewReport({ columns: { ...previewReport().columns, phone: "Invoice no", phone_found_by: "override" } }),
  );
  await user.click(within(modal).getByTestId("import-recheck-button"));
  await waitFor(() =>
    expect(mocked.importPreview).toHaveBeenLastCalledWith(
      SAMPLE,
      expect.objectContaining({ columns: { phone: "Invoice no", name: null } }),
    ),
  );
  await waitFor(() => expect(within(modal).getByTestId("import-run-button")).toBeEnabled());
  expect(within(modal).getByTestId("import-findings")).toHaveTextContent("Column “Invoice no”, because you chose it");

  await user.click(within(modal).getByTestId("import-run-button"));
  await waitFor(() =>
    expect(mocked.importContacts).toHaveBeenCalledWith(
      SAMPLE,
      expect.objectContaining({ columns: { phone: "Invoice no", name: null } }),
    ),
  );
});

test("importing shows the report, saves the rows to fix, and closing refreshes the table and lists", async () => {
  const { user, modal } = await openWizard();
  await user.click(within(modal).getByTestId("import-use-sample"));
  await user.click(within(modal).getByTestId("import-preview-button"));
  await user.click(await within(modal).findByTestId("import-run-button"));

  expect(mocked.importContacts).toHaveBeenCalledWith(SAMPLE, {
    list: "Customers",
    default_country: "PK",
    columns: { phone: null, name: null },
    tags: [],
  });
  const report = await within(modal).findByTestId("import-report");
  expect(report).toHaveTextContent(importedReport().summary);
  expect(within(modal).getByTestId("import-saved-new")).toHaveTextContent("1,100");
  expect(within(modal).getByTestId("import-saved-updated")).toHaveTextContent("60");
  expect(within(modal).getByTestId("import-saved-unchanged")).toHaveTextContent("20");
  expect(within(modal).getByTestId("import-saved-opted-out")).toHaveTextContent("3");
  expect(within(modal).getByText("too short")).toBeInTheDocument();
  // The report lists only the first rows of each kind; the saved file has every one.
  expect(within(modal).getByTestId("import-rows-listed-only")).toHaveTextContent(
    "Showing the first 2 of 32. Save the rows to fix below to get every one of them.",
  );
  expect(within(modal).getByTestId("import-problems-save")).toHaveTextContent("Save 70 rows");

  // Pacer asks where in its own save window (beside the imported file); the page names no path.
  await user.click(within(modal).getByTestId("import-problems-save"));
  expect(mocked.saveImportProblems).toHaveBeenCalledWith(importedReport(), SAMPLE);
  expect(await within(modal).findByTestId("import-problems-saved")).toHaveTextContent("Saved to /home/user/fix.csv.");

  const listsBefore = mocked.lists.mock.calls.length;
  const pagesBefore = mocked.contactsPage.mock.calls.length;
  await user.click(within(modal).getByTestId("import-done-button"));
  await waitFor(() => expect(mocked.lists.mock.calls.length).toBeGreaterThan(listsBefore));
  await waitFor(() => expect(mocked.contactsPage.mock.calls.length).toBeGreaterThan(pagesBefore + 1));
});

test("a long import shows how many contacts are saved so far", async () => {
  let progress: (p: { saved: number }) => void = () => {};
  vi.mocked(events.onImportProgress).mockImplementation(async (handler) => {
    progress = handler;
    return () => {};
  });
  let finish: (report: ReturnType<typeof importedReport>) => void = () => {};
  mocked.importContacts.mockImplementation(() => new Promise((resolve) => (finish = resolve)));
  const { user, modal } = await openWizard();
  await user.click(within(modal).getByTestId("import-use-sample"));
  await user.click(within(modal).getByTestId("import-preview-button"));
  await user.click(await within(modal).findByTestId("import-run-button"));

  const total = previewReport().contacts;
  const bar = await within(modal).findByTestId("import-progress-count");
  expect(bar).toHaveTextContent(`0 of ${total.toLocaleString("en-US")} saved`);
  // Not a desk: the file is read here, nothing is uploaded.
  expect(within(modal).queryByTestId("import-upload-bar")).toBeNull();
  await waitFor(() => expect(events.onImportProgress).toHaveBeenCalled());
  progress({ saved: 600 });
  await waitFor(() =>
    expect(within(modal).getByTestId("import-progress-count")).toHaveTextContent(
      `600 of ${total.toLocaleString("en-US")} saved`,
    ),
  );
  finish(importedReport());
  expect(await within(modal).findByTestId("import-report")).toBeInTheDocument();
});

test("on a desk the file's upload to the office Pacer shows as it goes, then the office's report", async () => {
  let uploaded: (p: { sent: number; total: number }) => void = () => {};
  vi.mocked(events.onUploadProgress).mockImplementation(async (handler) => {
    uploaded = handler;
    return () => {};
  });
  let finish: (report: ReturnType<typeof importedReport>) => void = () => {};
  mocked.importContacts.mockImplementation(() => new Promise((resolve) => (finish = resolve)));
  const user = userEvent.setup();
  renderScreen(<Contacts />, { info: { ...demoInfo, desk: deskView } });
  await user.click(await screen.findByTestId("import-button"));
  const modal = await screen.findByRole("dialog");
  await user.click(within(modal).getByTestId("import-use-sample"));
  await user.click(within(modal).getByTestId("import-preview-button"));
  await user.click(await within(modal).findByTestId("import-run-button"));

  // The office saves the contacts: this PC hears only of the bytes it sent.
  expect(await within(modal).findByTestId("import-upload-bar")).toBeInTheDocument();
  expect(within(modal).queryByTestId("import-progress-count")).toBeNull();
  await waitFor(() => expect(events.onUploadProgress).toHaveBeenCalled());
  uploaded({ sent: 1_200_000, total: 4_000_000 });
  await waitFor(() =>
    expect(within(modal).getByTestId("import-upload-count")).toHaveTextContent("Sending the file to the office Pacer: 1.2 MB of 4 MB (30 %)"),
  );
  expect(within(within(modal).getByTestId("import-upload-bar")).getByRole("progressbar")).toHaveAttribute(
    "aria-valuenow",
    "30",
  );
  uploaded({ sent: 4_000_000, total: 4_000_000 });
  await waitFor(() =>
    expect(within(modal).getByTestId("import-upload-count")).toHaveTextContent("Sending the file to the office Pacer: 4 MB of 4 MB (100 %)"),
  );
  finish(importedReport());
  expect(await within(modal).findByTestId("import-report")).toBeInTheDocument();
  expect(within(modal).queryByTestId("import-upload-bar")).toBeNull();
});

test("an import that fails says why and can be tried again", async () => {
  mocked.importContacts.mockRejectedValueOnce(
    new PacerError({
      code: "input",
      message: "Pacer couldn't read or write its database. Check that the disk is not full, then try again.",
      details: "disk I/O error",
    }),
  );
  const { user, modal } = await openWizard();
  await user.click(within(modal).getByTestId("import-use-sample"));
  await user.click(within(modal).getByTestId("import-preview-button"));
  await user.click(await within(modal).findByTestId("import-run-button"));

  const alert = await within(modal).findByRole("alert");
  expect(alert).toHaveTextContent("The contacts were not imported");
  expect(alert).toHaveTextContent("Check that the disk is not full");
  await user.click(within(modal).getByRole("button", { name: "Try again" }));
  expect(await within(modal).findByTestId("import-report")).toHaveTextContent(importedReport().summary);
});

test("the progress bar never runs backwards or past the end", async () => {
  const { importShare } = await import("./ImportWizard");
  expect(importShare(0, 1000)).toBe(2);
  expect(importShare(500, 1000)).toBe(50);
  expect(importShare(1500, 1000)).toBe(100);
  expect(importShare(0, 0)).toBe(100);
});
