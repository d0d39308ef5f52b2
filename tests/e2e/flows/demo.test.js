// A new user's first minutes, in the real window, in demo mode: import the sample customer
// list, read the import report, make an invoice campaign with a PDF per customer, launch it,
// watch it finish, open its report and export it through Pacer's save dialog; a promotion with
// the demo's poster in its header, shown in the preview. Then Settings:
// the local API's key, and a folder added to (and removed from) the folders Pacer may read
// through Pacer's folder dialog. And a script in the page can neither read a file nobody
// chose nor open a dialog itself. Screenshots of every screen are saved.
import assert from "node:assert/strict";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { after, before, test } from "node:test";

import {
  answerDialog,
  byId,
  centre,
  choose,
  click,
  freePort,
  fresh,
  invokeFromPage,
  openApp,
  shot,
  shown,
  type,
  waitText,
} from "../harness.js";

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
  // The rows to fix, saved where Pacer's save dialog says.
  const fixes = path.join(run.root, "fixes", "customers - rows to fix.csv");
  mkdirSync(path.dirname(fixes), { recursive: true });
  await click(b, "import-problems-save");
  await answerDialog({ title: "Save the rows to fix", path: fixes, save: true });
  await waitText(b, "import-problems-saved", fixes);
  const rows = readFileSync(fixes, "utf8");
  assert.match(rows, /^Row,Name,Number,Problem/, "the rows to fix are a CSV with their reasons");
  assert.match(rows, /Walk-in customer|Rashid Mehmood/, "the rows to fix name the customers to correct");
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
  // A filter on an imported column, for the README: the live count follows it (26 of the sample
  // customers are Khans); taken off again so the run sends to everyone.
  await click(b, "audience-filter-add");
  await type(b, "audience-filter-column-0", "Customer");
  await click(b, "audience-filter-op-0");
  const contains = b.$('//*[@role="option"][normalize-space(.)="contains"]');
  await contains.waitForDisplayed({ timeout: 10000, timeoutMsg: 'no "contains" among the tests' });
  await contains.click();
  await type(b, "audience-filter-value-0", "Khan");
  await waitText(b, "audience-count", "26 contacts in this audience.");
  await shot(b, "45-campaign-audience-filter");
  await click(b, "audience-filter-remove-0");
  await waitText(b, "audience-count", "200 contacts in this audience.");
  await click(b, "wizard-next");
  await type(b, "map-body.1", "Customer");
  await type(b, "map-body.2", "Invoice");
  await type(b, "map-body.3", "Amount");
  await type(b, "map-body.4", "Due date");
  await type(b, "map-button.0", "Invoice");
  await click(b, "campaign-use-sample-invoices");
  await type(b, "campaign-pdf-column", "Invoice");
  await shot(b, "07-campaign-mapping");
  // Sending hours, shown and then taken off again: the demo campaign must send whatever the
  // hour of the run.
  await click(b, "campaign-hours");
  await type(b, "campaign-hours-zone", "Asia/Karachi");
  await click(b, "campaign-hours-customer");
  await shot(b, "44-campaign-hours");
  await click(b, "campaign-hours");
  await click(b, "campaign-create");
  await shown(b, "campaign-preview", 30000);
  await waitText(b, "campaign-check-summary", "200 of 200");
  // The demo starts with the demo rate card (labelled as not Meta's): the check estimates the cost.
  await shown(b, "campaign-estimate-total");
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
  // A new campaign to some of this one's customers (who did not read it, …): the choices.
  await click(b, "report-retarget");
  await shown(b, "report-retarget-0");
  await shot(b, "46-report-retarget");
  await b.keys(["Escape"]);
  // Dark mode, then back.
  await click(b, "color-scheme");
  await shot(b, "10-report-dark");
  await click(b, "color-scheme");
  // Saved where the person says in Pacer's save dialog; the page names no path.
  const target = path.join(run.root, "reports", "December-invoices.xlsx");
  mkdirSync(path.dirname(target), { recursive: true });
  await click(b, "report-export-xlsx");
  await answerDialog({ title: "Save the report", path: target, save: true });
  await waitText(b, "report-export-done", target);
  assert.ok(existsSync(target), "the export was written where the save dialog said");
  assert.equal(readFileSync(target).subarray(0, 2).toString(), "PK", "an XLSX (zip) file");

  await click(b, "nav-home");
  await shown(b, "home-rate");
  await shot(b, "11-home-after");
  await click(b, "nav-settings");
  await shown(b, "settings-api-key");
  await shot(b, "12-settings");
  // Settings → Prices: the rate card in use, and where to load Meta's.
  await shown(b, "settings-rate-card");
  await centre(b, await shown(b, "settings-prices"), "start");
  await waitText(b, "settings-rate-card", "not Meta's");
  await shot(b, "47-settings-rate-card");
});

