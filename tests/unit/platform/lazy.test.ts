import { describe, expect, it } from "vitest";
import { loadOnce } from "../../../app/platform/lazy";

describe("loadOnce", () => {
  it("loads once for callers arriving together, and gives the module synchronously once it has arrived", async () => {
    let loads = 0;
    const module = loadOnce(async () => ({ n: ++loads }));
    expect(module.loaded).toBeUndefined();
    const [a, b] = await Promise.all([module(), module()]);
    expect(a).toBe(b);
    expect(module.loaded).toBe(a);
    expect(await module()).toBe(a);
    expect(loads).toBe(1);
  });

  it("asks again after a failed load rather than keeping the failure", async () => {
    let calls = 0;
    const module = loadOnce(async () => {
      if (++calls === 1) throw new Error("chunk fetch failed");
      return "ok";
    });
    await expect(module()).rejects.toThrow("chunk fetch failed");
    expect(module.loaded).toBeUndefined();
    expect(await module()).toBe("ok");
    expect(calls).toBe(2);
  });
});
