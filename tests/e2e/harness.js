// Drives the real Pacer window through tauri-driver (WebDriver) under Xvfb. Each test gets
// its own data folder and keyring service, so runs never share state with each other or with
// a real installation. Run through scripts/e2e.sh, which builds the app and starts Xvfb, a
// session bus and an unlocked keyring.
import assert from "node:assert/strict";
import { execFile, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";

import { remote } from "webdriverio";

const here = path.dirname(fileURLToPath(import.meta.url));
export const root = path.resolve(here, "../..");
export const app = process.env.PACER_APP ?? path.join(root, "target/debug/pacer-desktop");
export const pacerCli = process.env.PACER_CLI ?? path.join(root, "target/debug/pacer");
export const shotsDir = process.env.PACER_SHOTS ?? path.join(root, "target/e2e-screenshots");

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

async function waitForPort(port, child, what, ms = 30000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`${what} exited with ${child.exitCode}`);
    const open = await new Promise((resolve) => {
      const socket = net.connect(port, "127.0.0.1", () => {
        socket.end();
        resolve(true);
      });
      socket.on("error", () => resolve(false));
    });
    if (open) return;
    await sleep(100);
  }
  throw new Error(`${what} did not listen on ${port} within ${ms} ms`);
}

/** Starts a child process; its output goes to `log` lines kept for failure messages. */
export function start(command, args, env = {}) {
  const child = spawn(command, args, {
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.output = [];
  const keep = (data) => {
    child.output.push(...String(data).split("\n").filter(Boolean));
    if (child.output.length > 400) child.output.splice(0, child.output.length - 400);
  };
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  return child;
}

/**
 * A fresh folder for one run: its own XDG data, cache and config folders, the app's data folder
 * where an installed app has it ($XDG_DATA_HOME/app.pacer.desktop, with free ports in its
 * settings), and its own keyring service. WebKit keeps the window's storage (local storage,
 * caches) in that same folder, as on a user's machine, so a test can read it and no run sees
 * another's. The keyring itself is reached over D-Bus, so the XDG folders do not move it.
 */
export async function fresh(name) {
  const root = mkdtempSync(path.join(os.tmpdir(), `pacer-e2e-${name}-`));
  const xdg = {
    data: path.join(root, "xdg", "data"),
    cache: path.join(root, "xdg", "cache"),
    config: path.join(root, "xdg", "config"),
  };
  const dataDir = path.join(xdg.data, "app.pacer.desktop");
  for (const folder of [dataDir, ...Object.values(xdg)]) mkdirSync(folder, { recursive: true, mode: 0o700 });
  const settings = { api_port: await freePort(), webhook_port: await freePort() };
  writeFileSync(path.join(dataDir, "settings.json"), JSON.stringify(settings), { mode: 0o600 });
  return {
    settings,
    root,
    dataDir,
    xdg,
    env: {
      PACER_DATA_DIR: dataDir,
      PACER_KEYRING_SERVICE: `pacer-e2e-${name}-${process.pid}-${Date.now()}`,
      XDG_DATA_HOME: xdg.data,
      XDG_CACHE_HOME: xdg.cache,
      XDG_CONFIG_HOME: xdg.config,
    },
  };
}

/** A process and all its descendants (tauri-driver → WebKitWebDriver → the app → WebKit). */
export function tree(pid) {
  const children = new Map();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      if (!children.has(ppid)) children.set(ppid, []);
      children.get(ppid).push(Number(entry));
    } catch {
      // The process ended while we looked.
    }
  }
  const all = [];
  const stack = [pid];
  while (stack.length) {
    const p = stack.pop();
    all.push(p);
    stack.push(...(children.get(p) ?? []));
  }
  return all;
}

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Starts tauri-driver and a WebDriver session that opens the app. `ownSession`: in a session bus
 * and keyring of its own (scripts/keyring.sh), as on a second PC — the app lets one instance run
 * per session (a second launch hands over to the first), and each PC has its own keyring.
 */
