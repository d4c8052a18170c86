import { describe, expect, it } from "vitest";
import { signOutFailed, signOutFailedUrl, withoutSignOutFlag } from "../../../app/features/account/sign-out";

const from = (referer?: string) => new Request("https://siteproof.test/logout", { method: "POST", headers: referer ? { Referer: referer } : {} });

describe("a failed sign-out", () => {
  it("returns to the app page it came from, flagged, and never to another site or page outside /app", () => {
    expect(signOutFailedUrl(from("https://siteproof.test/app/profile"))).toBe("/app/profile?signout=failed");
    expect(signOutFailedUrl(from("https://siteproof.test/app/history?page=2"))).toBe("/app/history?page=2&signout=failed");
    expect(signOutFailedUrl(from("https://evil.example/app/profile"))).toBe("/app?signout=failed");
    expect(signOutFailedUrl(from("https://siteproof.test/login"))).toBe("/app?signout=failed");
    expect(signOutFailedUrl(from("https://siteproof.test/application"))).toBe("/app?signout=failed");
    expect(signOutFailedUrl(from())).toBe("/app?signout=failed");
  });

  it("is read from the address and dismissed by dropping the flag only", () => {
    expect(signOutFailed("?page=2&signout=failed")).toBe(true);
    expect(signOutFailed("?page=2")).toBe(false);
    expect(withoutSignOutFlag("/app/history", "?page=2&signout=failed")).toBe("/app/history?page=2");
    expect(withoutSignOutFlag("/app", "?signout=failed")).toBe("/app");
  });
});
