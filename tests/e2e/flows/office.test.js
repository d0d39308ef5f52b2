// The office in two real windows on one machine, as on two PCs: one Pacer shared with the
// office (Settings → Share with the office), the other paired to it as a desk (Settings →
// Connect to the office's Pacer), each in a session bus and keyring of its own. The desk
// compares the fingerprint the office shows, types the code, and from then on works through
// the office: Home's figures come from it, and its Contacts table is the office's. The office
// window lists the desk. The office goes
// away: the desk says it cannot be reached, and follows again by itself once it is back. The
// owner withdraws the desk: the desk says it is no longer accepted. Screenshots for the README.
import assert from "node:assert/strict";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { after, test } from "node:test";

import { app, centre, click, freePort, fresh, openApp, shot, shown, type, waitText } from "../harness.js";

const sessions = [];

after(async () => {
  for (const session of sessions) await session?.close();
});

/** The fingerprint as a screen shows it, without the line breaks between its groups. */
async function fingerprintOn(b, id) {
  const el = await shown(b, id, 60000);
  const value = await el.getProperty("value");
  const text = typeof value === "string" && value ? value : await el.getText();
  return text.replace(/\s+/g, "");
}

test("a desk pairs with the office Pacer in the window, works through it and says when it cannot", async () => {
  const office = await fresh("office");
  const officePort = await freePort();
  const settingsFile = path.join(office.dataDir, "settings.json");
  const shared = {
    ...JSON.parse(readFileSync(settingsFile, "utf8")),
    share_with_office: true,
    office_port: officePort,
    office_name: "Back office",
    // Found by address: nothing is announced on the test machine's network.
    announce_office: false,
  };
  writeFileSync(settingsFile, JSON.stringify(shared), { mode: 0o600 });
  const desk = await fresh("desk");

  let officeWindow = await openApp(office.env);
  sessions.push(officeWindow);
  const deskWindow = await openApp(desk.env, app, { ownSession: true });
  sessions.push(deskWindow);
  const o = officeWindow.browser;
  const d = deskWindow.browser;

  // The office PC: its fingerprint and a code for one desk.
  await click(o, "nav-settings");
  const fingerprint = await fingerprintOn(o, "settings-office-fingerprint");
  assert.match(fingerprint, /^([0-9A-F]{4}-){15}[0-9A-F]{4}$/, "the office shows its fingerprint");
  await click(o, "settings-office-pair");
  const code = (await (await shown(o, "settings-office-pairing-code")).getText()).trim();
  assert.match(code, /^\d{4}-\d{4}$/);

  // The desk: the office's address as typed, its fingerprint shown to compare, the code.
  await click(d, "nav-settings");
  await shown(d, "settings-desk", 60000);
  await type(d, "settings-desk-address", `127.0.0.1:${officePort}`);
  await click(d, "settings-desk-look");
  const shownOnDesk = await fingerprintOn(d, "settings-desk-fingerprint");
  assert.equal(shownOnDesk, fingerprint, "the desk shows the same fingerprint as the office PC");
  await type(d, "settings-desk-code", code);
  await type(d, "settings-desk-name", "Front desk");
  await shot(d, "51-desk-connect");
  await click(d, "settings-desk-connect");
  try {
    await waitText(d, "settings-desk-connected", "Back office", 60000);
  } catch (e) {
    console.log(deskWindow.output().slice(-4000));
    throw e;
  }
  await centre(d, await shown(d, "settings-desk-connected"), "center");
  await shot(d, "52-settings-desk");

  // The office lists the desk.
  await click(o, "settings-office-pairing-close");
  await click(o, "nav-home");
  await click(o, "nav-settings");
  await waitText(o, "settings-office-people", "Front desk", 30000);

  // The contacts table on the desk is the office's: a list imported on the office PC shows there.
  await click(o, "nav-contacts");
  await click(o, "import-button");
  await click(o, "import-use-sample");
  await type(o, "import-list", "December");
  await click(o, "import-preview-button");
  await click(o, "import-run-button");
  await waitText(o, "import-report", "200 contacts added", 60000);
  await click(o, "import-done-button");
  await click(d, "nav-contacts");
  await waitText(d, "contacts-table", "+92300300000", 60000);
  await shot(d, "55-desk-contacts");

  // The desk's Home shows the office's figures, pushed to it.
  await click(d, "nav-home");
  await shown(d, "home-rate", 60000);
  await shot(d, "53-home-desk");

  // The office goes away: the desk says so, and sends nothing itself.
  await officeWindow.close();
  sessions.splice(sessions.indexOf(officeWindow), 1);
  await waitText(d, "desk-banner-text", "cannot be reached", 60000);
  await shot(d, "54-desk-office-unreachable");

  // Back, with the same certificate: the desk follows again by itself.
  officeWindow = await openApp(office.env);
  sessions.push(officeWindow);
  const o2 = officeWindow.browser;
  await (await d.$('[data-testid="desk-banner"]')).waitForExist({ reverse: true, timeout: 60000 });

  // The owner withdraws the desk's access: the desk is told it is no longer accepted.
  await click(o2, "nav-settings");
  await waitText(o2, "settings-office-people", "Front desk", 60000);
  await click(o2, "settings-office-desk-revoke");
  await click(o2, "settings-office-desk-revoke-confirm");
  await shown(o2, "settings-office-desk-revoked", 30000);
  await waitText(d, "desk-banner-text", "no longer accepts", 60000);
});
