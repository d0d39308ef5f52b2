// Desktop figures of `docs/sending.md#targets`, measured on the release build under Xvfb:
//   installer size (.deb), time from launch to the window shown, idle memory after start (the
//   app and its WebKit processes together), and a 100,000-contact table scrolled for 3 s
//   (frames and dropped frames, from requestAnimationFrame inside the window).
// Run through scripts/bench-desktop.sh, which builds the release app and the .deb first.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

import { fresh, openApp, root, start, tree } from "./harness.js";

// The installed app: the binary the .deb carries (scripts/bundle.sh).
const release = process.env.PACER_BENCH_APP ?? path.join(root, "target/bundle/release/pacer-desktop");

function visibleWindow() {
  try {
    return execFileSync("xdotool", ["search", "--onlyvisible", "--name", "^Pacer$"], { encoding: "utf8" }).trim() !== "";
  } catch {
    return false;
  }
}

/** Proportional set size in MB: shared libraries counted once across the processes. */
function pssMb(pid) {
  try {
    const line = readFileSync(`/proc/${pid}/smaps_rollup`, "utf8").split("\n").find((l) => l.startsWith("Pss:"));
    return line ? Number(line.split(/\s+/)[1]) / 1024 : 0;
  } catch {
    return 0;
  }
}

function name(pid) {
  try {
    return readFileSync(`/proc/${pid}/comm`, "utf8").trim();
  } catch {
    return "?";
  }
}

async function firstWindow() {
  const run = await fresh("bench-start");
  const began = process.hrtime.bigint();
  const app = start(release, [], run.env);
  let shownMs = null;
  while (Date.now() && shownMs === null) {
    if (visibleWindow()) shownMs = Number(process.hrtime.bigint() - began) / 1e6;
    else if (Number(process.hrtime.bigint() - began) / 1e6 > 30000) break;
    else await sleep(10);
  }
  // Idle: started, demo engine running, nothing to do.
  await sleep(10000);
  const processes = tree(app.pid);
  const parts = processes.map((p) => ({ name: name(p), mb: pssMb(p) }));
  const memory = parts.reduce((sum, p) => sum + p.mb, 0);
  app.kill("SIGTERM");
  await sleep(1000);
  if (app.exitCode === null) app.kill("SIGKILL");
  return { shownMs, memory, parts };
}

// The peer: WebKitGTK's own MiniBrowser showing a blank page, with compositing as Pacer sets it
// on this machine (off without a GPU). What any WebKitGTK window costs before its page.
const miniBrowser = "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser";

async function webkitFloor() {
  if (!existsSync(miniBrowser)) return null;
  const gpu = existsSync("/dev/dri") && readdirSync("/dev/dri").some((f) => f.startsWith("renderD"));
  const peer = start(miniBrowser, ["about:blank"], gpu ? {} : { WEBKIT_DISABLE_COMPOSITING_MODE: "1" });
  await sleep(10000);
  const memory = tree(peer.pid).reduce((sum, p) => sum + pssMb(p), 0);
  peer.kill("SIGKILL");
  for (const p of tree(peer.pid)) {
    try {
      process.kill(p, "SIGKILL");
    } catch {
      // Gone already.
    }
  }
  await sleep(500);
  return memory;
}

