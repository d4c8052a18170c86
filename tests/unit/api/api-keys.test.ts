import * as v from "valibot";
import { describe, expect, it } from "vitest";
import {
  ApiKeyAction,
  bearerToken,
  expiryAllowed,
  expiryInstant,
  hasScope,
  isKeyShaped,
  keyPrefix,
  keyState,
  retryAfterSeconds,
} from "../../../app/features/api/api-keys";

const KEY = `sp_live_${"A".repeat(40)}b-_`;
const now = new Date("2026-11-28T12:00:00.000Z");

describe("the key's text", () => {
  it("is sp_live_ and 43 base64url characters; its visible prefix is the mark and 8 more", () => {
    expect(isKeyShaped(KEY)).toBe(true);
    expect(keyPrefix(KEY)).toBe("sp_live_AAAAAAAA");
    for (const bad of ["", "sp_live_", KEY.slice(0, -1), `${KEY}x`, KEY.replace("sp_live_", "sp_test_"), KEY.replace("b", "+")]) {
      expect(isKeyShaped(bad), bad).toBe(false);
    }
  });

  it("is read from an Authorization header with the Bearer scheme only", () => {
    expect(bearerToken(`Bearer ${KEY}`)).toBe(KEY);
    expect(bearerToken(`bearer ${KEY}`)).toBe(KEY);
    expect(bearerToken(null)).toBeNull();
    expect(bearerToken(`Basic ${KEY}`)).toBeNull();
    expect(bearerToken("Bearer ")).toBeNull();
    expect(bearerToken(`Bearer ${KEY} extra`)).toBeNull();
  });
});

describe("a key's state", () => {
  it("is revoked before expired, expired from its instant on, else active", () => {
    expect(keyState({ revokedAt: null, expiresAt: null }, now)).toBe("active");
    expect(keyState({ revokedAt: null, expiresAt: "2026-11-28T12:00:00.001Z" }, now)).toBe("active");
    expect(keyState({ revokedAt: null, expiresAt: now.toISOString() }, now)).toBe("expired");
    expect(keyState({ revokedAt: "2026-11-01T00:00:00.000Z", expiresAt: "2020-01-01T00:00:00.000Z" }, now)).toBe("revoked");
  });

  it("acts within its scopes", () => {
    expect(hasScope(["cases:read"], "cases:read")).toBe(true);
    expect(hasScope(["cases:read"], "cases:write")).toBe(false);
  });

  it("waits out the rest of its rate window, a second at least", () => {
    expect(retryAfterSeconds("2026-11-28T11:59:30.000Z", now)).toBe(30);
    expect(retryAfterSeconds("2026-11-28T11:59:00.500Z", now)).toBe(1);
    expect(retryAfterSeconds("2026-11-28T11:58:00.000Z", now)).toBe(1);
  });
});

describe("the expiry", () => {
  it("is the end of the chosen day in the owner's time zone", () => {
    expect(expiryInstant("2026-12-31", "Asia/Kolkata")).toBe("2026-12-31T18:30:00.000Z");
    expect(expiryInstant("2026-12-31", "UTC")).toBe("2027-01-01T00:00:00.000Z");
  });

  it("is empty or a day after today in the owner's zone", () => {
    expect(expiryAllowed("", "Asia/Kolkata", now)).toBe(true);
    expect(expiryAllowed("2026-11-29", "Asia/Kolkata", now)).toBe(true);
    expect(expiryAllowed("2026-11-28", "Asia/Kolkata", now)).toBe(false);
    expect(expiryAllowed("2026-02-30", "Asia/Kolkata", now)).toBe(false);
  });
});

describe("the owner's form", () => {
  it("takes a name, at least one known scope and an optional day", () => {
    const made = v.parse(ApiKeyAction, { intent: "create", name: " Loan system ", scopes: ["cases:write", "cases:read"], expiresOn: "" });
    expect(made).toEqual({ intent: "create", name: "Loan system", scopes: ["cases:write", "cases:read"], expiresOn: "" });
    expect(v.safeParse(ApiKeyAction, { intent: "create", name: "", scopes: ["cases:read"] }).success).toBe(false);
    expect(v.safeParse(ApiKeyAction, { intent: "create", name: "x", scopes: [] }).success).toBe(false);
    expect(v.safeParse(ApiKeyAction, { intent: "create", name: "x", scopes: ["admin"] }).success).toBe(false);
    expect(v.safeParse(ApiKeyAction, { intent: "create", name: "x", scopes: ["cases:read"], expiresOn: "tomorrow" }).success).toBe(false);
    expect(v.parse(ApiKeyAction, { intent: "revoke", id: "k-1" })).toEqual({ intent: "revoke", id: "k-1" });
  });
});
