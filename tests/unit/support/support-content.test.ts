import { describe, expect, it } from "vitest";
import { SUPPORT_TABS, supportTab } from "../../../app/features/support/support-content";

describe("Support Center tabs", () => {
  it("opens the tab ?tab= names, and System Status for a missing or unknown one", () => {
    for (const [value] of SUPPORT_TABS) expect(supportTab(value)).toBe(value);
    expect(supportTab(null)).toBe("status");
    expect(supportTab("constructor")).toBe("status");
    expect(supportTab("")).toBe("status");
  });
});
