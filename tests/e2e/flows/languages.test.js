// Pacer in the staff's languages, in the real window at 1280×720 (a 1080p laptop at 150 %):
// first in the pseudo-language (every word accented, 40 % longer, in brackets), where any text
// the code wrote itself shows as plain letters and any label too short for a longer language
// spills; then in Urdu (right to left) and Bahasa Indonesia, whose screenshots the README shows.
import assert from "node:assert/strict";
import { after, before, test } from "node:test";

import { choose, click, fresh, openApp, shot, shown, type } from "../harness.js";

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

/** Chooses the window's language the way Settings → Language keeps it, and reloads. */
async function speak(b, tag) {
  await b.execute((chosen) => {
    localStorage.setItem("pacer-language", chosen);
    location.reload();
  }, tag);
  await shown(b, "home-rate", 30000);
  const lang = await b.execute(() => document.documentElement.lang);
  assert.equal(lang, tag === "en-XA" ? "en" : tag, "the page says its language");
}

/**
 * What the page shows that did not come from the catalogue (the same rule as the window's
 * Vitest check `untranslatedText`): in the pseudo-language every message is accented and in
 * brackets, so plain letters outside brackets were written in code. Values that are not
 * Pacer's words sit inside `translate="no"`. And whether anything spills sideways.
 */
async function look(b, where) {
  const found = await b.execute(() => {
    const plain = (text) => /[A-Za-z]{2,}/.test(text) && !/[[\]]/.test(text);
    const visible = (el) => {
      if (!el) return false;
      const style = getComputedStyle(el);
      const box = el.getBoundingClientRect();
      return style.visibility !== "hidden" && style.display !== "none" && box.width > 0 && box.height > 0;
    };
    const left = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? "";
      const parent = node.parentElement;
      if (!plain(text) || !visible(parent) || parent.closest('[translate="no"], script, style')) continue;
      left.push(text.trim());
    }
    for (const el of document.querySelectorAll("[placeholder], [aria-label], [title]")) {
      if (!visible(el) || el.closest('[translate="no"]')) continue;
      for (const name of ["placeholder", "aria-label", "title"]) {
        const value = el.getAttribute(name);
        if (value && plain(value)) left.push(`${name}="${value}"`);
      }
    }
    const main = document.querySelector("main") ?? document.body;
    const page = document.documentElement;
    return { left, spill: Math.max(page.scrollWidth - page.clientWidth, main.scrollWidth - main.clientWidth) };
  });
  assert.deepEqual(found.left, [], `${where}: words not from the catalogue`);
  assert.ok(found.spill <= 0, `${where}: spills sideways by ${found.spill} px at 1280×720`);
}

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
