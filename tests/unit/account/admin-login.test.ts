import { describe, expect, it } from "vitest";
import { ADMIN_AUTH_MESSAGES, adminAddress, adminAuthMessage, adminSignInProblem, isAllowedAdmin } from "../../../app/features/account/admin-login";

describe("admin login rules", () => {
  it("asks for both fields first, then a well-formed address", () => {
    expect(adminSignInProblem("", "x")).toBe("Please enter both email and password");
    expect(adminSignInProblem("a@x.io", "")).toBe("Please enter both email and password");
    expect(adminSignInProblem("not-an-email", "x")).toBe("Invalid email address format.");
    expect(adminSignInProblem(`${"a".repeat(250)}@x.io`, "x")).toBe("Invalid email address format.");
    expect(adminSignInProblem("a@x.io", "x")).toBeNull();
  });

  it("allows an address in ADMIN_EMAILS or an account made admin, nothing else", () => {
    expect(isAllowedAdmin("boss@x.io", adminAddress(" Boss@X.io "), undefined)).toBe(true);
    expect(isAllowedAdmin("boss@x.io", "made@x.io", "admin")).toBe(true);
    expect(isAllowedAdmin("boss@x.io", "inspector@x.io", "user")).toBe(false);
    expect(isAllowedAdmin("", "nobody@x.io", undefined)).toBe(false);
  });

  it("speaks the spec's sentence for each code, and the default for any other", () => {
    expect(adminAuthMessage("wrong-password")).toBe("Incorrect password. Please try again.");
    expect(adminAuthMessage("user-not-found")).toBe("Admin account not found. Please contact system administrator.");
    expect(adminAuthMessage("too-many-requests")).toBe("Too many failed attempts. Please try again later.");
    expect(adminAuthMessage("user-disabled")).toBe(ADMIN_AUTH_MESSAGES.default);
    expect(adminAuthMessage("toString")).toBe("Login failed. Please check your credentials.");
  });
});
