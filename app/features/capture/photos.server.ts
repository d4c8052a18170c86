// Accepting a photo: size and JPEG magic bytes, decode and watermark check (photo-image.server),
// SHA-256 of the stored bytes, original and thumbnail in R2, one photo row with its signed receipt
// (evidence/receipts.server). Nothing is written unless every check passes.
import { and, eq, isNull } from "drizzle-orm";
import * as v from "valibot";
import { type Db, schema } from "../../platform/db/db.server";
import { toHex } from "../../platform/encoding";
import { jpegSize, MAX_PHOTO_BYTES, MAX_PHOTO_PIXELS, maxJpegBytes } from "./jpeg-header";
import { insertPhotoWithReceipt } from "../evidence/receipts.server";
import { assertInspectionOpen } from "./open-inspection.server";
import { inspectImage } from "./photo-image.server";
import { Refusal } from "../../platform/request.server";
import { photoKeys } from "../../platform/storage-keys";
import { gatherSignals } from "../signals/signals.server";
import { matchText } from "../signals/matches";
import { CAPTURE_CODE_TOKEN, checkCaptureCode } from "../signals/capture-code";

export const PhotoMetaSchema = v.object({
  id: v.pipe(v.string(), v.uuid("A photo id must be a UUID")),
  fileName: v.pipe(v.string(), v.regex(/^SiteProof_\d+_[0-9a-f]{8}\.jpg$/, "Unexpected photo file name")),
  capturedAt: v.pipe(v.string(), v.isoTimestamp("capturedAt must be an ISO time")),
  latitude: v.nullable(v.pipe(v.number(), v.minValue(-90), v.maxValue(90))),
  longitude: v.nullable(v.pipe(v.number(), v.minValue(-180), v.maxValue(180))),
  accuracy: v.nullable(v.pipe(v.number(), v.minValue(0))),
  address: v.nullable(v.pipe(v.string(), v.maxLength(500))),
  cameraDirection: v.nullable(v.picklist(["environment", "user", "file"])),
  flashMode: v.nullable(v.picklist(["off", "auto", "on"])),
  inspectionId: v.pipe(v.string(), v.uuid()),
  /** The company picked on the capture page: its photos' fingerprints are compared by company. */
  companyId: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(100)))),
  /** The capture code the camera burned into the band, as issued (`<code>.<issue time>`). */
  captureCode: v.optional(v.nullable(v.pipe(v.string(), v.regex(CAPTURE_CODE_TOKEN, "The capture code is not readable")))),
});
export type PhotoMeta = v.InferOutput<typeof PhotoMetaSchema>;

export const PHOTO_MESSAGES = {
  tooLarge: `Photo too large: the limit is ${MAX_PHOTO_BYTES / 1024 / 1024} MB`,
  notJpeg: "Only JPEG photos are accepted",
  tooManyPixels: `The photo is larger than ${MAX_PHOTO_PIXELS / 1024 / 1024} megapixels; take it again or choose a smaller file`,
  tooManyBytes: "The photo file is larger than a photo of its size can be; take it again or choose another file",
  undecodable: "The photo could not be decoded",
  noBand: "The photo has no SiteProof watermark band",
  idTaken: "A photo with this id already exists",
  codeNotIssued: "This capture code was not issued for this inspection",
} as const;

const isJpeg = (b: Uint8Array) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff;

/** What the request says about where the photo came from, beside the photo itself. */
export interface UploadContext {
  /** request.cf, or the fixed local one (workers/app.ts). */
  cf?: Record<string, unknown> | null;
}

