import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import * as v from "valibot";
import { sharedLinkOf, sharedPhoto, VERIFY_HEADERS, verifyLoader } from "../features/evidence/public-evidence.server";
import { photoResponse } from "../platform/photos.server";
import { credentialedOriginalResponse } from "../features/credentials/downloads.server";
import { idParam, invariantResponse, readQuery } from "../platform/request.server";

const PHOTO_NOT_FOUND = "This photo is not part of the shared inspection";
const Query = v.object({ size: v.optional(v.picklist(["thumb"], "The size can only be thumb")) });

// A photo of a shared inspection while the link lives: the original as stored plus its Content
// Credentials, or ?size=thumb for the grid.
export const loader = verifyLoader(async ({ request, context, params }: LoaderFunctionArgs) => {
  const photoId = idParam(params, "photoId", PHOTO_NOT_FOUND);
  const thumb = readQuery(request, Query).size === "thumb";
  const photo = await sharedPhoto(context.db, await sharedLinkOf(context.db, params), photoId);
  invariantResponse(photo, PHOTO_NOT_FOUND);
  const headers = { ...VERIFY_HEADERS, "Content-Disposition": `${thumb ? "inline" : "attachment"}; filename="${photo.fileName}"` };
  const { env } = context.cloudflare;
  const res = thumb
    ? await photoResponse(env, photo, true, headers)
    : await credentialedOriginalResponse(env, context.db, { id: photoId, r2Key: photo.r2Key }, new URL(request.url).origin, headers);
  invariantResponse(res, PHOTO_NOT_FOUND);
  return res;
});
