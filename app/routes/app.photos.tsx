import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import * as v from "valibot";
import { LOCAL_PHOTO_LIMIT_BYTES } from "../lib/inspections/save-rules";
import { acceptPhoto, PhotoMetaSchema } from "../lib/photos.server";
import { handled, readForm } from "../lib/request.server";
import { requireUser } from "../lib/session.server";

const META = "The photo's details are missing or not readable";

/** multipart: `file` (the watermarked JPEG) and `meta` (JSON text, see PhotoMetaSchema). */
const Upload = v.object({
  file: v.instance(File, "A photo file is required"),
  meta: v.pipe(
    v.string(META),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      try {
        return JSON.parse(dataset.value) as unknown;
      } catch {
        addIssue({ message: META });
        return NEVER;
      }
    }),
    PhotoMetaSchema,
  ),
});

export const action = handled(async ({ request, context }: ActionFunctionArgs) => {
  const user = await requireUser(context, request);
  const { file, meta } = await readForm(request, Upload, { maxBytes: LOCAL_PHOTO_LIMIT_BYTES + 64 * 1024 });
  const photo = await acceptPhoto(context.cloudflare.env, context.db, user.id, new Uint8Array(await file.arrayBuffer()), meta);
  return json({ photo: { id: photo.id, sha256: photo.sha256, size: photo.size, width: photo.width, height: photo.height, watermarkVerified: photo.watermarkVerified } });
});
