// An organization's API keys on its owner's page: made (the key is returned once and only its SHA-256
// kept), listed with their last use, and revoked (refused from the next request on).
import { and, desc, eq, isNull } from "drizzle-orm";
import { type Db, schema } from "../../platform/db/db.server";
import { randomToken, sha256Hex } from "../../platform/encoding";
import { newId } from "../../platform/ids";
import { Refusal } from "../../platform/refusal";
import type { MemberContext } from "../organizations/membership.server";
import { API_KEY_MESSAGES, API_SCOPES, expiryAllowed, expiryInstant, KEY_MARK, keyPrefix, keyState, type NewApiKey } from "./api-keys";

const k = schema.apiKeys;

/** Makes a key; the answer is the only time the key itself exists outside the caller. */
export async function createApiKey(db: Db, member: MemberContext, input: NewApiKey, now = new Date()) {
  const { org, user } = member;
  if (!expiryAllowed(input.expiresOn, user.timeZone, now)) {
    throw new Refusal(422, API_KEY_MESSAGES.expiry, { fieldErrors: { expiresOn: API_KEY_MESSAGES.expiry }, intent: "create" });
  }
  const key = KEY_MARK + randomToken(32);
  const id = newId();
  await db.insert(k).values({
    id,
    organizationId: org.id,
    name: input.name,
    scopes: API_SCOPES.filter((s) => input.scopes.includes(s)),
    prefix: keyPrefix(key),
    keyHash: await sha256Hex(key),
    expiresAt: input.expiresOn ? expiryInstant(input.expiresOn, user.timeZone) : null,
    createdBy: user.id,
  });
  return { id, key, name: input.name };
}

/** The organization's keys, newest first, with their state now. */
export async function listApiKeys(db: Db, organizationId: string, now = new Date()) {
  const rows = await db
    .select({
      id: k.id,
      name: k.name,
      scopes: k.scopes,
      prefix: k.prefix,
      expiresAt: k.expiresAt,
      createdAt: k.createdAt,
      lastUsedAt: k.lastUsedAt,
      revokedAt: k.revokedAt,
    })
    .from(k)
    .where(eq(k.organizationId, organizationId))
    .orderBy(desc(k.createdAt), desc(k.id));
  return rows.map((r) => ({ ...r, state: keyState(r, now) }));
}

/** Revokes one of the organization's keys; another organization's id (or an unknown one) is 404. */
export async function revokeApiKey(db: Db, member: MemberContext, id: string): Promise<void> {
  const where = and(eq(k.id, id), eq(k.organizationId, member.org.id));
  const found = await db.select({ id: k.id }).from(k).where(where).get();
  if (!found) throw new Refusal(404, API_KEY_MESSAGES.notFound, { intent: "revoke" });
  await db
    .update(k)
    .set({ revokedAt: new Date().toISOString() })
    .where(and(where, isNull(k.revokedAt)));
}
