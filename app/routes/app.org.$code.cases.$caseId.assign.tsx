import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { useLoaderData, useParams } from "@remix-run/react";
import * as v from "valibot";
import { AssignDialog } from "../features/cases/AssignDialog";
import { assignCase, assignView } from "../features/cases/allocation.server";
import { CASE_MESSAGES } from "../features/cases/case-access.server";
import { requireMember } from "../features/organizations/membership.server";
import { done, handled, handledLoader, idParam, readForm, RecordId } from "../platform/request.server";

const AssignForm = v.variant("intent", [v.object({ intent: v.literal("assign"), assigneeId: RecordId }), v.object({ intent: v.literal("unassign") })]);

export const loader = handledLoader(async ({ request, context, params }: LoaderFunctionArgs) => {
  const member = await requireMember(context, request, params.code, "assign");
  const { found, inspectors } = await assignView(context.db, member, idParam(params, "caseId", CASE_MESSAGES.notFound));
  return json({
    caseRef: {
      reference: found.reference,
      companyName: found.companyName,
      siteAddress: found.siteAddress,
      assigneeId: found.assigneeId,
      hasSite: found.siteLatitude !== null && found.siteLongitude !== null,
    },
    inspectors,
  });
});

export const action = handled(async ({ request, context, params }: ActionFunctionArgs) => {
  const member = await requireMember(context, request, params.code, "assign");
  const caseId = idParam(params, "caseId", CASE_MESSAGES.notFound);
  const input = await readForm(request, AssignForm);
  const message = await assignCase(context.cloudflare.env, context.db, member, caseId, input.intent === "assign" ? input.assigneeId : null);
  return done({ message });
});

export default function AssignCaseRoute() {
  const { caseRef, inspectors } = useLoaderData<typeof loader>();
  const { code, caseId } = useParams();
  return <AssignDialog caseRef={caseRef} inspectors={inspectors} back={`/app/org/${code}/cases/${caseId}`} />;
}
