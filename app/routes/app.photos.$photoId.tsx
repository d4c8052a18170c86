import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { discardUnattachedPhoto, findPhoto, photoResponse } from "../features/capture/photos.server";
import { handled, handledLoader, idParam, invariantResponse, Refusal } from "../platform/request.server";
import { requireUser } from "../features/account/session.server";

const NOT_FOUND = "Photo not found";

// A stored photo for its owner: ?size=thumb for grids, the original otherwise. Photos never change
// after upload, so browsers may keep them; the cache is private to the signed-in user.
export const loader = handledLoader(async ({ request, context, params }: LoaderFunctionArgs) => {
  const user = await requireUser(context, request);
  const photo = await findPhoto(context.db, user.id, idParam(params, "photoId", NOT_FOUND));
  invariantResponse(photo, NOT_FOUND);
  const thumb = new URL(request.url).searchParams.get("size") === "thumb" && !!photo.thumbKey;
  const res = await photoResponse(context.cloudflare.env, photo, thumb, {
    "Cache-Control": "private, max-age=31536000, immutable",
    ETag: `"${thumb ? `t-${photo.sha256}` : photo.sha256}"`,
    "Content-Disposition": `inline; filename="${photo.fileName}"`,
  });
  invariantResponse(res, NOT_FOUND);
  return res;
});

// DELETE: the capture view removed a photo before saving; a photo of a saved inspection is 404.
export const action = handled(async ({ request, context, params }: ActionFunctionArgs) => {
  const user = await requireUser(context, request);
  if (request.method !== "DELETE") throw new Refusal(405, "Use DELETE to remove a photo");
  const removed = await discardUnattachedPhoto(context.cloudflare.env, context.db, user.id, idParam(params, "photoId", NOT_FOUND));
  invariantResponse(removed, NOT_FOUND);
  return new Response(null, { status: 204 });
});
