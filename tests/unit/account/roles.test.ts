import { describe, expect, it } from "vitest";
import { badgeText, isAdminEmail } from "../../../app/features/account/roles";

describe("roles and badge", () => {
  it("matches ADMIN_EMAILS case-insensitively and ignores blanks", () => {
    expect(isAdminEmail("a@x.io, B@X.io", "b@x.io")).toBe(true);
    expect(isAdminEmail("a@x.io,,", "")).toBe(false);
    expect(isAdminEmail("a@x.io", "c@x.io")).toBe(false);
  });

  it("caps the unread badge at 99", () => {
    expect(badgeText(0)).toBe("0");
    expect(badgeText(99)).toBe("99");
    expect(badgeText(100)).toBe("99+");
  });
});
