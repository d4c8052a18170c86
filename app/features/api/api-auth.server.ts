// The guard of every /api/v1 route: "may this key do this". A key is sent as `Authorization: Bearer <key>`;
// one UPDATE by the key's hash finds an active key (not revoked, not expired), counts the request in its rate
// window and moves last_used_at once a window, so a request costs one statement. Refused: no, a wrong, a revoked
// or an expired key 401; over the rate 429 with Retry-After; beyond the key's scopes 403. The caller then acts
// within the key's organization alone.
//
// Not the sign-in throttles' rows (account/rate-limit.server.ts): they add a row per event and count them, which
// at 600 requests a minute per key would be 600 rows to count on every request; a counter on the key is one.
import type { AppLoadContext } from "@remix-run/cloudflare";
import { and, eq, gt, isNull, or, sql } from "drizzle-orm";
import { schema } from "../../platform/db/db.server";
import type { ApiScope } from "../../platform/db/schema";
import { sha256Hex } from "../../platform/encoding";
import { Refusal } from "../../platform/refusal";
import { bearerToken, hasScope, isKeyShaped, keyState, RATE_LIMIT, RATE_WINDOW_MS, retryAfterSeconds } from "./api-keys";

export const API_AUTH_MESSAGES = {
  missing: "Send an API key: Authorization: Bearer <key>.",
  unknown: "This API key is not valid.",
  revoked: "This API key was revoked.",
  expired: "This API key has expired.",
  scope: (scope: string) => `This key does not have the ${scope} scope.`,
  rate: (seconds: number) => `This key made ${RATE_LIMIT} requests within a minute. Try again in ${seconds} s.`,
};

/** Who calls: the key (its name is the creator cases name in their history) and its organization. */
export interface ApiCaller {
  keyId: string;
  keyName: string;
  scopes: ApiScope[];
  organizationId: string;
  /** The owner who made the key (null once their account is gone). */
  createdBy: string | null;
}

const k = schema.apiKeys;
const unauthorized = (detail: string) => new Refusal(401, detail, {}, { "WWW-Authenticate": 'Bearer realm="SiteProof API"' });

/** Why a key that matched no active row is refused: unknown, revoked or expired (read only on this failure path). */
async function refusalFor(context: AppLoadContext, hash: string, now: Date): Promise<Refusal> {
  const found = await context.db.select({ revokedAt: k.revokedAt, expiresAt: k.expiresAt }).from(k).where(eq(k.keyHash, hash)).get();
  if (!found) return unauthorized(API_AUTH_MESSAGES.unknown);
  const state = keyState(found, now);
  return unauthorized(state === "revoked" ? API_AUTH_MESSAGES.revoked : state === "expired" ? API_AUTH_MESSAGES.expired : API_AUTH_MESSAGES.unknown);
}

/** `scope` may list several: any one of them lets the key in. */
export async function requireApiKey(context: AppLoadContext, request: Request, scope: ApiScope | ApiScope[], now = new Date()): Promise<ApiCaller> {
  const token = bearerToken(request.headers.get("Authorization"));
  if (!token) throw unauthorized(API_AUTH_MESSAGES.missing);
  if (!isKeyShaped(token)) throw unauthorized(API_AUTH_MESSAGES.unknown);
  const hash = await sha256Hex(token);
  const at = now.toISOString();
  const windowAgo = new Date(now.getTime() - RATE_WINDOW_MS).toISOString();
  // SQLite evaluates every SET expression over the row as it was, so the three read the same window.
  const open = sql`${k.rateWindowStart} > ${windowAgo}`;
  const row = await context.db
    .update(k)
    .set({
      rateCount: sql`CASE WHEN ${open} THEN ${k.rateCount} + 1 ELSE 1 END`,
      rateWindowStart: sql`CASE WHEN ${open} THEN ${k.rateWindowStart} ELSE ${at} END`,
      lastUsedAt: sql`CASE WHEN ${k.lastUsedAt} IS NULL OR ${k.lastUsedAt} <= ${windowAgo} THEN ${at} ELSE ${k.lastUsedAt} END`,
    })
    .where(and(eq(k.keyHash, hash), isNull(k.revokedAt), or(isNull(k.expiresAt), gt(k.expiresAt, at))))
    .returning({
      keyId: k.id,
      keyName: k.name,
      scopes: k.scopes,
      organizationId: k.organizationId,
      createdBy: k.createdBy,
      rateCount: k.rateCount,
      rateWindowStart: k.rateWindowStart,
    })
    .get();
  if (!row) throw await refusalFor(context, hash, now);
  if (row.rateCount > RATE_LIMIT) {
    const seconds = retryAfterSeconds(row.rateWindowStart!, now);
    throw new Refusal(429, API_AUTH_MESSAGES.rate(seconds), {}, { "Retry-After": String(seconds) });
  }
  const wanted = Array.isArray(scope) ? scope : [scope];
  if (!wanted.some((s) => hasScope(row.scopes, s))) throw new Refusal(403, API_AUTH_MESSAGES.scope(wanted.join(" or ")), { scope: wanted.join(" ") });
  const { rateCount: _count, rateWindowStart: _start, ...caller } = row;
  return caller;
}

/**
 * Counts a bulk request's further items in its key's window (requireApiKey counted the request as one): the
 * request was let in under the rate, and its items make the key's next requests in that window wait.
 */
export async function countItems(context: AppLoadContext, caller: ApiCaller, items: number): Promise<void> {
  if (items > 0)
    await context.db
      .update(k)
      .set({ rateCount: sql`${k.rateCount} + ${items}` })
      .where(eq(k.id, caller.keyId));
}
