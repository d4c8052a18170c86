import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { buildServiceWorker } from "../../../scripts/build-sw.mjs";

describe("the service worker", () => {
  it("public/sw.js is the current build of app/sw/sw.ts (run node scripts/build-sw.mjs after editing it or what it imports)", async () => {
    expect(readFileSync("public/sw.js", "utf8")).toBe(await buildServiceWorker());
  });

  it("sends with the page's own IndexedDB schema and sender, and clears only its cache", () => {
    const sw = readFileSync("public/sw.js", "utf8");
    expect(sw).toContain('name: "SiteProofPhotos", version: 2');
    expect(sw).toContain('addEventListener("sync"');
    expect(sw).not.toMatch(/indexedDB\.deleteDatabase|\.clear\(\)/);
  });
});
