import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { ImportCompaniesDialog } from "../features/companies/ImportCompaniesDialog";
import { requireUser } from "../features/account/session.server";
import { COMPANY_FORM_MAX_BYTES, CompanyAction, type CompanyAnswer, writeCompany } from "../features/companies/company-actions.server";
import { done, handled, readFormData } from "../platform/request.server";
import { parseTypedForm } from "../platform/typed-form.server";

// The list's action (any intent; this page's are import-preview and import), answered here when posted without scripts.
export const action = handled(async ({ request, context }: ActionFunctionArgs) => {
  const user = await requireUser(context, request);
  const form = await readFormData(request, { maxBytes: COMPANY_FORM_MAX_BYTES });
  return done<CompanyAnswer>(await writeCompany(context.db, context.cloudflare.env, user, parseTypedForm(form, CompanyAction)));
});

export default function ImportCompaniesRoute() {
  return <ImportCompaniesDialog />;
}