/** `receivedAt` is the receipt's server time: now, except for the demo seeder's earlier uploads. */
export async function acceptPhoto(
  env: Env,
  db: Db,
  userId: string,
  bytes: Uint8Array<ArrayBuffer>,
  meta: PhotoMeta,
  receivedAt = new Date(),
  upload: UploadContext = {},
) {
  // The server's limit is the image budget's, not the phone's 50 MB local one: a Worker holds the
  // upload several times over (the form, its bytes, photon's copy) next to the decode.
  if (bytes.length > MAX_PHOTO_BYTES) throw new Refusal(413, PHOTO_MESSAGES.tooLarge);
  if (!isJpeg(bytes)) throw new Refusal(415, PHOTO_MESSAGES.notJpeg);
  // Measured before anything decodes it: the header says how much memory the decoder would take.
  const size = jpegSize(bytes);
  if (!size) throw new Refusal(422, PHOTO_MESSAGES.undecodable);
  if (size.width * size.height > MAX_PHOTO_PIXELS) throw new Refusal(413, PHOTO_MESSAGES.tooManyPixels);
  if (bytes.length > maxJpegBytes(size.width, size.height)) throw new Refusal(413, PHOTO_MESSAGES.tooManyBytes);

  await assertInspectionOpen(db, userId, meta.inspectionId);

  const sha256 = toHex(await crypto.subtle.digest("SHA-256", bytes));
  const existing = await db.select().from(schema.photos).where(eq(schema.photos.id, meta.id)).get();
  if (existing) {
    // A retried upload of the same photo is fine; any other reuse of the id is not.
    if (existing.userId === userId && existing.sha256 === sha256 && !existing.discardedAt) return existing;
    throw new Refusal(409, PHOTO_MESSAGES.idTaken);
  }

  const captureCode = meta.captureCode ? await checkCaptureCode(env.SESSION_SECRET, meta.captureCode, userId, meta.inspectionId) : null;
  if (meta.captureCode && !captureCode) throw new Refusal(422, PHOTO_MESSAGES.codeNotIssued);

  let facts;
  try {
    facts = inspectImage(bytes);
  } catch {
    throw new Refusal(422, PHOTO_MESSAGES.undecodable);
  }
  if (!facts.watermarkVerified) throw new Refusal(422, PHOTO_MESSAGES.noBand);

  const keys = photoKeys(userId, meta.id, sha256);
  await Promise.all([
    env.PHOTOS.put(keys.original, bytes, { httpMetadata: { contentType: "image/jpeg" }, sha256, customMetadata: { userId } }),
    env.PHOTOS.put(keys.thumbnail, facts.thumbnail, { httpMetadata: { contentType: "image/jpeg" }, customMetadata: { userId } }),
  ]);
  const row = {
    id: meta.id,
    userId,
    fileName: meta.fileName,
    r2Key: keys.original,
    thumbKey: keys.thumbnail,
    sha256,
    size: bytes.length,
    width: facts.width,
    height: facts.height,
    resolution: `${facts.width}x${facts.height}`,
    capturedAt: meta.capturedAt,
    latitude: meta.latitude,
    longitude: meta.longitude,
    accuracy: meta.accuracy,
    locationName: meta.address,
    reverseGeocodedAddress: meta.address,
    cameraDirection: meta.cameraDirection,
    flashMode: meta.flashMode,
    watermarkVerified: true,
  };
  // Gathered as the receipt is issued, and again if a like photo is recorded during the look-up.
  const signals = () =>
    gatherSignals(env, db, {
      userId,
      inspectionId: meta.inspectionId,
      companyId: meta.companyId,
      fingerprint: facts.fingerprint,
      latitude: meta.latitude,
      longitude: meta.longitude,
      cf: upload.cf,
      captureCode,
    });
  try {
    return await insertPhotoWithReceipt(
      env,
      db,
      row,
      meta.inspectionId,
      toHex(await crypto.subtle.digest("SHA-256", new Uint8Array(facts.thumbnail))),
      receivedAt.toISOString(),
      signals,
    );
  } catch (error) {
    // Another upload of this photo id won the insert. The same bytes: its objects are ours too (same
    // keys), so it is a retry that succeeded. Other bytes: ours are under other keys; remove them.
    const winner = await db.select().from(schema.photos).where(eq(schema.photos.id, meta.id)).get();
    if (winner && winner.userId === userId && winner.sha256 === sha256 && !winner.discardedAt) return winner;
    if (winner?.r2Key !== keys.original) await env.PHOTOS.delete([keys.original, keys.thumbnail]);
    if (winner) throw new Refusal(409, PHOTO_MESSAGES.idTaken);
    throw error;
  }
}

/** What the uploader may know of a photo's matches: that they exist and what they mean, never whose. */
export function matchesForInspector(receipt: string | null): { kind: string; text: string }[] {
  try {
    const body = receipt ? (JSON.parse(receipt) as { matches?: { kind: "other-company" | "earlier-use"; usedOn: string | null }[] }) : null;
    return (body?.matches ?? []).map((m) => ({ kind: m.kind, text: matchText(m) }));
  } catch {
    return [];
  }
}

/** One of the user's photos, for serving; another user's id is not found. */
export async function findPhoto(db: Db, userId: string, photoId: string) {
  return db
    .select()
    .from(schema.photos)
    .where(and(eq(schema.photos.id, photoId), eq(schema.photos.userId, userId)))
    .get();
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
