import { useParams } from "@remix-run/react";
import { CompanyFormDialog } from "../features/companies/CompanyFormDialog";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { type DirectoryAnswer, DIRECTORY_FORM_BYTES, DirectoryAction, writeDirectory } from "../features/companies/directory-write.server";
import { requireMember } from "../features/organizations/membership.server";
import { parseTypedForm } from "../platform/typed-form.server";
import { done, handled, handledLoader, readFormData } from "../platform/request.server";

/** The add form's page: only for those who may add. */
export const loader = handledLoader(async ({ request, context, params }: LoaderFunctionArgs) => {
  await requireMember(context, request, params.code, "manage directory");
  return json(null);
});
// Add, edit or import (intent=create|update|import): owners and managers.
export const action = handled(async ({ request, context, params }: ActionFunctionArgs) => {
  const member = await requireMember(context, request, params.code, "manage directory");
  const form = await readFormData(request, { maxBytes: DIRECTORY_FORM_BYTES });
  return done<DirectoryAnswer>(await writeDirectory(context.cloudflare.env, context.db, member, parseTypedForm(form, DirectoryAction)));
});

export default function NewDirectoryCompanyRoute() {
  return <CompanyFormDialog list={`/app/org/${useParams().code}/companies`} />;
}
