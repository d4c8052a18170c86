import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { requireAdmin } from "../features/account/session.server";
import { photoResponse } from "../platform/photos.server";
import { photoForAdmin } from "../features/signals/admin-signals.server";
import { handledLoader, idParam, invariantResponse } from "../platform/request.server";

const NOT_FOUND = "Photo not found";

// Any user's stored photo, for admins only (the Signals tab compares both sides of a match):
// ?size=thumb for the side-by-side view, the stored original otherwise. Everyone else gets 403 (or
// the sign-in page); the cache is private and short, as an admin's rights can be taken away.
export const loader = handledLoader(async ({ request, context, params }: LoaderFunctionArgs) => {
  await requireAdmin(context, request, { resource: true });
  const photo = await photoForAdmin(context.db, idParam(params, "photoId", NOT_FOUND));
  invariantResponse(photo, NOT_FOUND);
  const thumb = new URL(request.url).searchParams.get("size") === "thumb";
  const res = await photoResponse(context.cloudflare.env, photo, thumb, {
    "Cache-Control": "private, max-age=300",
    "Content-Disposition": `inline; filename="${photo.fileName}"`,
  });
  invariantResponse(res, NOT_FOUND);
  return res;
});
