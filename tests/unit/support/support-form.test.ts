import { describe, expect, it } from "vitest";
import { SUPPORT_CATEGORIES } from "../../../app/features/support/support-form";

describe("support categories", () => {
  it("are the spec's seven, each with one label", () => {
    expect(SUPPORT_CATEGORIES.map(([k]) => k)).toEqual(["technical", "bug", "feature", "account", "billing", "security", "general"]);
    const labels = SUPPORT_CATEGORIES.map(([, l]) => l);
    expect(new Set(labels).size).toBe(7);
    // No label names two categories (today's "Account & Billing" next to "Billing").
    for (const label of labels) expect(labels.filter((l) => l.toLowerCase().includes(label.toLowerCase()))).toEqual([label]);
  });
});
