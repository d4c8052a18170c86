// What an upload says of its photo beside the bytes, and the sentences a refused photo is answered
// with (capture/accept-photo.server.ts; the route refuses an oversized body with the first).
import * as v from "valibot";
import { MAX_PHOTO_BYTES, MAX_PHOTO_PIXELS } from "./jpeg-header";
import { CAPTURE_CODE_TOKEN } from "../signals/capture-code";

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
  /** Its look-up was overtaken by like photos every time (signals/fingerprints.server.ts `lookUpGuard`). */
  lookUpBusy: "Photos like this one are arriving at this moment; send this one again",
} as const;