test("a promotion with one poster for everyone: the demo's picture, checked and shown in the preview", async () => {
  const b = session.browser;
  await click(b, "nav-campaigns");
  await click(b, "new-campaign");
  await type(b, "campaign-name", "Spring sale");
  await choose(b, "campaign-template", "spring_sale");
  await click(b, "wizard-next");
  await choose(b, "campaign-list", "December");
  await click(b, "wizard-next");
  // The picture's first choice is one file for everyone: the demo's poster.
  await waitText(b, "campaign-header-file", "No file chosen yet");
  await click(b, "campaign-use-sample-poster");
  await waitText(b, "campaign-header-file", "spring-sale.png");
  await type(b, "map-body.1", "Customer");
  await click(b, "map-body.2-text");
  await type(b, "map-body.2", "20%");
  await click(b, "map-body.3-text");
  await type(b, "map-body.3", "31 March");
  await click(b, "campaign-create");
  await shown(b, "campaign-preview", 30000);
  await waitText(b, "campaign-check-summary", "200 of 200");
  const picture = await shown(b, "campaign-preview-picture", 30000);
  const src = String(await picture.getAttribute("src"));
  assert.match(src, /^data:image\/png;base64,iVBORw0KGgo/, "the preview shows the poster itself");
  assert.ok(
    await b.execute((el) => el.complete && el.naturalWidth === 800, picture),
    "the picture was drawn (800 pixels wide)",
  );
  await centre(b, await shown(b, "campaign-preview"), "start");
  await shot(b, "48-campaign-poster");
  // Closed unlaunched: the draft stays in the campaign list.
  await b.keys(["Escape"]);
  await b.$('[data-testid="campaign-preview"]').waitForExist({ reverse: true, timeout: 10000 });
  await b.$('[data-testid="campaign-card"][data-campaign-name="Spring sale"]').waitForDisplayed({ timeout: 10000 });
});

test("a language per customer: a template Meta approved in English and Spanish offers the column that chooses", async () => {
  const b = session.browser;
  await click(b, "nav-campaigns");
  await click(b, "new-campaign");
  await type(b, "campaign-name", "Order updates");
  await choose(b, "campaign-template", "order_shipped (en_US)");
  await click(b, "wizard-next");
  await choose(b, "campaign-list", "December");
  await click(b, "wizard-next");
  const input = await shown(b, "campaign-language-column");
  await type(b, "campaign-language-column", "Language");
  await b.keys(["Escape"]); // the column suggestions close
  await centre(b, input);
  await shot(b, "49-campaign-language");
  // Closed without creating it.
  await b.$(".mantine-Modal-close").click();
  await input.waitForExist({ reverse: true, timeout: 10000 });
});

test("Settings shows this data folder's own random local API key, never the old fixed one", async () => {
  const b = session.browser;
  await click(b, "nav-settings");
  const key = String(await (await shown(b, "settings-api-key")).getProperty("value"));
  assert.notEqual(key, "demo-key", "the window's local API key is not the fixed demo key");
  assert.match(key, /^[0-9a-f]{64}$/, "the local API key is 64 hex characters (32 random bytes)");
});

