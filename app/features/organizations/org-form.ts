// The organization's forms and the invitation's life, as pure rules shared by the pages and the server.
import * as v from "valibot";
import { ORG_ROLES } from "./roles";

export const ORG_MESSAGES_FORM = {
  nameRequired: "Organization name is required",
  code: "Use 2 to 20 lower-case letters, digits or hyphens",
  codeTaken: "This code is taken. Choose another.",
  emailInvalid: "Enter a valid e-mail address",
  roleInvalid: "Choose a role",
} as const;

/** Lower-case letters, digits and inner hyphens, 2 to 20 characters: it goes in the organization's URLs. */
export const ORG_CODE_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,18}[a-z0-9])$/;

/** Codes that name pages rather than organizations (/app/org/new). */
const RESERVED_CODES = new Set(["new"]);

export function isOrgCode(code: string): boolean {
  return ORG_CODE_PATTERN.test(code);
}

export function isReservedCode(code: string): boolean {
  return RESERVED_CODES.has(code);
}

export const OrgSchema = v.object({
  name: v.pipe(v.optional(v.string(), ""), v.trim(), v.nonEmpty(ORG_MESSAGES_FORM.nameRequired), v.maxLength(100, "At most 100 characters")),
  code: v.pipe(
    v.optional(v.string(), ""),
    v.trim(),
    v.toLowerCase(),
    v.check((s) => isOrgCode(s), ORG_MESSAGES_FORM.code),
  ),
});

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const Email = v.pipe(
  v.optional(v.string(), ""),
  v.trim(),
  v.toLowerCase(),
  v.maxLength(254, ORG_MESSAGES_FORM.emailInvalid),
  v.regex(EMAIL_PATTERN, ORG_MESSAGES_FORM.emailInvalid),
);

export const Role = v.picklist(ORG_ROLES, ORG_MESSAGES_FORM.roleInvalid);

export const InviteSchema = v.object({ email: Email, role: Role });

// ---- Invitations ----

/** An invitation link works for 7 days from when it was sent (or last resent). */
export const INVITE_TTL_MS = 7 * 24 * 3600_000;

export type InvitationState = "open" | "accepted" | "revoked" | "expired";

export function invitationState(inv: { acceptedAt: string | null; revokedAt: string | null; expiresAt: string }, now = new Date()): InvitationState {
  if (inv.acceptedAt) return "accepted";
  if (inv.revokedAt) return "revoked";
  return inv.expiresAt <= now.toISOString() ? "expired" : "open";
}

export const INVITE_MESSAGES = {
  accepted: "This invitation has already been used.",
  revoked: "This invitation was withdrawn. Ask for a new one.",
  expired: "This invitation has expired. Ask for a new one.",
  notFound: "This invitation link is not valid. It may have been replaced by a newer one.",
  otherAccount: "This invitation was sent to another e-mail address. Sign in with that address to accept it.",
  alreadyMember: "You are already a member of this organization.",
} as const;

export function expiryFrom(now = new Date()): string {
  return new Date(now.getTime() + INVITE_TTL_MS).toISOString();
}
