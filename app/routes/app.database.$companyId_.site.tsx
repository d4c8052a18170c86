import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { SiteLocationDialog } from "../features/companies/SiteLocationDialog";
import { requireUser } from "../features/account/session.server";
import { ownCompany } from "../features/companies/companies.server";
import { COMPANY_FORM_MAX_BYTES, CompanyAction, type CompanyAnswer, writeCompany } from "../features/companies/company-actions.server";
import { SITE_MESSAGES } from "../features/companies/site-form";
import { done, handled, handledLoader, idParam, readFormData } from "../platform/request.server";
import { parseTypedForm } from "../platform/typed-form.server";

export const loader = handledLoader(async ({ request, context, params }: LoaderFunctionArgs) => {
  const user = await requireUser(context, request);
  return json({ company: await ownCompany(context.db, user.id, idParam(params, "companyId", SITE_MESSAGES.companyNotFound)) });
});

// The list's action (any intent; this page's are site-geocode and site-manual), answered here when posted without scripts.
export const action = handled(async ({ request, context }: ActionFunctionArgs) => {
  const user = await requireUser(context, request);
  const form = await readFormData(request, { maxBytes: COMPANY_FORM_MAX_BYTES });
  return done<CompanyAnswer>(await writeCompany(context.db, context.cloudflare.env, user, parseTypedForm(form, CompanyAction)));
});

export default function SiteLocationRoute() {
  const { company } = useLoaderData<typeof loader>();
  return <SiteLocationDialog company={company} />;
}
