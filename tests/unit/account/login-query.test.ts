import { describe, expect, it } from "vitest";
import { loginPageData } from "../../../app/features/account/login-query";

describe("loginPageData", () => {
  it("shows the sign-in form without a notice for an unknown view or notice", () => {
    expect(loginPageData({ view: "admin", error: "constructor" }, true)).toEqual({
      view: "sign-in",
      error: null,
      passwordChanged: false,
      redirectTo: null,
      googleConfigured: true,
    });
  });

  it("names the form, the notice and the changed password the link asks for", () => {
    const page = loginPageData({ view: "sign-up", error: "google-not-configured", reset: "done" }, false);
    expect(page.view).toBe("sign-up");
    expect(page.error).toBe("Sign-in with Google is not configured on this server.");
    expect(page.passwordChanged).toBe(true);
  });

  it("keeps a same-site path to return to and drops any other address", () => {
    expect(loginPageData({ redirectTo: "/app/history?q=Nandi" }, true).redirectTo).toBe("/app/history?q=Nandi");
    expect(loginPageData({ redirectTo: "https://evil.example/" }, true).redirectTo).toBeNull();
    expect(loginPageData({ redirectTo: "//evil.example/" }, true).redirectTo).toBeNull();
  });
});
