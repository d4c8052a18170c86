import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import * as v from "valibot";
import { acceptPhoto, PhotoMetaSchema, PhotoRejected } from "../lib/photos.server";
import { requireUser } from "../lib/session.server";

// POST multipart: `file` (the watermarked JPEG) and `meta` (JSON, see PhotoMetaSchema).
export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(context, request);
  const form = await request.formData();
  const file = form.get("file");
  let meta: unknown;
  try {
    meta = JSON.parse(String(form.get("meta")));
  } catch {
    meta = null;
  }
  const parsed = v.safeParse(PhotoMetaSchema, meta);
  if (!(file instanceof File) || !parsed.success) {
    return json({ error: parsed.success ? "A photo file is required" : parsed.issues[0].message }, { status: 400 });
  }
  try {
    const photo = await acceptPhoto(context.cloudflare.env, context.db, user.id, new Uint8Array(await file.arrayBuffer()), parsed.output);
    return json({ photo: { id: photo.id, sha256: photo.sha256, size: photo.size, width: photo.width, height: photo.height, watermarkVerified: photo.watermarkVerified } });
  } catch (error) {
    if (error instanceof PhotoRejected) return json({ error: error.message }, { status: error.status });
    throw error;
  }
}
