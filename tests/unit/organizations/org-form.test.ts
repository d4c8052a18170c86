import * as v from "valibot";
import { describe, expect, it } from "vitest";
import {
  expiryFrom,
  INVITE_TTL_MS,
  invitationState,
  isOrgCode,
  isReservedCode,
  OrgSchema,
  ORG_MESSAGES_FORM,
} from "../../../app/features/organizations/org-form";

describe("organization codes", () => {
  it.each(["ab", "deccan-finance", "a1", "x".repeat(20), "2026-team"])("accepts %s", (code) => expect(isOrgCode(code)).toBe(true));
  it.each(["a", "x".repeat(21), "-ab", "ab-", "Ab", "a b", "a_b", "ä1", ""])("refuses %j", (code) => expect(isOrgCode(code)).toBe(false));
  it("lower-cases and trims what was typed before checking it", () => {
    expect(v.parse(OrgSchema, { name: " Deccan Finance ", code: " Deccan-FIN " })).toEqual({ name: "Deccan Finance", code: "deccan-fin" });
  });
  it("names the field that is wrong", () => {
    const r = v.safeParse(OrgSchema, { name: "", code: "x" });
    expect(r.success).toBe(false);
    expect(r.issues?.map((i) => i.message)).toEqual([ORG_MESSAGES_FORM.nameRequired, ORG_MESSAGES_FORM.code]);
  });
  it("keeps page names out of the organizations' addresses", () => {
    expect(isReservedCode("new")).toBe(true);
    expect(isReservedCode("news")).toBe(false);
  });
});

describe("an invitation's state", () => {
  const now = new Date("2026-11-27T10:00:00.000Z");
  const open = { acceptedAt: null, revokedAt: null, expiresAt: expiryFrom(now) };
  it("is open for 7 days from when it was sent", () => {
    expect(new Date(open.expiresAt).getTime() - now.getTime()).toBe(INVITE_TTL_MS);
    expect(invitationState(open, now)).toBe("open");
    expect(invitationState(open, new Date(now.getTime() + INVITE_TTL_MS - 1))).toBe("open");
    expect(invitationState(open, new Date(now.getTime() + INVITE_TTL_MS))).toBe("expired");
  });
  it("is used once accepted and withdrawn once revoked, whatever its expiry", () => {
    expect(invitationState({ ...open, acceptedAt: now.toISOString() }, now)).toBe("accepted");
    expect(invitationState({ ...open, revokedAt: now.toISOString() }, now)).toBe("revoked");
  });
});
