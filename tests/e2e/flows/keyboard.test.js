// Keyboard only, and the window's size: every screen is reached and a setting saved with Tab,
// Enter and typing alone (no mouse), and no screen spills sideways at 1280×800, on a 1080p
// laptop at 150 % scaling (1280×720) or at 1920×1080.
import assert from "node:assert/strict";
import { after, before, test } from "node:test";

import { fresh, openApp, shot, shown, waitText } from "../harness.js";

let session;

before(async () => {
  const run = await fresh("keyboard");
  session = await openApp(run.env);
});

after(async () => {
  await session?.close();
});

/** The test id of the focused element (or of its nearest ancestor that has one). */
async function focused(b) {
  return b.execute(() => document.activeElement?.closest("[data-testid]")?.getAttribute("data-testid") ?? null);
}

/** Presses Tab (Shift+Tab with `back`) until `id` has the focus; fails after `limit` presses. */
async function tabTo(b, id, { back = false, limit = 60 } = {}) {
  const seen = [];
  for (let i = 0; i < limit; i++) {
    if ((await focused(b)) === id) return;
    await b.keys(back ? ["Shift", "Tab"] : ["Tab"]);
    if (back) await b.keys(["Shift"]); // release
    seen.push(await focused(b));
  }
  assert.fail(`Tab never reached ${id}; the focus went through: ${seen.join(", ")}`);
}

const SCREENS = [
  ["nav-inbox", "inbox-screen"],
  ["nav-contacts", "contacts-empty"],
  ["nav-templates", "templates-counts"],
  ["nav-campaigns", "new-campaign"],
  ["nav-reports", "report-empty"],
  ["nav-settings", "settings-sending"],
  ["nav-home", "home-rate"],
];

test("every screen opens with the keyboard alone, and a setting is saved without the mouse", async () => {
  const b = session.browser;
  await waitText(b, "mode-badge", "Demo");
  await shown(b, "home-rate");
  await b.execute(() => document.body.focus());
  for (const [nav, mark] of SCREENS) {
    await tabTo(b, nav);
    await b.keys(["Enter"]);
    await shown(b, mark);
    const focusRing = await b.execute(() => {
      const el = document.activeElement;
      const style = getComputedStyle(el);
      return style.outlineStyle !== "none" && style.outlineWidth !== "0px";
    });
    assert.ok(focusRing, `${nav} shows where the keyboard focus is`);
  }

  // Settings: change the default country by keyboard and save with Enter on the button.
  await tabTo(b, "nav-settings", { back: true });
  await b.keys(["Enter"]);
  await shown(b, "settings-sending");
  await tabTo(b, "settings-default-country");
  await b.keys(["Control", "a"]);
  await b.keys(["Control"]);
  await b.keys(["G", "B"]);
  await tabTo(b, "settings-save");
  await b.keys(["Enter"]);
  await b.waitUntil(async () => (await b.execute(() => document.body.textContent.includes("Settings saved"))), {
    timeout: 20000,
    timeoutMsg: "saving by keyboard said nothing",
  });
  const country = await b.execute(
    () => document.querySelector('[data-testid="settings-default-country"]').value,
  );
  assert.equal(country, "GB");
});

test("no screen spills sideways at 1280×800, 1280×720 (1080p at 150 %) or 1920×1080", async () => {
  const b = session.browser;
  for (const [width, height] of [
    [1280, 800],
    [1280, 720],
    [1920, 1080],
  ]) {
    await b.setWindowSize(width, height);
    // The page is as wide as the window asked for (less a scrollbar at most).
    await b.waitUntil(async () => Math.abs((await b.execute(() => window.innerWidth)) - width) <= 40, {
      timeout: 10000,
      timeoutMsg: `the window did not become ${width}×${height}`,
    });
    for (const [nav, mark] of SCREENS) {
      await b.$(`[data-testid="${nav}"]`).click();
      await shown(b, mark);
      const spill = await b.execute(() => {
        const main = document.querySelector("main") ?? document.body;
        const page = document.documentElement;
        return {
          page: page.scrollWidth - page.clientWidth,
          main: main.scrollWidth - main.clientWidth,
          inner: window.innerWidth,
        };
      });
      assert.ok(
        spill.page <= 0 && spill.main <= 0,
        `${nav} at ${width}×${height} (inner width ${spill.inner}) spills sideways by ${Math.max(spill.page, spill.main)} px`,
      );
    }
    if (width === 1920) await shot(b, "13-home-1080p");
  }
  await b.setWindowSize(1280, 800);
});