export async function openApp(env, application = app, { ownSession = false } = {}) {
  const port = await freePort();
  const nativePort = await freePort();
  const args = ["--port", String(port), "--native-port", String(nativePort)];
  const driver = ownSession
    ? start(path.join(root, "scripts/keyring.sh"), ["tauri-driver", ...args], env)
    : start("tauri-driver", args, env);
  await waitForPort(port, driver, "tauri-driver");
  const browser = await remote({
    hostname: "127.0.0.1",
    port,
    logLevel: "warn",
    connectionRetryTimeout: 120000,
    capabilities: {
      "tauri:options": { application },
      "wdio:enforceWebDriverClassic": true,
    },
  });
  return {
    browser,
    /** What tauri-driver, WebKitWebDriver and the app printed (the last 400 lines). */
    output: () => driver.output.join("\n"),
    async close() {
      // Everything the driver started, the app included: an app left running would keep
      // this test's output pipe open (and the test runner waiting) after the session ends.
      const family = tree(driver.pid);
      try {
        await browser.deleteSession();
      } catch {
        // The app may already be gone; everything is stopped below either way.
      }
      for (const pid of family.reverse()) {
        try {
          process.kill(pid, "SIGTERM");
        } catch {
          // Already gone.
        }
      }
      const until = Date.now() + 15000;
      while (Date.now() < until && family.some(alive)) await sleep(100);
      for (const pid of family.filter(alive)) {
        try {
          process.kill(pid, "SIGKILL");
        } catch {
          // Gone in between.
        }
      }
    },
  };
}

/** The element with this data-testid. */
export function byId(browser, id) {
  return browser.$(`[data-testid="${id}"]`);
}

/** Waits until the element exists and is shown, then returns it. */
export async function shown(browser, id, timeout = 20000) {
  const el = byId(browser, id);
  await el.waitForDisplayed({ timeout, timeoutMsg: `"${id}" was not shown within ${timeout} ms` });
  return el;
}

/** Scrolls the element into the window (`block`: "center" or "start") with the page's own
 * `scrollIntoView`: WebDriver's (Actions API, then a fallback) leaves WebKitWebDriver's page where
 * it was when the element sits just under a sticky bar, which is then what a click hits. */
export async function centre(browser, el, block = "center") {
  await browser.execute((e, where) => e.scrollIntoView({ block: where }), el, block);
}

export async function click(browser, id, timeout) {
  const el = await shown(browser, id, timeout);
  // Centre it first: a sticky bar at the bottom of a screen must not be what is clicked.
  await centre(browser, el);
  await el.waitForClickable({ timeout: 10000 });
  await el.click();
}

/** Replaces an input's value by typing (React sees every key). */
export async function type(browser, id, text) {
  const el = await shown(browser, id);
  await centre(browser, el);
  await el.click();
  // Select the whole value in the element itself, then type over it: React sees every key,
  // and nothing typed is appended to what was there.
  await browser.execute((input) => {
    input.focus();
    input.select();
  }, el);
  await el.addValue(text);
  const now = String(await el.getProperty("value"));
  if (now !== text) {
    throw new Error(`typing into "${id}" left "${now}" instead of "${text}"`);
  }
}

/** Picks an option of a searchable select: types its text, then Enter. */
export async function choose(browser, id, text) {
  const el = await shown(browser, id);
  await centre(browser, el);
  await el.click();
  await browser.keys(["Control", "a"]);
  await browser.keys(["Backspace"]);
  await el.addValue(text);
  const option = browser.$(`//*[@role="option"][contains(normalize-space(.), ${xpathText(text)})]`);
  await option.waitForDisplayed({ timeout: 10000, timeoutMsg: `no option "${text}" in ${id}` });
  await option.click();
}

function xpathText(text) {
  if (!text.includes("'")) return `'${text}'`;
  return `concat('${text.split("'").join(`', "'", '`)}')`;
}

/** True for WebDriver's answer about a node that left the page after it was found. */
function isStale(error) {
  return /stale element/i.test(String(error?.message ?? error));
}

/** Waits until the element's text contains `text` (or matches a RegExp). */
export async function waitText(browser, id, text, timeout = 30000) {
  let last = "";
  await browser.waitUntil(
    async () => {
      // Found afresh each time: React may replace the node between two looks, and a handle
      // kept from an earlier look is then stale.
      const el = byId(browser, id);
      try {
        if (!(await el.isExisting())) return false;
        // textContent, not WebDriver's getText: WebKitWebDriver answers "" for some styled
        // elements (Mantine badges).
        last = String(await el.getProperty("textContent"));
      } catch (error) {
        if (isStale(error)) return false;
        throw error;
      }
      // Case-insensitive: CSS may show text in capitals (badges).
      return text instanceof RegExp ? text.test(last) : last.toLowerCase().includes(text.toLowerCase());
    },
    { timeout, interval: 250, timeoutMsg: `"${id}" never showed ${text} (last: ${last})` },
  );
  return last;
}

