import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import * as v from "valibot";
import { linkedPhoto, PHOTO_LINK_MESSAGES } from "../features/api/photo-links.server";
import { credentialedOriginalResponse } from "../features/credentials/downloads.server";
import { apiHandled } from "../platform/problem.server";
import { Refusal } from "../platform/refusal";
import { idParam, readQuery } from "../platform/request.server";

const Query = v.object({ expires: v.optional(v.string(), ""), signature: v.optional(v.string(), "") });

// GET /api/v1/photos/{id}?expires=…&signature=…: a photo of a result, by the 15-minute link the result gave
// (no key: the link is the permission), as stored with its Content Credentials.
export const loader = apiHandled(async ({ request, context, params }: LoaderFunctionArgs) => {
  const { expires, signature } = readQuery(request, Query);
  const { env } = context.cloudflare;
  const photo = await linkedPhoto(env, context.db, idParam(params, "photoId", PHOTO_LINK_MESSAGES.notFound), expires, signature, new Date());
  const headers = { "Cache-Control": "private, max-age=600", "Content-Disposition": `inline; filename="${photo.fileName}"` };
  const res = await credentialedOriginalResponse(env, context.db, photo, new URL(request.url).origin, headers);
  if (!res) throw new Refusal(404, PHOTO_LINK_MESSAGES.notFound);
  return res;
});
