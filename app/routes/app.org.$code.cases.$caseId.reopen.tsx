import { useLoaderData, useParams } from "@remix-run/react";
import { ReopenDialog } from "../features/review/ReopenDialog";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { CASE_MESSAGES, readCase } from "../features/cases/case-access.server";
import { requireMember } from "../features/organizations/membership.server";
import { reopenCase } from "../features/review/dispose.server";
import { REOPENABLE, ReopenSchema } from "../features/review/review-rules";
import { done, handled, handledLoader, idParam, parseForm, readFormData } from "../platform/request.server";
import { withTypedForm } from "../platform/typed-form.server";

// A reopen needs "assign" (managers, owners).
export const loader = handledLoader(async ({ request, context, params }: LoaderFunctionArgs) => {
  const member = await requireMember(context, request, params.code, "assign");
  const found = await readCase(context.db, member, idParam(params, "caseId", CASE_MESSAGES.notFound));
  return json({ reference: found.reference, visit: found.visit, reopenable: REOPENABLE.includes(found.status) });
});

// reason: why the case goes back to its inspector (required).
export const action = handled(async ({ request, context, params }: ActionFunctionArgs) => {
  const member = await requireMember(context, request, params.code, "assign");
  const caseId = idParam(params, "caseId", CASE_MESSAGES.notFound);
  const form = await readFormData(request);
  return withTypedForm(form, async () => {
    const { reason } = parseForm(form, ReopenSchema);
    return done({ message: await reopenCase(context.cloudflare.env, context.db, member, caseId, reason) });
  });
});

export default function ReopenCaseRoute() {
  const { code, caseId } = useParams();
  return <ReopenDialog {...useLoaderData<typeof loader>()} back={`/app/org/${code}/cases/${caseId}`} />;
}
