// Connecting a "live" account in the real window, against the simulator reached through the
// Graph address setting: a bad token first (a plain-words refusal), then the good one. Then a
// live run in the window — an import, a test message, an invoice campaign with a PDF each
// launched to the end with delivery receipts coming back through the signed webhooks (and
// Meta answering some sends with a 5xx), its report exported. Then nothing on disk holds the
// token or the app secret — not the data folder, not WebKit's own storage for the window, not
// what the app printed — in any common encoding, and the data folder is the user's alone.
// Files and folders are picked in Pacer's own dialogs, and Test connection asks before the
// stored token goes to a Graph address that is not Meta's.
import assert from "node:assert/strict";
import { existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import http from "node:http";
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
  look,
  openApp,
  pacerCli,
  shot,
  shown,
  speak,
  start,
  type,
  waitText,
} from "../harness.js";

// Distinctive, with characters URL-encoding and base64 treat specially, so every encoded form
// differs from the raw one.
const TOKEN = `e2e-token-${process.pid}-Zq7/Jd+w=`;
const APP_SECRET = `e2e-app-secret-${process.pid}-Hk2/Pw+q`;
const SECRETS = [
  ["the access token", TOKEN],
  ["the app secret", APP_SECRET],
];
const CUSTOMERS = 12;

let run;
let session;
let sim;
let simUrl;
let inputs;
let other;

before(async () => {
  run = await fresh("live");
  inputs = writeInvoiceRun(path.join(run.root, "files"));
  const port = await freePort();
  simUrl = `http://127.0.0.1:${port}`;
  sim = start(pacerCli, [
    "sim",
    "--addr",
    `127.0.0.1:${port}`,
    "--tier",
    "2k",
    // Meta's bad days: some sends answered 5xx (Pacer retries them).
    "--fail-5xx-rate",
    "0.1",
    "--webhook-url",
    `http://127.0.0.1:${run.settings.webhook_port}/webhook`,
  ], { PACER_SIM_TOKEN: TOKEN, PACER_SIM_APP_SECRET: APP_SECRET });
  // Everything the app logs, its HTTP client's debugging included.
  session = await openApp({ ...run.env, PACER_LOG: "trace" });
});

after(async () => {
  await session?.close();
  sim?.kill("SIGTERM");
  other?.server.close();
});

/**
 * Another Graph address on loopback, not Meta's: records the Authorization header of every
 * request it gets and answers each like Meta refusing the token.
 */
function recordingGraph() {
  const seen = [];
  const server = http.createServer((req, res) => {
    seen.push(req.headers.authorization ?? "");
    res.writeHead(401, { "content-type": "application/json" });
    res.end(JSON.stringify({ error: { message: "Invalid OAuth access token.", type: "OAuthException", code: 190 } }));
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => resolve({ server, seen, url: `http://127.0.0.1:${server.address().port}` })),
  );
}

/** A customer list (international numbers) and an invoice PDF per customer, outside the data folder. */
function writeInvoiceRun(folder) {
  const invoices = path.join(folder, "invoices");
  mkdirSync(invoices, { recursive: true });
  const rows = ["Customer,Mobile No,Invoice,Amount,Due date"];
  for (let i = 0; i < CUSTOMERS; i++) {
    const invoice = `INV-L${String(i).padStart(4, "0")}`;
    rows.push(`Customer ${i},+92 300 15${String(i).padStart(5, "0")},${invoice},PKR ${i + 1}00,15 December`);
    writeFileSync(path.join(invoices, `${invoice}.pdf`), `%PDF-1.4\n% invoice ${i}\n%%EOF\n`);
  }
  const csv = path.join(folder, "live-customers.csv");
  writeFileSync(csv, rows.join("\r\n") + "\r\n");
  return { csv, invoices };
}

