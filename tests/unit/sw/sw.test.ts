import { describe, expect, it } from "vitest";
import { buildServiceWorker } from "../../../scripts/service-worker";

describe("the service worker", () => {
  it("sends with the page's own IndexedDB schema and sender, and clears only its cache", async () => {
    const sw = await buildServiceWorker();
    expect(sw).toContain('name: "SiteProofPhotos", version: 2');
    expect(sw).toContain('addEventListener("sync"');
    expect(sw).not.toMatch(/indexedDB\.deleteDatabase|\.clear\(\)/);
  });
});
