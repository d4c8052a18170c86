import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { AUTH_FALLBACK_MESSAGE, AUTH_MESSAGES, authErrorMessage } from "../../app/features/account/auth-messages";
import { fullName, initial, splitDisplayName } from "../../app/platform/names";
import { badgeText, isAdminEmail } from "../../app/features/account/roles";
import { readCookie } from "../../app/platform/cookies";
import { deviceCookie, trustedDevice } from "../../app/features/account/device-cookie";
import { failureKeys, failureLimits, limitOf, MAX_FAILURES_PER_DEVICE, MAX_FAILURES_PER_EMAIL, MAX_FAILURES_PER_IP, networkAddress, successKeys } from "../../app/features/account/lockout";
import { parseForm, Refusal } from "../../app/platform/request.server";
import { SignInSchema, SignUpSchema } from "../../app/features/account/auth-form";

const form = (fields: Record<string, string>) => {
  const f = new FormData();
  for (const [k, val] of Object.entries(fields)) f.set(k, val);
  return f;
};

describe("splitDisplayName", () => {
  it.each([
    ["Asha Rao Kulkarni", "Asha", "Rao Kulkarni"],
    ["  Meera   Iyer ", "Meera", "Iyer"],
    ["Cher", "Cher", ""],
    ["", "", ""],
  ])("%j -> %j / %j", (name, first, last) => {
    expect(splitDisplayName(name)).toEqual({ firstName: first, lastName: last });
  });

  it("full name falls back to the email, the initial to the email's first letter", () => {
    expect(fullName({ firstName: "", lastName: "", email: "x@y.z" })).toBe("x@y.z");
    expect(fullName({ firstName: "A", lastName: "B", email: "x@y.z" })).toBe("A B");
    expect(initial({ firstName: "", email: "zed@y.z" })).toBe("Z");
  });
});

describe("authErrorMessage", () => {
  it("maps every code of the table word for word and anything else to the fallback", () => {
    expect(authErrorMessage("user-not-found")).toBe("No account found with this email address.");
    expect(authErrorMessage("too-many-requests")).toBe("Too many failed attempts. Please try again later.");
    expect(authErrorMessage("something-else")).toBe(AUTH_FALLBACK_MESSAGE);
    expect(authErrorMessage(null)).toBe("An error occurred during authentication.");
    expect(Object.keys(AUTH_MESSAGES)).toHaveLength(10);
  });
});

describe("auth form schemas", () => {
  it("normalises the email and keeps the password as typed", () => {
    const r = parseForm(form({ email: "  Priya@Example.COM ", password: " pass " }), SignInSchema);
    expect(r).toEqual({ email: "priya@example.com", password: " pass " });
  });

  it("answers a bad email, a short password and a missing name", () => {
    let refused: unknown;
    try {
      parseForm(form({ displayName: "  ", email: "nope", password: "12345" }), SignUpSchema);
    } catch (e) {
      refused = e;
    }
    expect(refused).toBeInstanceOf(Refusal);
    expect((refused as Refusal).data.fieldErrors).toEqual({ displayName: "Please enter your name.", email: AUTH_MESSAGES["invalid-email"], password: AUTH_MESSAGES["weak-password"] });
  });

  it("accepts a six-character password", () => {
    expect(v.safeParse(SignUpSchema, { displayName: "A", email: "a@b.co", password: "123456" }).success).toBe(true);
  });
});

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

describe("networkAddress", () => {
  it("counts public addresses and leaves local runs out", () => {
    expect(["203.0.113.9", "2001:db8::1", "127.0.0.1", "::1", "::ffff:127.0.0.1", null].map(networkAddress)).toEqual(["203.0.113.9", "2001:db8::1", null, null, null, null]);
  });
});

describe("lock-out keys (OWASP device cookies)", () => {
  const email = "owner@example.com";
  const guesser = { ip: "203.0.113.9", device: null };
  const owner = { ip: "203.0.113.9", device: "nonce-of-the-owners-browser" };

  it("counts an untrusted client by account and network, a known browser by its token alone", () => {
    expect(failureKeys(email, guesser)).toEqual(["email:owner@example.com", "ip:203.0.113.9"]);
    expect(failureKeys(email, { ip: "127.0.0.1", device: null })).toEqual(["email:owner@example.com"]);
    // Same network as the guesser (an office NAT): still only its own counter.
    expect(failureKeys(email, owner)).toEqual(["device:nonce-of-the-owners-browser"]);
  });

  it("locks at 5 per account, 20 per network, 5 per device token", () => {
    expect([limitOf("email:x"), limitOf("ip:x"), limitOf("device:x")]).toEqual([MAX_FAILURES_PER_EMAIL, MAX_FAILURES_PER_IP, MAX_FAILURES_PER_DEVICE]);
    expect([MAX_FAILURES_PER_EMAIL, MAX_FAILURES_PER_IP, MAX_FAILURES_PER_DEVICE]).toEqual([5, 20, 5]);
    expect(failureLimits(email, guesser)).toEqual([["email:owner@example.com", 5], ["ip:203.0.113.9", 20]]);
    expect(failureLimits(email, owner)).toEqual([["device:nonce-of-the-owners-browser", 5]]);
    // A key of no known kind allows nothing (never a silent pass).
    expect(limitOf("other:z")).toBe(0);
  });

  it("lets a good password clear only its own client's counter", () => {
    expect(successKeys(email, guesser)).toEqual(["email:owner@example.com"]);
    // The owner's known browser leaves the guessers' lock-out standing.
    expect(successKeys(email, owner)).toEqual(["device:nonce-of-the-owners-browser"]);
  });
});

describe("device cookie", () => {
  const secret = "test-session-secret";
  const withCookie = (setCookie: string | null) => new Request("https://x.test/login", { headers: setCookie ? { Cookie: setCookie.slice(0, setCookie.indexOf(";")) } : {} });

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

describe("readCookie", () => {
  it("reads a named cookie and treats bad percent-encoding as no cookie", () => {
    const req = (cookie: string) => new Request("https://x.test/", { headers: { Cookie: cookie } });
    expect(readCookie(req("a=1; sp_session=abc%2Fd"), "sp_session")).toBe("abc/d");
    expect(readCookie(req("sp_session=%E0%A4%A"), "sp_session")).toBeNull();
    expect(readCookie(req("other=1"), "sp_session")).toBeNull();
  });
});