test("Settings → Folders Pacer may read: imports/ first, a folder added only through Pacer's folder dialog, and removed", async () => {
  const b = session.browser;
  const folder = path.join(run.root, "Billing exports");
  mkdirSync(folder, { recursive: true });
  await click(b, "nav-settings");
  const section = await shown(b, "settings-folders");
  await centre(b, section, "start");
  await waitText(b, "settings-folder-imports", path.join(run.dataDir, "demo", "imports"));
  assert.equal((await b.$$('[data-testid="settings-folder-row"]')).length, 0, "no folder beyond imports/ at first");
  assert.equal(
    (await section.$$("input")).length,
    0,
    "no field in the section takes a typed folder: only Pacer's folder dialog adds one",
  );

  await click(b, "settings-folder-add");
  await answerDialog({ title: "Add a folder Pacer may read", path: folder });
  const row = b.$(`[data-testid="settings-folder-row"][data-folder="${folder}"]`);
  await row.waitForDisplayed({ timeout: 30000, timeoutMsg: "the folder picked in the dialog is not listed" });
  const saved = JSON.parse(readFileSync(path.join(run.dataDir, "settings.json"), "utf8"));
  assert.deepEqual(saved.readable_folders, [folder], "the folder is kept in the settings");
  await centre(b, section, "start");
  await shot(b, "19-settings-folders");

  await row.$('[data-testid="settings-folder-remove"]').click();
  await row.waitForExist({ reverse: true, timeout: 30000, timeoutMsg: "the removed folder is still listed" });
  const after = JSON.parse(readFileSync(path.join(run.dataDir, "settings.json"), "utf8"));
  assert.deepEqual(after.readable_folders, [], "the removed folder is gone from the settings");
});

test("a script in the page reads no file nobody chose and opens no dialog itself", async () => {
  const b = session.browser;
  // A private file outside everything Pacer owns, looking like a contact list.
  const secret = path.join(run.root, "private", "credentials.csv");
  mkdirSync(path.dirname(secret), { recursive: true });
  writeFileSync(secret, "Name,Phone\naws_secret_access_key=wJalrXUtnFEMI,+923001234567\n");
  const ask = (command, args) => invokeFromPage(b, command, args);
  const options = { list: "Stolen", default_country: "PK", columns: { phone: null, name: null }, tags: [] };
  const imports = path.join(run.dataDir, "demo", "imports");
  const viaImports = `${imports}/${path.relative(imports, secret)}`; // imports/../../../../private/…
  const missing = path.join(run.root, "private", "no-such-file.csv");
  for (const target of [secret, "/etc/passwd", viaImports, missing]) {
    for (const command of ["import_preview", "import_contacts"]) {
      const answer = await ask(command, { path: target, options });
      assert.equal(answer.ok, false, `${command} of ${target} is refused`);
      assert.equal(answer.refusal.code, "not_chosen", `${command} of ${target} is refused as not chosen: ${JSON.stringify(answer)}`);
      assert.ok(!JSON.stringify(answer).includes("aws_secret"), "the refusal carries nothing of the file");
    }
  }
  const spec = {
    name: "Stolen keys",
    template_name: "invoice_ready",
    template_language: "en_US",
    audience: { lists: ["December"], tags: [] },
    mapping: {},
    pdf: { folder: path.dirname(secret), column: "Invoice" },
    schedule: null,
  };
  const campaign = await ask("create_campaign", { spec });
  assert.equal(campaign.ok, false, "a campaign cannot take PDFs from a folder nobody chose");
  assert.equal(campaign.refusal.code, "not_chosen", JSON.stringify(campaign));
  const poster = await ask("create_campaign", {
    spec: { ...spec, template_name: "spring_sale", pdf: null, header_file: secret },
  });
  assert.equal(poster.ok, false, "a campaign cannot take a header file nobody chose");
  assert.equal(poster.refusal.code, "not_chosen", JSON.stringify(poster));
  // The page's own dialog and file permissions are gone: only Pacer's commands open dialogs.
  for (const [command, args] of [
    ["plugin:dialog|open", { options: { directory: false, multiple: false } }],
    ["plugin:dialog|save", { options: {} }],
    ["plugin:fs|read_text_file", { path: secret }],
  ]) {
    const answer = await ask(command, args);
    assert.equal(answer.ok, false, `the page may not call ${command}: ${JSON.stringify(answer)}`);
    assert.match(String(answer.refusal), /not allowed/, `${command} is refused by the window's permissions`);
  }
  const listed = await ask("lists", {});
  assert.ok(!listed.value.some((l) => l.name === "Stolen"), "nothing was imported from the private file");
});