/** Every file under `folder` (links and sockets are not followed or read). */
function filesUnder(folder) {
  const out = [];
  for (const name of readdirSync(folder)) {
    const full = path.join(folder, name);
    const stat = lstatSync(full);
    if (stat.isDirectory()) out.push(...filesUnder(full));
    else if (stat.isFile()) out.push(full);
  }
  return out;
}

/** Every folder under `folder`, itself included. */
function foldersUnder(folder) {
  const out = [folder];
  for (const name of readdirSync(folder)) {
    const full = path.join(folder, name);
    if (lstatSync(full).isDirectory()) out.push(...foldersUnder(full));
  }
  return out;
}

/**
 * The forms a secret takes when a program writes it: raw, URL-encoded, JSON with escaped
 * slashes, hex, UTF-16 (WebKit's local storage keeps values so), and base64 at each of the
 * three alignments it can start at inside a longer value (standard and URL-safe alphabets).
 */
function forms(secret) {
  const raw = Buffer.from(secret, "utf8");
  const hex = raw.toString("hex");
  const url = encodeURIComponent(secret);
  const all = [
    ["raw", raw],
    ["URL-encoded", Buffer.from(url)],
    ["URL-encoded (lower case)", Buffer.from(url.replace(/%[0-9A-F]{2}/g, (m) => m.toLowerCase()))],
    ["JSON with escaped slashes", Buffer.from(secret.replaceAll("/", "\\/"))],
    ["hex", Buffer.from(hex)],
    ["hex (upper case)", Buffer.from(hex.toUpperCase())],
    ["UTF-16", Buffer.from(secret, "utf16le")],
  ];
  for (let offset = 0; offset < 3; offset++) {
    const shifted = Buffer.concat([Buffer.alloc(offset), raw]);
    // Whole groups that depend on the secret alone: not the first (holds the prefix) when
    // shifted, not the last (holds what follows).
    const core = shifted.toString("base64").slice(offset === 0 ? 0 : 4, Math.floor(shifted.length / 3) * 4);
    all.push([`base64 (offset ${offset})`, Buffer.from(core)]);
    all.push([`URL-safe base64 (offset ${offset})`, Buffer.from(core.replaceAll("+", "-").replaceAll("/", "_"))]);
  }
  return all;
}

/** "what (form) in file" for every secret found in `files`. */
function leaks(files) {
  const needles = SECRETS.flatMap(([name, secret]) => forms(secret).map(([form, bytes]) => [`${name} (${form})`, bytes]));
  const found = [];
  for (const file of files) {
    let bytes;
    try {
      bytes = readFileSync(file);
    } catch {
      continue; // Gone since it was listed (WebKit's temporary files).
    }
    for (const [what, needle] of needles) if (bytes.includes(needle)) found.push(`${what} in ${file}`);
  }
  return found;
}

test("the scan finds a secret planted in any of its forms", () => {
  const folder = path.join(run.root, "planted");
  mkdirSync(folder);
  for (const [name, secret] of SECRETS) {
    for (const [form, bytes] of forms(secret)) {
      const file = path.join(folder, "planted.bin");
      writeFileSync(file, Buffer.concat([Buffer.from("before "), bytes, Buffer.from(" after")]));
      assert.ok(leaks([file]).some((l) => l.startsWith(name)), `${name} written as ${form} is found`);
    }
    for (const prefix of ["", "u:", "ab:"]) {
      const file = path.join(folder, "basic.txt");
      writeFileSync(file, `Authorization: Basic ${Buffer.from(prefix + secret).toString("base64")}`);
      assert.ok(leaks([file]).some((l) => l.startsWith(name)), `${name} in base64 after "${prefix}" is found`);
    }
  }
  writeFileSync(path.join(folder, "planted.bin"), "nothing");
  writeFileSync(path.join(folder, "basic.txt"), "nothing");
});

