import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { discardUnattachedPhoto, findPhoto, photoResponse } from "../platform/photos.server";
import { handled, handledLoader, idParam, invariantResponse, Refusal } from "../platform/request.server";
import { requireUser } from "../features/account/session.server";
import { credentialedOriginalResponse } from "../features/credentials/downloads.server";
import { mayReadInspection } from "../features/evidence/inspection-access.server";

const NOT_FOUND = "Photo not found";

// A stored photo for its owner: ?size=thumb for grids, the original otherwise, with its Content
// Credentials. Photos never change after upload, so browsers may keep them; the cache is private to the
// signed-in user. The credentialed original is signed afresh each time, hence the weak ETag.
export const loader = handledLoader(async ({ request, context, params }: LoaderFunctionArgs) => {
  const user = await requireUser(context, request, { resource: true });
  const photo = await findPhoto(context.db, user.id, idParam(params, "photoId", NOT_FOUND), mayReadInspection(user.id));
  invariantResponse(photo, NOT_FOUND);
  const url = new URL(request.url);
  const thumb = url.searchParams.get("size") === "thumb" && !!photo.thumbKey;
  const headers = { "Cache-Control": "private, max-age=31536000, immutable", "Content-Disposition": `inline; filename="${photo.fileName}"` };
  const res = thumb
    ? await photoResponse(context.cloudflare.env, photo, true, { ...headers, ETag: `"t-${photo.sha256}"` })
    : await credentialedOriginalResponse(context.cloudflare.env, context.db, photo, url.origin, { ...headers, ETag: `W/"c-${photo.sha256}"` });
  invariantResponse(res, NOT_FOUND);
  return res;
});

// DELETE: the capture view removed a photo before saving; a photo of a saved inspection is 404.
export const action = handled(async ({ request, context, params }: ActionFunctionArgs) => {
  const user = await requireUser(context, request, { resource: true });
  if (request.method !== "DELETE") throw new Refusal(405, "Use DELETE to remove a photo");
  const removed = await discardUnattachedPhoto(context.cloudflare.env, context.db, user.id, idParam(params, "photoId", NOT_FOUND));
  invariantResponse(removed, NOT_FOUND);
  return new Response(null, { status: 204 });
});
