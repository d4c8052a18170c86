import { Outlet, useLoaderData } from "@remix-run/react";
import { CaseDetail } from "../features/cases/CaseDetail";
import { REOPENABLE } from "../features/review/review-rules";
import { ErrorPage } from "../ui/ErrorPage";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { CASE_MESSAGES } from "../features/cases/case-access.server";
import { caseDetail } from "../features/cases/cases.server";
import { requireMember } from "../features/organizations/membership.server";
import { can } from "../features/organizations/roles";
import { handledLoader, idParam } from "../platform/request.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `Case ${data?.case.reference ?? ""} · SiteProof` }];

export const loader = handledLoader(async ({ request, context, params }: LoaderFunctionArgs) => {
  // Every member reaches the page; caseScope then shows an inspector only a case assigned to them.
  const member = await requireMember(context, request, params.code, "read directory");
  const detail = await caseDetail(context.db, member, idParam(params, "caseId", CASE_MESSAGES.notFound));
  const role = member.membership.role;
  return json({ ...detail, now: new Date().toISOString(), timeZone: member.user.timeZone, mayAssign: can(role, "assign"), mayReview: can(role, "review") });
});

/** The case, and under its heading the nested route (assign). */
export default function CaseRoute() {
  const data = useLoaderData<typeof loader>();
  return (
    <CaseDetail {...data} reopenable={REOPENABLE.includes(data.case.status)}>
      <Outlet />
    </CaseDetail>
  );
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
