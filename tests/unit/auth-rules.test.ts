import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { AUTH_FALLBACK_MESSAGE, AUTH_MESSAGES, authErrorMessage } from "../../app/lib/auth-messages";
import { fullName, initial, splitDisplayName } from "../../app/lib/names";
import { badgeText, isAdminEmail } from "../../app/lib/roles";
import { parseForm, Refusal } from "../../app/lib/request.server";
import { SignInSchema, SignUpSchema } from "../../app/lib/validation/auth";

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
  it("counts public addresses and leaves local runs out", async () => {
    const { networkAddress } = await import("../../app/lib/rate-limit.server");
    expect(["203.0.113.9", "2001:db8::1", "127.0.0.1", "::1", "::ffff:127.0.0.1", null].map(networkAddress)).toEqual(["203.0.113.9", "2001:db8::1", null, null, null, null]);
  });
});
