// Each screen stands on its own: what two screens share lives in src/components/ (widgets) or
// src/common/ (data and words), never imported from another screen's folder — so a change to
// one screen cannot break another by surprise.
import { describe, expect, test } from "vitest";

// Every source file under screens/, as text, keyed "../screens/<screen>/…".
const sources = import.meta.glob<string>("../screens/**/*.{ts,tsx}", {
  query: "?raw",
  import: "default",
  eager: true,
});

/** "a/b/../c" → "a/c". */
function normalise(path: string): string {
  const parts: string[] = [];
  for (const part of path.split("/")) {
    if (part === "..") parts.pop();
    else if (part !== "." && part !== "") parts.push(part);
  }
  return parts.join("/");
}

describe("the screens' folders", () => {
  test("no screen imports from another screen", () => {
    const files = Object.keys(sources);
    expect(files.length).toBeGreaterThan(30);
    const crossings: string[] = [];
    for (const file of files) {
      const inScreens = file.replace("../screens/", "");
      const own = inScreens.split("/")[0];
      const folder = inScreens.split("/").slice(0, -1).join("/");
      for (const match of sources[file].matchAll(/from\s+["'](\.[^"']+)["']/g)) {
        const target = normalise(`screens/${folder}/${match[1]}`);
        if (!target.startsWith("screens/")) continue; // outside screens/: shared code
        if (target.split("/")[1] !== own) crossings.push(`${inScreens} imports ${match[1]}`);
      }
    }
    expect(crossings).toEqual([]);
  });
});
