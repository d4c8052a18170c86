import { describe, expect, it } from "vitest";
import { signOutReturnUrl } from "../../../app/features/account/sign-out";

const from = (referer?: string) => new Request("https://siteproof.test/logout", { method: "POST", headers: referer ? { Referer: referer } : {} });

describe("a failed sign-out", () => {
  it("returns to the same-origin app page it was asked from, else /app", () => {
    expect(signOutReturnUrl(from("https://siteproof.test/app/profile"))).toBe("/app/profile");
    expect(signOutReturnUrl(from("https://siteproof.test/app/history?page=2"))).toBe("/app/history?page=2");
    expect(signOutReturnUrl(from("https://evil.example/app/profile"))).toBe("/app");
    expect(signOutReturnUrl(from("https://siteproof.test/login"))).toBe("/app");
    expect(signOutReturnUrl(from("https://siteproof.test/application"))).toBe("/app");
    expect(signOutReturnUrl(from())).toBe("/app");
  });
});