test("connecting an account: a bad token is refused in plain words, the good one goes live", async () => {
  const b = session.browser;
  await waitText(b, "mode-badge", "Demo");
  await click(b, "nav-settings");
  await type(b, "account-phone-number-id", "106540352242922");
  await type(b, "account-waba-id", "102290129340398");
  await click(b, "account-advanced");
  await type(b, "account-graph-url", simUrl);
  await type(b, "account-access-token", "an-expired-token");
  await type(b, "account-app-secret", APP_SECRET);
  await click(b, "account-test");
  const refused = await waitText(b, "account-test-result", "access token");
  assert.match(refused, /expired|revoked/i, "the refusal says what is wrong");
  await shot(b, "13-connect-bad-token");

  await type(b, "account-access-token", TOKEN);
  await click(b, "account-test");
  await waitText(b, "account-test-result", "templates");
  await shot(b, "14-connect-ok");
  await click(b, "account-connect");
  await click(b, "account-connect-confirm");
  await waitText(b, "mode-badge", "Live", 60000);
  await click(b, "nav-templates");
  await shown(b, "template-row-invoice_ready-en_US", 30000);
  await click(b, "nav-home");
  await shown(b, "home-rate");
  await shot(b, "15-home-live");

  // Secrets live in the keyring only: not in any file of the data folder or its logs.
  const found = leaks(filesUnder(run.dataDir));
  assert.deepEqual(found, [], "no secret in the data folder once connected");
});

test("Test connection sends the stored token to an address that is not Meta's only after the person says yes", async () => {
  const b = session.browser;
  other = await recordingGraph();
  await click(b, "nav-settings");
  if (!(await byId(b, "account-graph-url").isDisplayed())) await click(b, "account-advanced");
  await type(b, "account-graph-url", other.url);
  const token = await shown(b, "account-access-token");
  assert.equal(String(await token.getProperty("value")), "", "the token field is empty: the stored token would be used");

  const question = "Send your access token to another address?";
  await click(b, "account-test");
  await answerDialog({ title: question, button: "cancel" });
  const cancelled = await waitText(b, "account-test-result", "nothing was sent");
  assert.ok(cancelled.includes(other.url), `the result names the address: ${cancelled}`);
  assert.deepEqual(other.seen, [], "after Cancel the other address received no request");
  await centre(b, await byId(b, "account-test-result"));
  await shot(b, "15b-token-question-cancelled");

  await click(b, "account-test");
  await answerDialog({ title: question, button: "S" });
  await waitText(b, "account-test-result", /expired or was revoked/);
  assert.ok(other.seen.length > 0, "after the yes the other address was asked");
  assert.ok(
    other.seen.every((auth) => auth === `Bearer ${TOKEN}`),
    "what reached it is the stored token the person agreed to send",
  );

  // Back to the simulator, so the account stays as connected.
  await type(b, "account-graph-url", simUrl);
  await click(b, "nav-home");
});

