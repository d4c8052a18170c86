import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import type { ShouldRevalidateFunction } from "@remix-run/react";
import { useLoaderData } from "@remix-run/react";
import { DeleteCompanyDialog } from "../features/companies/DeleteCompanyDialog";
import { requireUser } from "../features/account/session.server";
import { ownCompany } from "../features/companies/companies.server";
import { SITE_MESSAGES } from "../features/companies/site-form";
import { handledLoader, idParam } from "../platform/request.server";

// The dialog posts to the list's action (intent=delete).
export const loader = handledLoader(async ({ request, context, params }: LoaderFunctionArgs) => {
  const user = await requireUser(context, request);
  return json({ company: await ownCompany(context.db, user.id, idParam(params, "companyId", SITE_MESSAGES.companyNotFound)) });
});

// The company is gone once deleted: reading it again would be a 404 while the dialog closes.
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) => formMethod !== "POST" && defaultShouldRevalidate;

export default function DeleteCompanyRoute() {
  const { company } = useLoaderData<typeof loader>();
  return <DeleteCompanyDialog company={company} />;
}
