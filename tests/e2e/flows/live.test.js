// Connecting a "live" account in the real window, against the simulator reached through the
// Graph address setting: a bad token first (a plain-words refusal), then the good one. Then
// nothing on disk holds the token or the app secret.
import assert from "node:assert/strict";
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { after, before, test } from "node:test";

import {
  click,
  freePort,
  fresh,
  openApp,
  pacerCli,
  shot,
  shown,
  start,
  type,
  waitText,
} from "../harness.js";

const TOKEN = `e2e-token-${process.pid}-Zq7Jd`;
const APP_SECRET = `e2e-app-secret-${process.pid}-Hk2Pw`;

let run;
let session;
let sim;
let simUrl;

before(async () => {
  run = await fresh("live");
  const port = await freePort();
  simUrl = `http://127.0.0.1:${port}`;
  sim = start(pacerCli, [
    "sim",
    "--addr",
    `127.0.0.1:${port}`,
    "--tier",
    "2k",
    "--webhook-url",
    `http://127.0.0.1:${run.settings.webhook_port}/webhook`,
  ], { PACER_SIM_TOKEN: TOKEN, PACER_SIM_APP_SECRET: APP_SECRET });
  session = await openApp(run.env);
});

after(async () => {
  await session?.close();
  sim?.kill("SIGTERM");
});

function filesUnder(folder) {
  const out = [];
  for (const name of readdirSync(folder)) {
    const full = path.join(folder, name);
    const stat = statSync(full);
    if (stat.isDirectory()) out.push(...filesUnder(full));
    else out.push(full);
  }
  return out;
}

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
  for (const file of filesUnder(run.dataDir)) {
    const bytes = readFileSync(file);
    assert.ok(!bytes.includes(TOKEN), `the access token must not be in ${file}`);
    assert.ok(!bytes.includes(APP_SECRET), `the app secret must not be in ${file}`);
  }
});