test("a live run in the window: import, a test message, an invoice campaign to the end, its report exported", async () => {
  const b = session.browser;
  await waitText(b, "mode-badge", "Live");

  // Contacts from a file the user has.
  await click(b, "nav-contacts");
  await click(b, "import-button");
  await click(b, "import-choose");
  await answerDialog({ title: "Choose a contact list to import", path: inputs.csv });
  await waitText(b, "import-file", "live-customers.csv");
  await type(b, "import-list", "Live December");
  await click(b, "import-preview-button");
  await click(b, "import-run-button");
  await waitText(b, "import-report", `${CUSTOMERS} contacts added`);
  await click(b, "import-done-button");
  await waitText(b, "contacts-table", "+92300150000");

  // An invoice campaign with a PDF per customer, a test message to the owner first.
  await click(b, "nav-campaigns");
  await click(b, "new-campaign");
  await type(b, "campaign-name", "Live invoices");
  await choose(b, "campaign-template", "invoice_ready");
  await click(b, "wizard-next");
  await choose(b, "campaign-list", "Live December");
  await click(b, "wizard-next");
  await type(b, "map-body.1", "Customer");
  await type(b, "map-body.2", "Invoice");
  await type(b, "map-body.3", "Amount");
  await type(b, "map-body.4", "Due date");
  await type(b, "map-button.0", "Invoice");
  await click(b, "campaign-pdf-choose");
  await answerDialog({ title: "Choose the folder of invoice PDFs", path: inputs.invoices });
  await waitText(b, "campaign-pdf-folder", inputs.invoices);
  await type(b, "campaign-pdf-column", "Invoice");
  await click(b, "campaign-create");
  await shown(b, "campaign-preview", 30000);
  await waitText(b, "campaign-check-summary", `${CUSTOMERS} of ${CUSTOMERS}`);
  await type(b, "campaign-test-to", "+923009999999");
  await click(b, "campaign-test-send");
  await waitText(b, "campaign-test-result", "queued");
  await shot(b, "16-live-campaign-check");
  await click(b, "wizard-next");
  await click(b, "campaign-launch");
  await click(b, "campaign-launch-confirm");
  const card = b.$('[data-testid="campaign-card"][data-campaign-name="Live invoices"]');
  await card.waitForDisplayed({ timeout: 30000 });
  const text = async (el) => String(await el.getProperty("textContent"));
  await b.waitUntil(async () => (await text(card.$('[data-testid="campaign-state"]'))).toLowerCase().includes("all sent"), {
    timeout: 180000,
    interval: 1000,
    timeoutMsg: "the live campaign did not send everything",
  });
  // Delivered: the receipts came back through the signed webhooks.
  const done = new RegExp(`${CUSTOMERS} of ${CUSTOMERS} (delivered|have their final status)`);
  await b.waitUntil(async () => done.test(await text(card.$('[data-testid="campaign-progress"]'))), {
    timeout: 120000,
    interval: 1000,
    timeoutMsg: "the receipts did not come back through the webhook",
  });
  await shot(b, "17-live-campaigns");

  // The report, exported to Excel and CSV into the data folder's exports (typed in the save
  // dialog, where it opens).
  await card.$('[data-testid="campaign-report"]').click();
  await waitText(b, "funnel-delivered-count", String(CUSTOMERS));
  for (const [format, name] of [["xlsx", "live-invoices.xlsx"], ["csv", "live-invoices.csv"]]) {
    const target = path.join(run.dataDir, "exports", name);
    await click(b, `report-export-${format}`);
    await answerDialog({ title: "Save the report", path: target, save: true });
    await waitText(b, "report-export-done", name);
    assert.ok(existsSync(target), `the ${format} export was written`);
  }
  await shot(b, "18-live-report");
});

test("a template written in the window: a rule broken shows as it is typed, then sent for review and approved by Meta", async () => {
  const b = session.browser;
  await click(b, "nav-templates");
  await click(b, "templates-new");
  await type(b, "builder-name", "december_thanks");
  // A variable at the very start of the body: Meta refuses that, and the window says so at once.
  await type(b, "builder-body", "{{1}}, thank you for paying invoice {{2}} on time.");
  await waitText(b, "builder-problem-body", "start or end with a variable");
  await type(b, "builder-sample-1", "Ayesha");
  await type(b, "builder-sample-2", "INV-0042");
  await b.waitUntil(async () => !(await byId(b, "builder-problem-samples.2").isExisting()), {
    timeout: 10000,
    timeoutMsg: "the samples typed still show as missing",
  });
  await shot(b, "43-template-builder");
  await type(b, "builder-body", "Dear {{1}}, thank you for paying invoice {{2}} on time.");
  await b.waitUntil(async () => !(await byId(b, "builder-problem-body").isExisting()), {
    timeout: 10000,
    timeoutMsg: "the fixed body still shows a problem",
  });
  await click(b, "builder-send");
  // In review at once, approved when Meta's review webhook comes (the list looks again while
  // something waits).
  await waitText(b, "template-row-december_thanks-en", "Waiting for Meta");
  await waitText(b, "template-row-december_thanks-en", "Approved", 60000);
});

