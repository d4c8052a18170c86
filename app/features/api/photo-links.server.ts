// A result's photo links: valid for 15 minutes, so a lender's system can show or fetch a photo without its
// API key, and a link that leaks stops working soon. The link names the photo and its expiry and carries an
// HMAC of both under a key derived from SESSION_SECRET; nothing is stored per link.
import { and, eq, isNotNull, isNull } from "drizzle-orm";
import { type Db, schema } from "../../platform/db/db.server";
import { constantTimeEqual } from "../../platform/encoding";
import { Refusal } from "../../platform/refusal";
import { hmacHex } from "./webhook-secrets.server";

export const PHOTO_LINK_SECONDS = 15 * 60;

export const PHOTO_LINK_MESSAGES = {
  invalid: "This photo link is not valid. Ask the result again for a fresh link.",
  expired: "This photo link has expired (links last 15 minutes). Ask the result again for a fresh link.",
  notFound: "This photo is no longer kept.",
};

/** The link's signature: the webhooks' HMAC-SHA256 (hex) under a secret of its own, derived from SESSION_SECRET. */
const mac = (env: Env, photoId: string, expires: number) => hmacHex(`api-photo-link:${env.SESSION_SECRET}`, `${photoId}.${expires}`);

/** The photo's link and when it stops working. */
export async function photoLink(env: Env, origin: string, photoId: string, now: Date) {
  const expires = Math.floor(now.getTime() / 1000) + PHOTO_LINK_SECONDS;
  const signature = await mac(env, photoId, expires);
  return {
    url: `${origin}/api/v1/photos/${encodeURIComponent(photoId)}?expires=${expires}&signature=${signature}`,
    expiresAt: new Date(expires * 1000).toISOString(),
  };
}

/** The photo a link opens: refused 403 when its signature is wrong or it has expired, 404 when the photo is gone. */
export async function linkedPhoto(env: Env, db: Db, photoId: string, expires: string, signature: string, now: Date) {
  const at = /^\d{1,12}$/.test(expires) ? Number(expires) : NaN;
  const bytes = (text: string) => new TextEncoder().encode(text);
  if (Number.isNaN(at) || !constantTimeEqual(bytes(signature), bytes(await mac(env, photoId, at))))
    throw new Refusal(403, PHOTO_LINK_MESSAGES.invalid, { problem: "invalid-link" });
  if (at * 1000 <= now.getTime()) throw new Refusal(403, PHOTO_LINK_MESSAGES.expired, { problem: "link-expired" });
  const p = schema.photos;
  const i = schema.inspections;
  const photo = await db
    .select({ id: p.id, r2Key: p.r2Key, fileName: p.fileName })
    .from(p)
    .innerJoin(i, eq(i.id, p.inspectionId))
    .where(and(eq(p.id, photoId), isNull(p.discardedAt), isNotNull(i.organizationId)))
    .get();
  if (!photo) throw new Refusal(404, PHOTO_LINK_MESSAGES.notFound);
  return photo;
}
