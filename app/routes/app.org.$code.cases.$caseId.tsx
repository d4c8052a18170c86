import type { MetaFunction } from "@remix-run/cloudflare";
import { Outlet, useLoaderData } from "@remix-run/react";
import { CaseDetail } from "../features/cases/CaseDetail";
import { caseDetailLoader } from "../features/cases/case-routes.server";
import { REOPENABLE } from "../features/review/review-rules";
import { ErrorPage } from "../ui/ErrorPage";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `Case ${data?.case.reference ?? ""} · SiteProof` }];

export const loader = caseDetailLoader;

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
