import { useLoaderData, useParams } from "@remix-run/react";
import { CompanyFormDialog } from "../features/companies/CompanyFormDialog";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { type DirectoryAnswer, DIRECTORY_FORM_BYTES, DIRECTORY_MESSAGES, DirectoryAction, writeDirectory } from "../features/companies/directory-write.server";
import { requireMember } from "../features/organizations/membership.server";
import { parseTypedForm } from "../platform/typed-form.server";
import { directoryCompany } from "../features/companies/directory.server";
import { done, handled, handledLoader, idParam, invariantResponse, readFormData } from "../platform/request.server";

export const loader = handledLoader(async ({ request, context, params }: LoaderFunctionArgs) => {
  const { org } = await requireMember(context, request, params.code, "manage directory");
  const company = await directoryCompany(context.db, org.id, idParam(params, "companyId", DIRECTORY_MESSAGES.notFound));
  invariantResponse(company, DIRECTORY_MESSAGES.notFound);
  return json({ company });
});
// Add, edit or import (intent=create|update|import): owners and managers.
export const action = handled(async ({ request, context, params }: ActionFunctionArgs) => {
  const member = await requireMember(context, request, params.code, "manage directory");
  const form = await readFormData(request, { maxBytes: DIRECTORY_FORM_BYTES });
  return done<DirectoryAnswer>(await writeDirectory(context.cloudflare.env, context.db, member, parseTypedForm(form, DirectoryAction)));
});

export default function EditDirectoryCompanyRoute() {
  const { company } = useLoaderData<typeof loader>();
  return <CompanyFormDialog company={company} list={`/app/org/${useParams().code}/companies`} />;
}