async function tableScroll() {
  const run = await fresh("bench-table");
  // In the demo's imports/ folder: the window imports only files the person chose in a dialog
  // or that sit there (docs/decisions/0020).
  const csv = path.join(run.dataDir, "demo", "imports", "hundred-thousand.csv");
  mkdirSync(path.dirname(csv), { recursive: true });
  const lines = ["Name,Phone,City"];
  for (let i = 0; i < 100000; i++) lines.push(`Customer ${i},+92300${String(1000000 + i).padStart(7, "0")},Lahore`);
  writeFileSync(csv, lines.join("\n"));
  const session = await openApp(run.env, release);
  const b = session.browser;
  try {
    await b.$('[data-testid="nav-contacts"]').waitForDisplayed({ timeout: 30000 });
    // Import through the same command the wizard calls.
    const imported = await b.executeAsync((file, done) => {
      const wait = () =>
        window.__TAURI_INTERNALS__
          .invoke("import_contacts", {
            path: file,
            options: { list: "Big", default_country: "PK", columns: { phone: null, name: null }, tags: [] },
          })
          .then((r) => done(r.summary), (e) => (String(e?.message ?? e).includes("starting") ? setTimeout(wait, 500) : done(`error: ${JSON.stringify(e)}`)));
      wait();
    }, csv);
    if (String(imported).startsWith("error")) throw new Error(`the 100,000 contacts were not imported: ${imported}`);
    await b.$('[data-testid="nav-contacts"]').click();
    await b.$('[data-testid="contacts-table"]').waitForDisplayed({ timeout: 30000 });
    await sleep(1500);
    // The window's own frame rate with nothing moving: the baseline of this display.
    const idle = await b.executeAsync((done) => {
      const frames = [];
      let last = performance.now();
      const began = last;
      const step = (now) => {
        frames.push(now - last);
        last = now;
        if (now - began < 1500) requestAnimationFrame(step);
        else done(frames.slice(1));
      };
      requestAnimationFrame(step);
    });
    const result = await b.executeAsync((done) => {
      const table = document.querySelector('[data-testid="contacts-table"]');
      const candidates = [table, ...table.querySelectorAll("*")];
      const scroller = candidates.find((e) => e.scrollHeight > e.clientHeight + 100 && getComputedStyle(e).overflowY !== "visible");
      if (!scroller) return done({ error: "no scrolling element" });
      const frames = [];
      let last = performance.now();
      const began = last;
      const step = (now) => {
        frames.push(now - last);
        last = now;
        scroller.scrollTop += 240; // about 6 rows a frame, 14,000 rows a minute
        if (now - began < 3000) requestAnimationFrame(step);
        else {
          const rows = scroller.querySelectorAll('[role="row"]').length;
          const text = scroller.textContent.includes("Customer ");
          done({ frames: frames.slice(1), rows, text, scrolled: scroller.scrollTop });
        }
      };
      requestAnimationFrame(step);
    });
    return { imported, idle, ...result };
  } finally {
    await session.close();
  }
}

function row(figure, measured, target, ratio) {
  return `${figure.padEnd(60)}${String(measured).padStart(12)}${String(target).padStart(15)}${String(ratio).padStart(9)}`;
}

const debs = path.join(root, "target/bundle/release/bundle/deb");
const deb = readdirSync(debs).filter((f) => f.endsWith(".deb")).map((f) => path.join(debs, f))[0];
const debMb = statSync(deb).size / 1e6;
const starts = [];
for (let i = 0; i < 3; i++) starts.push(await firstWindow());
const shown = starts.map((s) => s.shownMs).sort((a, b) => a - b)[1];
const memory = starts.map((s) => s.memory).sort((a, b) => a - b)[1];
const floor = await webkitFloor();
const scroll = await tableScroll();
const frames = scroll.frames ?? [];
const sorted = [...frames].sort((a, b) => a - b);
const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
const p95 = sorted[Math.floor(sorted.length * 0.95)] ?? 0;
// Frames a 60 Hz display would have shown but the window did not paint: each frame that took
// n display intervals dropped n - 1 of them.
const interval = 1000 / 60;
const dropped = frames.reduce((sum, f) => sum + Math.max(0, Math.round(f / interval) - 1), 0);
const expected = frames.reduce((sum, f) => sum + Math.max(1, Math.round(f / interval)), 0);

console.log("Pacer desktop benchmarks: release build, Xvfb (software rendering), 2 cores\n");
console.log(row("figure", "measured", "target", "ratio"));
console.log(row("installer (.deb, MB)", debMb.toFixed(1), "≤ 15", `${(15 / debMb).toFixed(3)}×`));
console.log(row("time to first window, median of 3 (s)", (shown / 1000).toFixed(2), "≤ 1.5", `${(1500 / shown).toFixed(3)}×`));
console.log(row("idle memory after start, app + WebKit, PSS (MB)", memory.toFixed(0), "≤ 150", `${(150 / memory).toFixed(3)}×`));
const typical = starts.find((s) => s.memory === memory);
console.log(`  ${typical.parts.map((p) => `${p.name} ${p.mb.toFixed(0)}`).join(", ")}`);
if (floor !== null) {
  console.log(row("  peer: WebKitGTK's MiniBrowser, blank page, PSS (MB)", floor.toFixed(0), "", `${(floor / memory).toFixed(3)}×`));
}
console.log(row("100,000 contacts scrolled 3 s: dropped frames", `${dropped} of ${expected}`, "0", dropped === 0 ? "ok" : "—"));
console.log(row("  frame time median / p95 (ms)", `${median.toFixed(1)} / ${p95.toFixed(1)}`, "", ""));
const idleSorted = [...(scroll.idle ?? [])].sort((a, b) => a - b);
const idleMedian = idleSorted[Math.floor(idleSorted.length / 2)] ?? 0;
console.log(row("  the same window idle, frame time median (ms)", idleMedian.toFixed(1), "", ""));
console.log(`  ${scroll.imported} Rows drawn at a time: ${scroll.rows}; text shown while scrolling: ${scroll.text}`);
