import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { CASE_MESSAGES } from "../features/cases/case-access.server";
import { requireMember } from "../features/organizations/membership.server";
import { reviewReport } from "../features/review/review-report.server";
import { handledLoader, idParam, invariantResponse } from "../platform/request.server";

// The PDF report of the case's sealed inspection, for its reviewers (a download link on the review screen).
export const loader = handledLoader(async ({ request, context, params }: LoaderFunctionArgs) => {
  const member = await requireMember(context, request, params.code, "review", { resource: true });
  const report = await reviewReport(context.cloudflare.env, context.db, member, idParam(params, "caseId", CASE_MESSAGES.notFound));
  invariantResponse(report, "This case has no inspection yet");
  return new Response(report.bytes, {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${report.fileName}"`,
      "Cache-Control": "private, no-store",
    },
  });
});