test("a command: tunnel runs only after the person says so in Pacer's own question, whoever asked", async () => {
  const b = session.browser;
  const ask = (command, args) => invokeFromPage(b, command, args);
  const settingsFile = path.join(run.dataDir, "settings.json");
  const current = await ask("settings", {});
  assert.equal(current.ok, true, JSON.stringify(current));
  const before = current.value.tunnel;
  const program = "command:/bin/sh -c {port}";

  // A script in the page saves a command: tunnel; the question comes up on the screen, the
  // person keeps the old setting, and nothing is saved.
  const refused = ask("save_settings", { settings: { ...current.value, tunnel: program } });
  await answerDialog({ title: "Run this tunnel program?", button: "cancel" });
  const answer = await refused;
  assert.equal(answer.ok, false, `keeping the old setting refuses the save: ${JSON.stringify(answer)}`);
  assert.match(answer.refusal.message, /Nothing was saved/, "the refusal says nothing was saved");
  const kept = JSON.parse(readFileSync(settingsFile, "utf8"));
  assert.equal(kept.tunnel, before, "the tunnel setting stayed as it was");

  // Asked again, the person agrees: only then is it saved.
  const agreed = ask("save_settings", { settings: { ...current.value, tunnel: program } });
  await answerDialog({ title: "Run this tunnel program?", button: "R" });
  const saved = await agreed;
  assert.equal(saved.ok, true, `running the program was agreed: ${JSON.stringify(saved)}`);
  assert.equal(JSON.parse(readFileSync(settingsFile, "utf8")).tunnel, program, "saved after the yes");

  // Put back, so the rest of the run is as it was (an unchanged command asks nothing).
  const back = await ask("save_settings", { settings: { ...current.value, tunnel: before } });
  assert.equal(back.ok, true, JSON.stringify(back));
});

test("Settings → Share with the office: the running office Pacer's fingerprint, a pairing code, the people and who did what", async () => {
  const b = session.browser;
  const ask = (command, args) => invokeFromPage(b, command, args);
  const current = await ask("settings", {});
  assert.equal(current.ok, true, JSON.stringify(current));
  // Shared on a free port, found by address (no announcement on the test machine's network).
  const shared = {
    ...current.value,
    share_with_office: true,
    office_port: await freePort(),
    office_name: "Back office",
    announce_office: false,
  };
  const saved = await ask("save_settings", { settings: shared });
  assert.equal(saved.ok, true, JSON.stringify(saved));
  await click(b, "nav-home");
  await click(b, "nav-settings");
  const section = await shown(b, "settings-office", 60000);
  const fingerprint = await shown(b, "settings-office-fingerprint", 60000);
  assert.match(String(await fingerprint.getProperty("value")), /^([0-9A-F]{4}-){15}[0-9A-F]{4}$/, "the fingerprint is 16 groups of 4");
  await waitText(b, "settings-office-people-empty", "No desks yet");
  await click(b, "settings-office-pair");
  const code = await shown(b, "settings-office-pairing-code");
  assert.match(await code.getText(), /^\d{4}-\d{4}$/, "the code is eight digits");
  await centre(b, section, "start");
  // An earlier test's notice closed, so the picture shows only this.
  for (const close of await b.$$('[class*="Notification-closeButton"]')) await close.click().catch(() => {});
  await b.waitUntil(async () => (await b.$$('[class*="Notification-root"]')).length === 0, { timeout: 10000 }).catch(() => {});
  await shot(b, "50-settings-office");
  await click(b, "settings-office-pairing-close");
  await code.waitForExist({ reverse: true, timeout: 10000 });

  // Put back, so the rest of the run is as it was.
  const back = await ask("save_settings", { settings: { ...current.value } });
  assert.equal(back.ok, true, JSON.stringify(back));
});
