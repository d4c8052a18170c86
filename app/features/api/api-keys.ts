// The lender's API keys, as rules: the scopes, the key's text, the owner's form, and when a key is refused.
// The key is `sp_live_` and 32 random bytes (base64url); only its SHA-256 is stored, with a short prefix
// shown in the list so the owner can tell keys apart.
import * as v from "valibot";
import type { ApiScope } from "../../platform/db/schema";
import { isCalendarDate, localDate, zonedInstant } from "../../platform/time/zones";
import { RecordId } from "../../platform/validation/fields";

export const API_SCOPES = ["cases:write", "cases:read", "results:read", "webhooks:manage"] as const satisfies readonly ApiScope[];

export const SCOPE_LABELS: Record<ApiScope, string> = {
  "cases:write": "Create cases",
  "cases:read": "Read cases",
  "results:read": "Read results",
  "webhooks:manage": "Manage webhooks",
};

export const KEY_MARK = "sp_live_";
/** Characters of the key shown in the list: the mark and 8 of the random part. */
const PREFIX_LENGTH = KEY_MARK.length + 8;
/** sp_live_ + 43 base64url characters (32 bytes). */
const KEY_PATTERN = /^sp_live_[A-Za-z0-9_-]{43}$/;
/** Requests a key may make in one window (a minute from the window's first request); last_used_at moves once a window. */
export const RATE_LIMIT = 600;
export const RATE_WINDOW_MS = 60_000;

export const API_KEY_MESSAGES = {
  name: "Give the key a name (for example, the system that uses it)",
  scopes: "Choose at least one thing the key may do",
  expiry: "Choose an expiry date after today, or leave it empty",
  created: "Key created. Copy it now: it will not be shown again.",
  revoked: "Key revoked. Requests with it are refused from now on.",
  notFound: "That key is not one of this organization's.",
} as const;

export const keyPrefix = (key: string) => key.slice(0, PREFIX_LENGTH);

/** A bearer token that could be a key (anything else is refused without a look-up). */
export const isKeyShaped = (text: string) => KEY_PATTERN.test(text);

/** The token of an `Authorization: Bearer <key>` header, or null when there is none. */
export function bearerToken(header: string | null): string | null {
  const match = /^Bearer +(\S+) *$/i.exec(header ?? "");
  return match ? match[1] : null;
}

export type KeyState = "active" | "revoked" | "expired";

export function keyState(key: { revokedAt: string | null; expiresAt: string | null }, now: Date): KeyState {
  if (key.revokedAt) return "revoked";
  if (key.expiresAt && Date.parse(key.expiresAt) <= now.getTime()) return "expired";
  return "active";
}

export const hasScope = (scopes: readonly ApiScope[], scope: ApiScope) => scopes.includes(scope);

/** A request over the limit: whole seconds until the key's window ends (at least 1), for Retry-After. */
export function retryAfterSeconds(windowStart: string, now: Date): number {
  return Math.max(1, Math.ceil((Date.parse(windowStart) + RATE_WINDOW_MS - now.getTime()) / 1000));
}

/** The instant a key chosen to expire on `day` stops working: the end of that day in the owner's time zone. */
export function expiryInstant(day: string, timeZone: string): string {
  const [y, m, d] = day.split("-").map(Number);
  const next = new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
  return zonedInstant(next, "00:00", timeZone).toISOString();
}

/** An expiry day the owner may choose: empty (never), or a calendar day after today in their zone. */
export const expiryAllowed = (day: string, timeZone: string, now: Date) => day === "" || (isCalendarDate(day) && day > localDate(now, timeZone));

export const ApiKeyAction = v.variant("intent", [
  v.object({
    intent: v.literal("create"),
    name: v.pipe(v.optional(v.string(), ""), v.trim(), v.nonEmpty(API_KEY_MESSAGES.name), v.maxLength(80, "At most 80 characters")),
    scopes: v.pipe(v.optional(v.array(v.picklist(API_SCOPES, API_KEY_MESSAGES.scopes)), []), v.minLength(1, API_KEY_MESSAGES.scopes)),
    expiresOn: v.pipe(
      v.optional(v.string(), ""),
      v.trim(),
      v.check((d) => d === "" || isCalendarDate(d), API_KEY_MESSAGES.expiry),
    ),
  }),
  v.object({ intent: v.literal("revoke"), id: RecordId }),
]);
export type ApiKeyInput = v.InferOutput<typeof ApiKeyAction>;
export type NewApiKey = Extract<ApiKeyInput, { intent: "create" }>;
