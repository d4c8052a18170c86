// Accepting an uploaded photo, step by step as it happens: size and header, decode budget, who may
// add it, band, fingerprint, signals, store, receipt. The steps it calls are leaves (this folder's,
// companies', signals' and evidence's) that import no other feature back, so every folder one upload
// crosses is named in this file; the one thing handed down is the printer for old matches' originals
// (`print`). The image work (Photon's WebAssembly) loads with the first upload, not at every isolate start. Nothing is written unless every check passes. The upload route and the demo seeder
// both come through here.
import { eq } from "drizzle-orm";
import { type Db, schema } from "../../platform/db/db.server";
import { toHex } from "../../platform/encoding";
import { loadOnce } from "../../platform/lazy";
import { Refusal } from "../../platform/request.server";
import { photoKeys } from "../../platform/storage-keys";
import { getCompany } from "../companies/companies.server";
import { insertPhotoWithReceipt } from "../evidence/receipts.server";
import { checkCaptureCode } from "../signals/capture-code";
import { photoFingerprint } from "../signals/fingerprint";
import { companyKey, matchSentences } from "../signals/matches";
import type { SignalsToRecord } from "../signals/receipt-signals";
import { gatherSignals } from "../signals/signals.server";
import { jpegSize, MAX_PHOTO_BYTES, MAX_PHOTO_PIXELS, maxJpegBytes } from "./jpeg-header";
import { assertInspectionOpen } from "./open-inspection.server";
import type { ImageFacts } from "./photo-image.server";
import { PHOTO_MESSAGES, type PhotoMeta } from "./photo-meta";

const photoImage = loadOnce(() => import("./photo-image.server"));

/** Look-ups of one photo's signals before giving up: each retry means a like photo was just recorded. */
export const LOOK_UPS = 3;

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
  // Size and header. The server's limit is the image budget's, not the phone's 50 MB local one: a
  // Worker holds the upload several times over (the form, its bytes, photon's copy) next to the decode.
  if (bytes.length > MAX_PHOTO_BYTES) throw new Refusal(413, PHOTO_MESSAGES.tooLarge);
  if (!isJpeg(bytes)) throw new Refusal(415, PHOTO_MESSAGES.notJpeg);
  const size = jpegSize(bytes);
  if (!size) throw new Refusal(422, PHOTO_MESSAGES.undecodable);

  // Decode budget, measured before anything decodes it: the header says how much memory the decoder would take.
  if (size.width * size.height > MAX_PHOTO_PIXELS) throw new Refusal(413, PHOTO_MESSAGES.tooManyPixels);
  if (bytes.length > maxJpegBytes(size.width, size.height)) throw new Refusal(413, PHOTO_MESSAGES.tooManyBytes);

  // Who may add it: an open inspection, a photo id not yet used, a capture code issued for this inspection.
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

  // Band: the decode, the watermark band the capture view draws, the thumbnail.
  const { inspectImage } = await photoImage();
  let image: ImageFacts;
  try {
    image = inspectImage(bytes);
  } catch {
    throw new Refusal(422, PHOTO_MESSAGES.undecodable);
  }
  if (!image.watermarkVerified) throw new Refusal(422, PHOTO_MESSAGES.noBand);

  // Fingerprint, from the thumbnail's pixels.
  const fingerprint = fingerprintOf(image);

  // Signals: the company's key, matches across the deployment, the sender's network, the capture code.
  const company = meta.companyId ? await getCompany(db, userId, meta.companyId) : undefined;
  const lookUp = () =>
    gatherSignals(env, db, {
      userId,
      inspectionId: meta.inspectionId,
      companyKey: companyKey(company),
      fingerprint,
      latitude: meta.latitude,
      longitude: meta.longitude,
      cf: upload.cf,
      captureCode,
      // A stored original's fine print, made as its upload made it (the image work is deterministic).
      print: (original: Uint8Array) => fingerprintOf(inspectImage(original)).fine ?? null,
    });
  const signals = await lookUp();

  // Store: the original and the thumbnail in R2, under keys made of the photo's id and hash.
  const keys = photoKeys(userId, meta.id, sha256);
  await Promise.all([
    env.PHOTOS.put(keys.original, bytes, { httpMetadata: { contentType: "image/jpeg" }, sha256, customMetadata: { userId } }),
    env.PHOTOS.put(keys.thumbnail, image.thumbnail, { httpMetadata: { contentType: "image/jpeg" }, customMetadata: { userId } }),
  ]);

  // Receipt: the photo row, its signed receipt and its signals in one batch.
  const row = {
    id: meta.id,
    userId,
    fileName: meta.fileName,
    r2Key: keys.original,
    thumbKey: keys.thumbnail,
    sha256,
    size: bytes.length,
    width: image.width,
    height: image.height,
    resolution: `${image.width}x${image.height}`,
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
  const thumbSha256 = toHex(await crypto.subtle.digest("SHA-256", new Uint8Array(image.thumbnail)));
  try {
    return await recordWithLookUps(env, db, row, meta.inspectionId, thumbSha256, receivedAt.toISOString(), signals, lookUp);
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

/** The photo's fingerprint (signals/fingerprint.ts), made from its thumbnail: no second decode. */
export const fingerprintOf = (image: ImageFacts) =>
  photoFingerprint(image.thumbnailPixels.rgba, image.thumbnailPixels.width, image.thumbnailPixels.height, { width: image.width, height: image.height });

/**
 * The receipt step with its signals: recorded in one batch, or, when a like photo was recorded
 * during the look-up (its guard failed the batch), looked up again, LOOK_UPS times at most.
 */
export async function recordWithLookUps(
  env: Env,
  db: Db,
  row: Parameters<typeof insertPhotoWithReceipt>[2],
  inspectionId: string,
  thumbSha256: string,
  serverTime: string,
  signals: SignalsToRecord,
  lookUp: () => Promise<SignalsToRecord>,
) {
  for (let lookUps = 1; ; lookUps++) {
    const recorded = await insertPhotoWithReceipt(env, db, row, inspectionId, thumbSha256, serverTime, signals);
    if ("photo" in recorded) return recorded.photo;
    if (lookUps >= LOOK_UPS) throw new Refusal(503, PHOTO_MESSAGES.lookUpBusy, {}, { "Retry-After": "1" });
    signals = await lookUp();
  }
}

/** What the uploader may know of a photo's matches: that they exist and what they mean, never whose. */
export function matchesForInspector(receipt: string | null): { kind: string; text: string }[] {
  try {
    const body = receipt ? (JSON.parse(receipt) as { matches?: { kind: "other-company" | "earlier-use"; usedOn: string | null }[] }) : null;
    return matchSentences(body?.matches ?? []);
  } catch {
    return [];
  }
}
