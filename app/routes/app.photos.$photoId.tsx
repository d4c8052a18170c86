import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { discardUnattachedPhoto, findPhoto, photoResponse } from "../lib/photos.server";
import { requireUser } from "../lib/session.server";

// A stored photo for its owner: ?size=thumb for grids, the original otherwise. Photos never change
// after upload, so browsers may keep them; the cache is private to the signed-in user.
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const user = await requireUser(context, request);
  const photo = await findPhoto(context.db, user.id, params.photoId ?? "");
  if (!photo) throw new Response("Not Found", { status: 404 });
  const thumb = new URL(request.url).searchParams.get("size") === "thumb" && !!photo.thumbKey;
  const res = await photoResponse(context.cloudflare.env, photo, thumb, {
    "Cache-Control": "private, max-age=31536000, immutable",
    ETag: `"${thumb ? `t-${photo.sha256}` : photo.sha256}"`,
    "Content-Disposition": `inline; filename="${photo.fileName}"`,
  });
  if (!res) throw new Response("Not Found", { status: 404 });
  return res;
}

// DELETE: the capture view removed a photo before saving; a photo of a saved inspection is 404.
export async function action({ request, context, params }: ActionFunctionArgs) {
  const user = await requireUser(context, request);
  if (request.method !== "DELETE") return new Response("Method Not Allowed", { status: 405 });
  const removed = await discardUnattachedPhoto(context.cloudflare.env, context.db, user.id, params.photoId ?? "");
  return new Response(null, { status: removed ? 204 : 404 });
}
