import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { CASE_MESSAGES } from "../features/cases/case-access.server";
import { requireMember } from "../features/organizations/membership.server";
import { reviewPhoto } from "../features/review/review-case.server";
import { photoResponse } from "../platform/photos.server";
import { handledLoader, idParam, invariantResponse } from "../platform/request.server";

// A photo of one of the case's inspections for its reviewers: ?size=thumb for the screen's grid.
export const loader = handledLoader(async ({ request, context, params }: LoaderFunctionArgs) => {
  const member = await requireMember(context, request, params.code, "review", { resource: true });
  const caseId = idParam(params, "caseId", CASE_MESSAGES.notFound);
  const photo = await reviewPhoto(context.db, member, caseId, idParam(params, "photoId", "Photo not found"));
  invariantResponse(photo, "Photo not found");
  const thumb = new URL(request.url).searchParams.get("size") === "thumb";
  const res = await photoResponse(context.cloudflare.env, photo, thumb, {
    "Cache-Control": "private, max-age=3600",
    "Content-Disposition": `inline; filename="${photo.fileName}"`,
  });
  invariantResponse(res, "Photo not found");
  return res;
});
