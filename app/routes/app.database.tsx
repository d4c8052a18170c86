import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { CompanyDatabase } from "../components/companies/CompanyDatabase";
import { handleCompanyAction } from "../lib/company-actions.server";
import { listCompanies } from "../lib/companies.server";
import { parseCompanyQuery } from "../lib/companies/query";
import { requireUser } from "../lib/session.server";

export const meta: MetaFunction = () => [{ title: "Company Database · SiteProof" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(context, request);
  const query = parseCompanyQuery(new URL(request.url).searchParams);
  const list = await listCompanies(context.db, user.id, query);
  return json({ ...list, query });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(context, request);
  return handleCompanyAction(context.db, context.cloudflare.env, user, request);
}

export default function DatabaseRoute() {
  const data = useLoaderData<typeof loader>();
  return <CompanyDatabase {...data} />;
}
