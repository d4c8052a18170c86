import { describe, expect, it } from "vitest";
import { chunk } from "../../../app/platform/db/limits";

describe("chunk", () => {
  it("splits a list into parts no longer than the size, in order", () => {
    const ids = Array.from({ length: 185 }, (_, n) => n);
    const parts = chunk(ids, 90);
    expect(parts.map((p) => p.length)).toEqual([90, 90, 5]);
    expect(parts.flat()).toEqual(ids);
    expect(chunk([], 90)).toEqual([]);
  });
});
