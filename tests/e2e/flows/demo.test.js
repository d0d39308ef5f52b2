// A new user's first minutes, in the real window, in demo mode: import the sample customer
// list, read the import report, make an invoice campaign with a PDF per customer, launch it,
// watch it finish, open its report and export it. Screenshots of every screen are saved.
import assert from "node:assert/strict";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { after, before, test } from "node:test";

import { byId, choose, click, fresh, openApp, shot, shown, type, waitText } from "../harness.js";

let run;
let session;

before(async () => {
  run = await fresh("demo");
  session = await openApp(run.env);
});

after(async () => {
  await session?.close();
});

test("a new user imports, launches an invoice run and exports its report in demo mode", async () => {
  const b = session.browser;
  assert.equal(await b.getTitle(), "Pacer", "the window is titled Pacer");
  await waitText(b, "mode-badge", "Demo");
  await shown(b, "demo-banner");
  await shown(b, "home-rate");
  await shot(b, "01-home-demo");

  // Contacts: import the sample list through the wizard.
  await click(b, "nav-contacts");
  await shot(b, "02-contacts-empty");
  await click(b, "import-button");
  await click(b, "import-use-sample");
  await type(b, "import-list", "December");
  await click(b, "import-preview-button");
  await shot(b, "03-import-preview");
  await click(b, "import-run-button");
  const summary = await waitText(b, "import-report", "200 contacts added");
  assert.match(summary, /1 duplicate merged/, "the report says which rows were merged");
  await shot(b, "04-import-report");
  await click(b, "import-done-button");
  await waitText(b, "contacts-table", "+92300300000");
  await shot(b, "05-contacts");

  // Templates: synced from the simulated Meta.
  await click(b, "nav-templates");
  await shown(b, "template-row-invoice_ready-en_US");
  await shot(b, "06-templates");

  // Campaigns: an invoice run with a PDF per customer.
  await click(b, "nav-campaigns");
  await click(b, "new-campaign");
  await type(b, "campaign-name", "December invoices");
  await choose(b, "campaign-template", "invoice_ready");
  await click(b, "wizard-next");
  await choose(b, "campaign-list", "December");
  await click(b, "wizard-next");
  await type(b, "map-body.1", "Customer");
  await type(b, "map-body.2", "Invoice");
  await type(b, "map-body.3", "Amount");
  await type(b, "map-body.4", "Due date");
  await type(b, "map-button.0", "Invoice");
  await click(b, "campaign-use-sample-invoices");
  await type(b, "campaign-pdf-column", "Invoice");
  await shot(b, "07-campaign-mapping");
  await click(b, "campaign-create");
  await shown(b, "campaign-preview", 30000);
  await waitText(b, "campaign-check-summary", "200 of 200");
  await shot(b, "08-campaign-check");
  await click(b, "wizard-next");
  await click(b, "campaign-launch");
  // The confirmation says what will happen; confirm it.
  await click(b, "campaign-launch-confirm");
  const card = b.$('[data-testid="campaign-card"][data-campaign-name="December invoices"]');
  await card.waitForDisplayed({ timeout: 30000 });
  // Finished: every invoice sent, and every one delivered (the simulated phones answer).
  await b.waitUntil(
    async () =>
      String(await card.$('[data-testid="campaign-state"]').getProperty("textContent"))
        .toLowerCase()
        .includes("all sent"),
    { timeout: 180000, interval: 1000, timeoutMsg: "the campaign did not send everything" },
  );
  const text = async (el) => String(await el.getProperty("textContent"));
  await b.waitUntil(
    async () => /200 of 200 (delivered|have their final status)/.test(await text(card.$('[data-testid="campaign-progress"]'))),
    { timeout: 120000, interval: 1000, timeoutMsg: "not every invoice was delivered" },
  );
  await shot(b, "09-campaigns");
  await card.$('[data-testid="campaign-report"]').click();

  // Report: every message accounted for; export to Excel.
  await waitText(b, "funnel-delivered-count", "200");
  await waitText(b, "funnel-failed-count", "0");
  // Every customer, read a page at a time from the ledger; the search asks Pacer again.
  await b.$('[data-testid="report-row"]').waitForDisplayed({ timeout: 20000 });
  await type(b, "report-search", "+92300300000");
  await b.waitUntil(
    async () => {
      const rows = await b.$$('[data-testid="report-row"]');
      if (rows.length === 0) return false;
      for (const row of rows) if (!String(await row.getProperty("textContent")).includes("+92300300000")) return false;
      return true;
    },
    { timeout: 20000, timeoutMsg: "the report's search did not narrow the customers" },
  );
  await b.execute(() => document.querySelector('[data-testid="report-search"]').select());
  await b.keys(["Backspace"]);
  await shot(b, "10-report");
  // Dark mode, then back.
  await click(b, "color-scheme");
  await shot(b, "10-report-dark");
  await click(b, "color-scheme");
  const target = path.join(run.dataDir, "exports", "December-invoices.xlsx");
  await type(b, "report-export-path", target);
  await click(b, "report-export-xlsx");
  await waitText(b, "report-export-done", "December-invoices.xlsx");
  assert.ok(existsSync(target), "the export was written");
  assert.equal(readFileSync(target).subarray(0, 2).toString(), "PK", "an XLSX (zip) file");

  await click(b, "nav-home");
  await shown(b, "home-rate");
  await shot(b, "11-home-after");
  await click(b, "nav-settings");
  await shot(b, "12-settings");
});