test("WhatsApp unreachable: Home says since when, why and how many wait; the message goes once it is back, once", async () => {
  const b = session.browser;
  const outage = await fetch(`${simUrl}/_sim/outage`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ seconds: 30 }),
  });
  assert.equal(outage.status, 204, "the simulator's outage starts");
  const rows = await invokeFromPage(b, "campaigns");
  assert.ok(rows.ok, JSON.stringify(rows.refusal));
  const campaign = rows.value.find((r) => r.campaign.spec.name === "Live invoices");
  assert.ok(campaign, "the live campaign is listed");
  const sent = await invokeFromPage(b, "test_campaign", { id: campaign.campaign.id, to: "+923009999998", sample: null });
  assert.ok(sent.ok, JSON.stringify(sent.refusal));

  await click(b, "nav-home");
  await waitText(b, "home-connection", "No connection to WhatsApp since", 30000);
  await waitText(b, "home-connection-waiting", "nothing is lost");
  await waitText(b, "home-connection-cause", "unavailable for now");
  await shot(b, "20-home-offline");

  await b.waitUntil(async () => !(await b.$('[data-testid="home-connection"]').isExisting()), {
    timeout: 120000,
    interval: 1000,
    timeoutMsg: "Home still says there is no connection after the outage ended",
  });
  let records = [];
  await b.waitUntil(
    async () => {
      const answer = await fetch(`${simUrl}/_sim/messages?callback_data=${encodeURIComponent(sent.value)}`);
      records = await answer.json();
      return records.length > 0;
    },
    { timeout: 60000, interval: 1000, timeoutMsg: "the message held through the outage was never sent" },
  );
  assert.equal(records.length, 1, "sent once, when WhatsApp was back");
});

test("the Inbox: a customer answers the invoice in every kind WhatsApp has, the photo is fetched, a reply goes and is delivered", async () => {
  const b = session.browser;
  const customer = "+923001500001";
  const say = async (message) => {
    const answer = await fetch(`${simUrl}/_sim/inbound`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ from: customer, name: "Customer 1", ...message }),
    });
    const said = await answer.text();
    assert.equal(answer.status, 200, `the simulator's customer sends ${message.type ?? "text"}: ${said}`);
    return JSON.parse(said);
  };
  await say({ text: "Paid, thank you. Slip attached." });
  await say({ type: "image", image: { caption: "Bank slip" } });
  await say({ type: "document", document: { filename: "slip.pdf" } });
  await say({ type: "audio", audio: { voice: true } });
  await say({ type: "location", location: { latitude: 24.8607, longitude: 67.0011, name: "Clifton branch" } });
  await say({ type: "contacts", contacts: [{ name: { formatted_name: "Ali Raza" }, phones: [{ phone: "+92 300 1234567" }] }] });
  await say({ type: "button", button: { text: "Pay now", payload: "PAY" } });
  await say({ type: "reaction", reaction: { message_id: "wamid.invoice", emoji: "👍" } });

  await click(b, "nav-inbox");
  await waitText(b, "inbox-list", "Customer 1", 60000);
  await click(b, "inbox-row");
  await waitText(b, "inbox-thread", "Paid, thank you", 30000);
  for (const id of ["inbox-location", "inbox-contacts", "inbox-button", "inbox-reaction", "inbox-media-voice", "inbox-media-document"]) {
    await shown(b, id, 30000);
  }
  // The photo is fetched from Meta's media API (the simulator's) into the data folder.
  await shown(b, "inbox-media-open", 60000);

  await type(b, "inbox-reply", "Thank you, payment received.");
  await click(b, "inbox-send");
  await waitText(b, "inbox-thread", "Thank you, payment received.", 30000);
  await b.waitUntil(
    async () => {
      const page = await invokeFromPage(b, "conversation", { query: { phone: customer, before: null, limit: 20 } });
      const last = page.ok ? page.value.items.at(-1) : null;
      return last?.side === "business" && ["delivered", "read"].includes(last.state);
    },
    { timeout: 60000, interval: 1000, timeoutMsg: "the reply was never delivered" },
  );
  // The window hears of the delivery by itself (the inbox event), without a reload.
  await waitText(b, "inbox-thread", /Delivered|Read/, 30000);
  await shot(b, "40-inbox");
});

