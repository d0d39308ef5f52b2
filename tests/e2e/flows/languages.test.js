// Pacer in the staff's languages, in the real window at 1280×720 (a 1080p laptop at 150 %):
// first in the pseudo-language (every word accented, 40 % longer, in brackets), where any text
// the code wrote itself shows as plain letters and any label too short for a longer language
// spills; then in Urdu (right to left) and Bahasa Indonesia, whose screenshots the README shows.
import assert from "node:assert/strict";
import { after, before, test } from "node:test";

import { choose, click, fresh, look, openApp, shot, shown, speak, type } from "../harness.js";

let run;
let session;
/** The campaign the pseudo-language walk launched: Urdu and Bahasa show its report. */
let launched;

before(async () => {
  run = await fresh("languages");
  session = await openApp(run.env);
  await session.browser.setWindowSize(1280, 720);
});

after(async () => {
  await session?.close();
});

/**
 * The everyday path in the language spoken: Home, the sample list imported and its report, an
 * invoice campaign checked, launched and its report. `at(name)` runs at each screen.
 */
async function tour(b, at, { launch }) {
  await at("home");

  await click(b, "nav-contacts");
  await shown(b, "import-button");
  await at("contacts");
  await click(b, "import-button");
  await click(b, "import-use-sample");
  await type(b, "import-list", "December");
  await click(b, "import-preview-button");
  await shown(b, "import-run-button");
  await at("import-check");
  await click(b, "import-run-button");
  await shown(b, "import-report", 60000);
  await at("import-report");
  await click(b, "import-done-button");

  await click(b, "nav-templates");
  await shown(b, "template-row-invoice_ready-en_US");
  await at("templates");

  await click(b, "nav-campaigns");
  await click(b, "new-campaign");
  const name = `December invoices ${Date.now()}`;
  await type(b, "campaign-name", name);
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
  await at("campaign-values");
  await click(b, "campaign-create");
  await shown(b, "campaign-preview", 60000);
  await shown(b, "campaign-check-summary", 60000);
  await at("campaign-check");
  if (!launch) {
    await b.keys(["Escape"]);
    return;
  }
  await click(b, "wizard-next");
  await click(b, "campaign-launch");
  await click(b, "campaign-launch-confirm");
  launched = name;
  const card = b.$('[data-testid="campaign-card"]');
  await card.waitForDisplayed({ timeout: 30000 });
  await at("campaigns");
  await card.$('[data-testid="campaign-report"]').click();
  await shown(b, "funnel-delivered-count", 30000);
  await b.$('[data-testid="report-row"]').waitForDisplayed({ timeout: 30000 });
  await at("report");

  await click(b, "nav-settings");
  await shown(b, "settings-language");
  await at("settings");
}

/** The launched campaign's report, picked on the Reports screen. */
async function openReport(b) {
  assert.ok(launched, "the pseudo-language walk launched a campaign");
  await click(b, "nav-reports");
  await choose(b, "report-pick", launched);
  await shown(b, "funnel-delivered-count", 30000);
  await b.$('[data-testid="report-row"]').waitForDisplayed({ timeout: 30000 });
}

test("in the pseudo-language every word on every screen comes from the catalogue, and nothing spills", async () => {
  const b = session.browser;
  await speak(b, "en-XA");
  await tour(b, (where) => look(b, where), { launch: true });
});

test("in Urdu the window reads right to left, numbers and phone numbers left to right", async () => {
  const b = session.browser;
  await speak(b, "ur-PK");
  assert.equal(await b.execute(() => document.documentElement.dir), "rtl");
  const font = await b.execute(() => getComputedStyle(document.body).fontFamily);
  assert.match(font, /^"?Noto Sans Arabic/, "Urdu is written in a typeface made for it");
  const shots = { home: "30-home-ur", "import-report": "31-import-report-ur", "campaign-check": "32-campaign-check-ur" };
  await tour(
    b,
    async (where) => {
      if (shots[where]) await shot(b, shots[where]);
    },
    { launch: false },
  );
  await openReport(b);
  await shot(b, "33-report-ur");
  const phone = await b.execute(() => {
    const cell = document.querySelector('[data-testid="report-row"] [dir="ltr"]');
    return cell ? getComputedStyle(cell).direction : null;
  });
  assert.equal(phone, "ltr", "a phone number in the report reads left to right");
});

test("in Bahasa Indonesia the same screens speak Bahasa", async () => {
  const b = session.browser;
  await speak(b, "id-ID");
  assert.equal(await b.execute(() => document.documentElement.dir), "ltr");
  const shots = { home: "34-home-id", "import-report": "35-import-report-id", "campaign-check": "36-campaign-check-id" };
  await tour(
    b,
    async (where) => {
      if (shots[where]) await shot(b, shots[where]);
    },
    { launch: false },
  );
  await openReport(b);
  await shot(b, "37-report-id");
  const title = await b.execute(() => document.querySelector('[data-testid="nav-settings"]')?.textContent ?? "");
  assert.match(title, /Pengaturan/, "the navigation speaks Bahasa");
});
