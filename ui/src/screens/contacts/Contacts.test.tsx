import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, beforeAll, beforeEach, expect, test, vi } from "vitest";

import type { ContactQuery } from "../../bindings/ContactQuery";
import { renderScreen } from "../../test/render";
import Contacts from "./Contacts";
import { contact, importRecord, list, pageFor } from "./testFixtures";
import { PAGE_SIZE } from "./useContactPages";

// Mantine renders a lot in jsdom; a busy machine must not fail these on time alone.
vi.setConfig({ testTimeout: 20_000 });

vi.mock("../../api", async (importOriginal) => {
  const original = await importOriginal<typeof import("../../api")>();
  return {
    ...original,
    api: {
      contactsPage: vi.fn(),
      lists: vi.fn(),
      tags: vi.fn(),
      imports: vi.fn(),
      setContactTags: vi.fn(),
      importPreview: vi.fn(),
      importContacts: vi.fn(),
      saveImportProblems: vi.fn(),
    },
  };
});

const { api } = await import("../../api");
const mocked = vi.mocked(api);

const TOTAL = 45_000;
const ROW_HEIGHT = 40;

// jsdom has no layout: give scroll areas a height so the table renders the rows "on screen".
const clientHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, "clientHeight");
const clientWidth = Object.getOwnPropertyDescriptor(HTMLElement.prototype, "clientWidth");
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, "clientHeight", { configurable: true, get: () => 400 });
  Object.defineProperty(HTMLElement.prototype, "clientWidth", { configurable: true, get: () => 1000 });
});
afterAll(() => {
  if (clientHeight) Object.defineProperty(HTMLElement.prototype, "clientHeight", clientHeight);
  if (clientWidth) Object.defineProperty(HTMLElement.prototype, "clientWidth", clientWidth);
});

/** Answers like SQLite would: `filtered` contacts match any filter, `TOTAL` match none. */
function answerPages(filtered = 1_204) {
  mocked.contactsPage.mockImplementation(async (q: ContactQuery) => {
    const any = q.text !== "" || q.list !== null || q.tag !== null || q.opted_out !== null;
    return pageFor(q, any ? filtered : TOTAL);
  });
}

/** The table's page requests (not the one-row count of every contact). */
function pageRequests(): ContactQuery[] {
  return mocked.contactsPage.mock.calls.map(([q]) => q).filter((q) => q.limit === PAGE_SIZE);
}

beforeEach(() => {
  vi.clearAllMocks();
  answerPages();
  mocked.lists.mockResolvedValue([list("Customers", 44_000, 120), list("VIP", 1_000, 4), list("Late payers", 300)]);
  mocked.tags.mockResolvedValue(["VIP", "late payer"]);
  mocked.imports.mockResolvedValue([importRecord()]);
  mocked.setContactTags.mockResolvedValue(undefined);
});

test("shows how many contacts and lists there are, and the first page of the table", async () => {
  renderScreen(<Contacts />);
  expect(await screen.findByText("45,000 contacts in 3 lists")).toBeInTheDocument();
  expect(await screen.findByText("Showing 45,000 of 45,000 contacts")).toBeInTheDocument();
  const table = screen.getByTestId("contacts-table");
  expect(await within(table).findByText(contact(1).phone)).toBeInTheDocument();
  expect(within(table).getAllByRole("columnheader").map((h) => h.textContent)).toEqual(
    expect.arrayContaining(["Name", "Phone", "Tags", "Marketing", "City", "Invoice no", "Amount"]),
  );
  expect(pageRequests()[0]).toEqual({ text: "", list: null, tag: null, opted_out: null, offset: 0, limit: PAGE_SIZE });
});

test("fetches only the page the person scrolls to, by offset, never the whole table", async () => {
  renderScreen(<Contacts />);
  const table = await screen.findByTestId("contacts-table");
  await within(table).findByText(contact(1).phone);

  act(() => {
    table.scrollTop = 10_100 * ROW_HEIGHT;
    fireEvent.scroll(table);
  });

  await waitFor(() => expect(pageRequests().map((q) => q.offset)).toContain(10_000));
  expect(await within(table).findByText(contact(10_101).phone)).toBeInTheDocument();
  const offsets = pageRequests().map((q) => q.offset);
  // The first page, and the pages around row 10,100: nothing in between, nothing to the end.
  expect(offsets.every((o) => o === 0 || (o >= 9_800 && o <= 10_200))).toBe(true);
  expect(pageRequests().every((q) => q.limit <= PAGE_SIZE)).toBe(true);
  // A page already fetched is not fetched again.
  expect(new Set(offsets).size).toBe(offsets.length);
});

test("a new search starts at the top instead of fetching where the old list was scrolled", async () => {
  const user = userEvent.setup();
  renderScreen(<Contacts />);
  const table = await screen.findByTestId("contacts-table");
  await within(table).findByText(contact(1).phone);
  act(() => {
    table.scrollTop = 10_100 * ROW_HEIGHT;
    fireEvent.scroll(table);
  });
  await waitFor(() => expect(pageRequests().map((q) => q.offset)).toContain(10_000));

  await user.type(screen.getByTestId("contacts-search"), "ali");
  await screen.findByText("Showing 1,204 of 45,000 contacts");
  const searched = pageRequests().filter((q) => q.text === "ali");
  expect(searched.map((q) => q.offset)).toEqual([0]);
  expect(table.scrollTop).toBe(0);
});