/** Saves a screenshot of the window after two painted frames. */
export async function shot(browser, name) {
  mkdirSync(shotsDir, { recursive: true });
  await browser.executeAsync((done) => requestAnimationFrame(() => requestAnimationFrame(() => done())));
  await browser.saveScreenshot(path.join(shotsDir, `${name}.png`));
}

const run = promisify(execFile);

/** Runs xdotool; its output, or throws with what it said. */
async function xdotool(...args) {
  const { stdout } = await run("xdotool", args, { timeout: 30000 });
  return stdout.trim();
}

/** The visible windows titled `title` (a plain text, not a pattern). */
async function windowsTitled(title) {
  const pattern = title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  try {
    return (await xdotool("search", "--onlyvisible", "--name", pattern)).split("\n").filter(Boolean);
  } catch {
    return []; // xdotool exits 1 when no window matches.
  }
}

/**
 * Answers one of Pacer's native dialogs (GTK) the way a person at the keyboard does. The tests
 * run under Xvfb with no window manager, so the dialog gets the keyboard through
 * `windowfocus` (`windowactivate` needs a window manager). Then:
 * - `path`: a file or folder chooser takes it in its location field (Ctrl+L), a save dialog
 *   (`save: true`) in its name field, which takes a whole path; then Return.
 * - `button: "cancel"`: Escape, which every GTK dialog reads as Cancel.
 * - `button: "<letter>"`: Alt+letter, the button's mnemonic (Pacer's questions underline one
 *   letter of each button; their text takes the focus, so Return alone presses nothing).
 * Waits until the dialog is gone, and fails saying so if it stays.
 */
export async function answerDialog({ title, path: typed, save = false, button }, timeout = 30000) {
  const until = Date.now() + timeout;
  let ids = [];
  while (Date.now() < until && ids.length === 0) {
    ids = await windowsTitled(title);
    if (ids.length === 0) await sleep(200);
  }
  if (ids.length === 0) throw new Error(`no dialog titled "${title}" opened within ${timeout} ms`);
  const id = ids[ids.length - 1];
  // A window found before it is mapped refuses the focus (BadMatch): try again briefly.
  let focused = false;
  for (let i = 0; i < 50 && !focused; i++) {
    try {
      await xdotool("windowfocus", "--sync", id);
      focused = true;
    } catch {
      focused = false;
    }
    if (!focused) await sleep(100);
  }
  if (!focused) throw new Error(`the dialog "${title}" did not take the keyboard`);
  await sleep(400); // GTK finishes drawing its fields.
  if (typed !== undefined) {
    await xdotool("key", "--clearmodifiers", save ? "ctrl+a" : "ctrl+l");
    await sleep(300);
    await xdotool("type", "--delay", "25", typed);
    await sleep(500); // The location field's completion settles.
    await xdotool("key", "Return");
  } else if (button === "cancel") {
    await xdotool("key", "Escape");
  } else if (typeof button === "string" && button.length === 1) {
    await xdotool("key", "--clearmodifiers", `alt+${button.toLowerCase()}`);
  } else {
    throw new Error("answerDialog needs a path or a button");
  }
  while (Date.now() < until) {
    if ((await windowsTitled(title)).length === 0) return;
    await sleep(200);
  }
  throw new Error(`the dialog "${title}" was still open after it was answered`);
}

/**
 * Calls one of the app's commands from the page, as any script in it could (an XSS in a
 * contact's name, say); resolves to `{ ok: true, value }` or `{ ok: false, refusal }`. (Not
 * `error`: WebDriver clients read a script result holding an `error` field as WebDriver's own
 * error.)
 */
export async function invokeFromPage(browser, command, args = {}) {
  const slot = `__pacerAnswer${Date.now()}${Math.floor(Math.random() * 1e6)}`;
  await browser.execute(
    (command, args, slot) => {
      window[slot] = null;
      window.__TAURI_INTERNALS__.invoke(command, args).then(
        (value) => (window[slot] = { ok: true, value }),
        (refusal) => (window[slot] = { ok: false, refusal }),
      );
    },
    command,
    args,
    slot,
  );
  let answer = null;
  await browser.waitUntil(
    async () => (answer = await browser.execute((slot) => window[slot], slot)) !== null,
    { timeout: 30000, interval: 100, timeoutMsg: `${command} did not answer` },
  );
  return answer;
}

/** Chooses the window's language the way Settings → Language keeps it, and reloads. */
export async function speak(b, tag) {
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
export async function look(b, where) {
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
