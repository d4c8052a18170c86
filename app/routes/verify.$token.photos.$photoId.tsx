import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import * as v from "valibot";
import { sharedLinkOf, sharedPhoto, VERIFY_HEADERS, verifyLoader } from "../features/evidence/public-evidence.server";
import { photoResponse } from "../features/capture/photos.server";
import { idParam, invariantResponse, readQuery } from "../platform/request.server";

const PHOTO_NOT_FOUND = "This photo is not part of the shared inspection";
const Query = v.object({ size: v.optional(v.picklist(["thumb"], "The size can only be thumb")) });

// A photo of a shared inspection, exactly as stored (?size=thumb for the grid), while the link lives.
export const loader = verifyLoader(async ({ request, context, params }: LoaderFunctionArgs) => {
  const photoId = idParam(params, "photoId", PHOTO_NOT_FOUND);
  const thumb = readQuery(request, Query).size === "thumb";
  const photo = await sharedPhoto(context.db, await sharedLinkOf(context.db, params), photoId);
  invariantResponse(photo, PHOTO_NOT_FOUND);
  const res = await photoResponse(context.cloudflare.env, photo, thumb, {
    ...VERIFY_HEADERS,
    "Content-Disposition": `${thumb ? "inline" : "attachment"}; filename="${photo.fileName}"`,
  });
  invariantResponse(res, PHOTO_NOT_FOUND);
  return res;
});