test("search waits for typing to pause, then asks for matching names or numbers", async () => {
  const user = userEvent.setup();
  renderScreen(<Contacts />);
  await screen.findByText("Showing 45,000 of 45,000 contacts");

  await user.type(screen.getByTestId("contacts-search"), "ali");

  await screen.findByText("Showing 1,204 of 45,000 contacts");
  const texts = pageRequests().map((q) => q.text);
  expect(texts).toContain("ali");
  expect(texts).not.toContain("a");
  expect(texts).not.toContain("al");
  expect(pageRequests().find((q) => q.text === "ali")).toMatchObject({ offset: 0, limit: PAGE_SIZE });
});

test("clicking a list shows its contacts, and the opt-out filter narrows them", async () => {
  const user = userEvent.setup();
  renderScreen(<Contacts />);
  await screen.findByText("Showing 45,000 of 45,000 contacts");

  await user.click(screen.getByTestId("contacts-lists-tab"));
  await user.click(await screen.findByTestId("list-VIP"));

  await screen.findByText("Showing 1,204 of 45,000 contacts");
  expect(pageRequests().at(-1)).toMatchObject({ list: "VIP", opted_out: null, offset: 0 });

  await user.click(screen.getByText("Opted out"));
  await waitFor(() => expect(pageRequests().at(-1)).toMatchObject({ list: "VIP", opted_out: true }));
});

test("says when nothing matches and offers to clear the filters", async () => {
  const user = userEvent.setup();
  answerPages(0);
  renderScreen(<Contacts />);
  await screen.findByText("Showing 45,000 of 45,000 contacts");

  await user.type(screen.getByTestId("contacts-search"), "zzz");
  expect(await screen.findByText("No contacts match “zzz” with these filters.")).toBeInTheDocument();
  await user.click(screen.getByRole("button", { name: "Clear the search and filters" }));
  expect(await screen.findByText("Showing 45,000 of 45,000 contacts")).toBeInTheDocument();
});

test("with no contacts yet, explains what to do and points at the sample list in the demo", async () => {
  const user = userEvent.setup();
  mocked.contactsPage.mockImplementation(async (q: ContactQuery) => pageFor(q, 0));
  mocked.lists.mockResolvedValue([]);
  mocked.imports.mockResolvedValue([]);
  renderScreen(<Contacts />);

  expect(await screen.findByText("No contacts yet")).toBeInTheDocument();
  expect(screen.getByText(/Import a CSV or Excel file exported from your billing system/)).toBeInTheDocument();
  await user.click(screen.getByTestId("contacts-empty-sample"));
  expect(await screen.findByTestId("import-file")).toHaveTextContent(
    "/home/user/.local/share/app.pacer.desktop/demo/samples/customers.csv",
  );
});

test("tags of a contact can be edited", async () => {
  const user = userEvent.setup();
  renderScreen(<Contacts />);
  const table = await screen.findByTestId("contacts-table");
  await within(table).findByText(contact(1).phone);

  // Several customers share a name; the first row is contact 1.
  await user.click(within(table).getAllByRole("button", { name: `Edit the tags of ${contact(1).name}` })[0]);
  const dialog = await screen.findByRole("dialog");
  await user.type(within(dialog).getByLabelText("Tags"), "VIP{enter}");
  await user.click(within(dialog).getByRole("button", { name: "Save tags" }));

  await waitFor(() => expect(mocked.setContactTags).toHaveBeenCalledWith(contact(1).phone, ["VIP"]));
  await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  expect(within(table).getAllByText("VIP").length).toBeGreaterThan(0);
});

test("when Pacer can't be reached, says so in plain words with a way to try again", async () => {
  const { PacerError } = await import("../../api");
  mocked.lists.mockRejectedValue(
    new PacerError({ code: "input", message: "Pacer is still starting. Try again in a moment.", details: null }),
  );
  renderScreen(<Contacts />);
  expect(await screen.findByText("Pacer is still starting. Try again in a moment.")).toBeInTheDocument();
  expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
});

test("a contact's name, tags and details with markup show as text, never as markup", async () => {
  const hostile = '<img src=x onerror="window.__pwned=1"><b>Bold</b>';
  mocked.contactsPage.mockImplementation(async (q: ContactQuery) => ({
    total: 1,
    offset: q.offset,
    rows: q.offset === 0 ? [contact(1, { name: hostile, tags: ["<script>x</script>"], attributes: { City: "<i>Lahore</i>" } })] : [],
  }));
  renderScreen(<Contacts />);
  const table = await screen.findByTestId("contacts-table");
  expect(await within(table).findByText(hostile)).toBeInTheDocument();
  expect(within(table).getByText("<script>x</script>")).toBeInTheDocument();
  expect(within(table).getByText("<i>Lahore</i>")).toBeInTheDocument();
  expect(table.querySelector("img, b, script, i")).toBeNull();
  expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined();
});
