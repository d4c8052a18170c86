import { useLoaderData, useParams } from "@remix-run/react";
import { CaseList } from "../features/cases/CaseList";
import { ErrorPage } from "../ui/ErrorPage";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { listCases, parseCaseListQuery } from "../features/cases/cases.server";
import { requireMember } from "../features/organizations/membership.server";
import { can } from "../features/organizations/roles";
import { handledLoader, querySchema, readQuery } from "../platform/request.server";

const ListQuery = querySchema(["status", "q", "after"], parseCaseListQuery);

export const meta: MetaFunction = () => [{ title: "Cases · SiteProof" }];

export const loader = handledLoader(async ({ request, context, params }: LoaderFunctionArgs) => {
  const member = await requireMember(context, request, params.code, "read all cases");
  const query = readQuery(request, ListQuery);
  const list = await listCases(context.db, member, query);
  return json({
    ...list,
    query: { status: query.status ?? "", q: query.q },
    now: new Date().toISOString(),
    timeZone: member.user.timeZone,
    mayCreate: can(member.membership.role, "create case"),
  });
});

export default function OrgCasesRoute() {
  return <CaseList code={useParams().code!} {...useLoaderData<typeof loader>()} />;
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
