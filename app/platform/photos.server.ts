// A stored photo after its acceptance (features/capture/accept-photo.server.ts): served from R2 to
// whoever a route lets read it, or its bytes removed while no inspection uses it. Who may read an
// inspection is the caller's rule (features/evidence/inspection-access.server.ts), passed in.
import { and, eq, isNotNull, isNull, or, type SQL } from "drizzle-orm";
import { type Db, schema } from "./db/db.server";

/**
 * A photo for serving: one the user uploaded that no inspection holds yet, or one of an inspection
 * `mayReadInspection` (a condition on `inspections`) lets them read.
 */
export async function findPhoto(db: Db, userId: string, photoId: string, mayReadInspection: SQL) {
  const p = schema.photos;
  const row = await db
    .select({ photo: p })
    .from(p)
    .leftJoin(schema.inspections, eq(schema.inspections.id, p.inspectionId))
    .where(and(eq(p.id, photoId), or(and(isNull(p.inspectionId), eq(p.userId, userId)), and(isNotNull(schema.inspections.id), mayReadInspection))))
    .get();
  return row?.photo;
}

/**
 * Removes the bytes of an uploaded photo that no inspection uses yet; a saved inspection's photos
 * never change. The row and its receipt stay (marked discarded) so the inspection's chain stays whole.
 */
export async function discardUnattachedPhoto(env: Env, db: Db, userId: string, photoId: string): Promise<boolean> {
  const p = schema.photos;
  const removed = await db
    .update(p)
    .set({ discardedAt: new Date().toISOString() })
    .where(and(eq(p.id, photoId), eq(p.userId, userId), isNull(p.inspectionId), isNull(p.discardedAt)))
    .returning({ r2Key: p.r2Key, thumbKey: p.thumbKey });
  if (removed.length === 0) return false;
  await env.PHOTOS.delete([removed[0].r2Key, ...(removed[0].thumbKey ? [removed[0].thumbKey] : [])]);
  return true;
}

/** A stored photo, or its thumbnail, streamed from R2 as a JPEG; null when the object is gone. */
export async function photoResponse(
  env: Env,
  photo: { r2Key: string; thumbKey: string | null },
  thumb: boolean,
  headers: Record<string, string>,
): Promise<Response | null> {
  const object = await env.PHOTOS.get(thumb && photo.thumbKey ? photo.thumbKey : photo.r2Key);
  return object && new Response(object.body, { headers: { "Content-Type": "image/jpeg", ...headers } });
}
