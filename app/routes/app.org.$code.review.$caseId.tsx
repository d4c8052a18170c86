import { useActionData, useLoaderData, useParams } from "@remix-run/react";
import type { ReviewAnswer } from "../features/review/DispositionForm";
import { ReviewScreen } from "../features/review/ReviewScreen";
import { ErrorPage } from "../ui/ErrorPage";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { CASE_MESSAGES } from "../features/cases/case-access.server";
import { requireMember } from "../features/organizations/membership.server";
import { recordDisposition } from "../features/review/dispose.server";
import { reviewCase } from "../features/review/review-case.server";
import { DispositionSchema } from "../features/review/review-rules";
import { done, handled, handledLoader, idParam, parseForm, readFormData } from "../platform/request.server";
import { withTypedForm } from "../platform/typed-form.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `Review ${data?.case.reference ?? ""} · SiteProof` }];

export const loader = handledLoader(async ({ request, context, params }: LoaderFunctionArgs) => {
  const member = await requireMember(context, request, params.code, "review");
  const data = await reviewCase(context.cloudflare.env, context.db, member, idParam(params, "caseId", CASE_MESSAGES.notFound));
  return json({ ...data, timeZone: member.user.timeZone, now: new Date().toISOString() }, { headers: { "Cache-Control": "no-store" } });
});

// intent=dispose (outcome, remark) or intent=correct (outcome, remark, replaces).
export const action = handled(async ({ request, context, params }: ActionFunctionArgs) => {
  const member = await requireMember(context, request, params.code, "review");
  const caseId = idParam(params, "caseId", CASE_MESSAGES.notFound);
  const form = await readFormData(request);
  return withTypedForm(form, async () => {
    const input = parseForm(form, DispositionSchema);
    const message = await recordDisposition(context.cloudflare.env, context.db, member, caseId, input);
    return done({ message });
  });
});

export default function ReviewCaseRoute() {
  const answer = useActionData() as ReviewAnswer | undefined;
  return <ReviewScreen {...useLoaderData<typeof loader>()} code={useParams().code!} answer={answer} />;
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
