// Two Pacers must never both send: a second launch of the app hands over to the first (which
// comes to the front) and exits, leaving one window and one engine.
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { setTimeout as sleep } from "node:timers/promises";
import { test } from "node:test";

import { app, fresh, start } from "../harness.js";

function windows() {
  try {
    return execFileSync("xdotool", ["search", "--onlyvisible", "--name", "^Pacer$"], { encoding: "utf8" })
      .split("\n")
      .filter(Boolean);
  } catch {
    return []; // xdotool exits 1 when nothing matches
  }
}

async function until(check, ms, what) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (check()) return;
    await sleep(100);
  }
  throw new Error(`${what} within ${ms} ms`);
}

test("a second launch hands over to the first and exits: one window, one engine", async () => {
  const run = await fresh("single");
  const first = start(app, [], run.env);
  try {
    await until(() => windows().length === 1, 30000, "the first window did not appear");
    const second = start(app, [], run.env);
    const code = await new Promise((resolve) => {
      const timer = setTimeout(() => resolve("still running"), 20000);
      second.on("exit", (c) => {
        clearTimeout(timer);
        resolve(c);
      });
    });
    if (code === "still running") second.kill("SIGKILL");
    assert.equal(code, 0, "the second launch exits by itself");
    assert.equal(first.exitCode, null, "the first keeps running");
    await sleep(500);
    assert.equal(windows().length, 1, "still exactly one Pacer window");
  } finally {
    first.kill("SIGTERM");
    await sleep(500);
    if (first.exitCode === null) first.kill("SIGKILL");
  }
});
