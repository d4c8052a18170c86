import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { sharedPhoto } from "../lib/evidence/public-evidence.server";
import { openVerifyLink } from "../lib/evidence/verify-links.server";
import { photoResponse } from "../lib/photos.server";

// A photo of a shared inspection, exactly as stored (?size=thumb for the grid), while the link lives.
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const link = await openVerifyLink(context.db, params.token ?? "");
  const photo = link && (await sharedPhoto(context.db, link, params.photoId ?? ""));
  if (!photo) throw new Response("Not Found", { status: 404 });
  const thumb = new URL(request.url).searchParams.get("size") === "thumb";
  const res = await photoResponse(context.cloudflare.env, photo, thumb, {
    "Cache-Control": "no-store",
    "Content-Disposition": `${thumb ? "inline" : "attachment"}; filename="${photo.fileName}"`,
    "Referrer-Policy": "no-referrer",
  });
  if (!res) throw new Response("Not Found", { status: 404 });
  return res;
}
