import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import * as v from "valibot";
import { MAX_PHOTO_BYTES } from "../features/capture/jpeg-header";
import { acceptPhoto, matchesForInspector } from "../features/capture/accept-photo.server";
import { PHOTO_MESSAGES, PhotoMetaSchema } from "../features/capture/photo-meta";
import { done, handled, readForm, Refusal } from "../platform/request.server";
import { jsonTextProblem } from "../platform/validation/input";
import { requireUser } from "../features/account/session.server";

/** The photo at its largest plus the form's boundaries and the meta JSON. */
const MAX_BODY_BYTES = MAX_PHOTO_BYTES + 64 * 1024;
const META = "The photo's details are missing or not readable";

/** multipart: `file` (the watermarked JPEG) and `meta` (JSON text, see PhotoMetaSchema). */
const Upload = v.object({
  file: v.instance(File, "A photo file is required"),
  meta: v.pipe(
    v.string(META),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      let parsed: unknown;
      try {
        parsed = JSON.parse(dataset.value);
      } catch {
        addIssue({ message: META });
        return NEVER;
      }
      // The form check saw the JSON text, where a NUL is still the six characters \u0000.
      const problem = jsonTextProblem(parsed, "meta");
      if (problem) {
        addIssue({ message: problem });
        return NEVER;
      }
      return parsed;
    }),
    PhotoMetaSchema,
  ),
});

export const action = handled(async ({ request, context }: ActionFunctionArgs) => {
  const user = await requireUser(context, request, { resource: true });
  // Refused from the header, before the body is read into memory.
  if (Number(request.headers.get("Content-Length") ?? "0") > MAX_BODY_BYTES) throw new Refusal(413, PHOTO_MESSAGES.tooLarge);
  const { file, meta } = await readForm(request, Upload, { maxBytes: MAX_BODY_BYTES });
  const photo = await acceptPhoto(context.cloudflare.env, context.db, user.id, new Uint8Array(await file.arrayBuffer()), meta, new Date(), { cf: context.cf });
  return done({
    photo: { id: photo.id, sha256: photo.sha256, size: photo.size, width: photo.width, height: photo.height, watermarkVerified: photo.watermarkVerified },
    matches: matchesForInspector(photo.receipt),
  });
});