test("the Inbox speaks the staff's language: every word from the catalogue, Urdu right to left", async () => {
  const b = session.browser;
  const openThread = async () => {
    await click(b, "nav-inbox");
    await click(b, "inbox-row", 30000);
    await shown(b, "inbox-location", 30000);
    await shown(b, "inbox-media-open", 30000);
  };
  // The pseudo-language: Pacer's words accented and in brackets, what the customer wrote as
  // they wrote it (marked translate="no"), so plain letters elsewhere were written in code.
  await speak(b, "en-XA");
  await openThread();
  await look(b, "the Inbox's thread");
  await speak(b, "ur-PK");
  assert.equal(await b.execute(() => document.documentElement.dir), "rtl");
  await openThread();
  await waitText(b, "inbox-thread", "Paid, thank you", 30000);
  await shot(b, "41-inbox-ur");
  await speak(b, "en");
});

test("staff stop marketing to a customer from Contacts: at once, with who, when and why", async () => {
  const b = session.browser;
  await click(b, "nav-contacts");
  await waitText(b, "contacts-table", "+92300150000");
  const row = await b.$('[data-testid="contacts-table"] [data-testid="marketing-switch"]');
  await centre(b, row);
  await row.click();
  await shown(b, "opt-outs-reason", 30000);
  await type(b, "opt-outs-reason", "Asked on the phone not to get offers");
  await click(b, "opt-outs-save");
  await waitText(b, "opt-outs-status", "stopped", 30000);
  await waitText(b, "opt-outs-history", "Asked on the phone not to get offers", 30000);
  await shot(b, "42-opt-out");
  await b.keys(["Escape"]);
  await waitText(b, "contacts-table", "Opted out of marketing", 30000);
});

test("after the live run: no secret in the data folder, WebKit's storage or the app's output; the data folder is the user's alone", async (t) => {
  // Closed first, as a user would: what the app and WebKit keep is on disk now.
  const printed = session.output();
  await session.close();
  session = undefined;
  writeFileSync(path.join(run.root, "app-output.log"), printed);

  const files = filesUnder(run.root).filter((f) => !f.startsWith(path.join(run.root, "planted")));
  const inData = files.filter((f) => f.startsWith(run.dataDir + path.sep));
  // WebKit's storage for the window is in the app's data folder, as on a user's machine.
  const webkit = ["storage", "WebKitCache", "CacheStorage", "hsts-storage.sqlite"].map((n) => path.join(run.dataDir, n));
  const inWebKit = inData.filter((f) => webkit.some((w) => f === w || f.startsWith(w + path.sep)));
  t.diagnostic(
    `scanned ${files.length} files (${inData.length} in the data folder, ${inWebKit.length} of them WebKit's) for ${SECRETS.length} secrets in ${forms(TOKEN).length} forms each`,
  );
  assert.ok(
    inData.some((f) => f.includes(`${path.sep}logs${path.sep}`)) && inData.some((f) => f.endsWith(".xlsx")),
    `the scan covers the app's logs and exports: ${inData.join(", ")}`,
  );
  assert.ok(inWebKit.length > 0, `WebKit kept its storage in the data folder, where it is scanned: ${inData.join(", ")}`);
  assert.deepEqual(leaks(files), [], "no file of the run may hold the access token or the app secret");

  const shared = [];
  for (const entry of [...foldersUnder(run.dataDir), ...inData]) {
    const mode = lstatSync(entry).mode & 0o777;
    if (mode & 0o077) shared.push(`${entry} (${mode.toString(8)})`);
  }
  assert.deepEqual(shared, [], "every file and folder in the data folder is readable by the user alone");
});
