import { describe, expect, it } from "vitest";
import { deviceCookie, trustedDevice } from "../../../app/features/account/device-cookie";

describe("device cookie", () => {
  const secret = "test-session-secret";
  const withCookie = (setCookie: string | null) =>
    new Request("https://x.test/login", { headers: setCookie ? { Cookie: setCookie.slice(0, setCookie.indexOf(";")) } : {} });

  it("is long-lived, HttpOnly, Secure and SameSite=Lax, and trusted only for its own account and secret", async () => {
    const set = await deviceCookie(withCookie(null), secret, "a@x.io");
    expect(set).toMatch(/^sp_device=[\w-]+\.[\w-]{43}; Path=\/; Max-Age=31536000; HttpOnly; Secure; SameSite=Lax$/);
    const browser = withCookie(set);
    expect(await trustedDevice(browser, secret, "a@x.io")).toMatch(/^[\w-]{24}$/);
    expect(await trustedDevice(browser, secret, "b@x.io")).toBeNull();
    expect(await trustedDevice(browser, "another-secret", "a@x.io")).toBeNull();
  });

  it("keeps the tokens of the last five accounts, renewing the one signed in to", async () => {
    let set: string | null = null;
    for (const who of ["a", "b", "c", "d", "e", "f"]) set = await deviceCookie(withCookie(set), secret, `${who}@x.io`);
    const browser = withCookie(set);
    const trusted = await Promise.all(["a", "b", "c", "d", "e", "f"].map((w) => trustedDevice(browser, secret, `${w}@x.io`)));
    expect(trusted.map(Boolean)).toEqual([false, true, true, true, true, true]);
    const renewed = withCookie(await deviceCookie(browser, secret, "c@x.io"));
    const after = await trustedDevice(renewed, secret, "c@x.io");
    expect(after).not.toBeNull();
    expect(after).not.toBe(trusted[2]);
    expect(await trustedDevice(renewed, secret, "f@x.io")).toBe(trusted[5]);
  });

  it("ignores forged, malformed and badly encoded cookies", async () => {
    for (const cookie of [`sp_device=${"A".repeat(24)}.${"B".repeat(43)}`, "sp_device=garbage", "sp_device=%E0%A4%A", "sp_device="]) {
      expect(await trustedDevice(new Request("https://x.test/", { headers: { Cookie: cookie } }), secret, "a@x.io"), cookie).toBeNull();
    }
  });

  it("refuses to sign without a secret", async () => {
    await expect(deviceCookie(withCookie(null), "", "a@x.io")).rejects.toThrow("SESSION_SECRET is not set");
  });
});
