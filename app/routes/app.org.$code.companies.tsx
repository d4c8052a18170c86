import { Outlet, useLoaderData, useParams } from "@remix-run/react";
import { Directory } from "../features/companies/Directory";
import { ErrorPage } from "../ui/ErrorPage";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { parseDirectoryQuery, searchDirectory } from "../features/companies/directory.server";
import { type DirectoryAnswer, DIRECTORY_FORM_BYTES, DirectoryAction, writeDirectory } from "../features/companies/directory-write.server";
import { withIdentity } from "../features/companies/identity/identity.server";
import { requireMember } from "../features/organizations/membership.server";
import { can } from "../features/organizations/roles";
import { done, handled, handledLoader, querySchema, readFormData, readQuery } from "../platform/request.server";
import { parseTypedForm } from "../platform/typed-form.server";

const Query = querySchema(["q", "after"], parseDirectoryQuery);

export const meta: MetaFunction = () => [{ title: "Companies · SiteProof" }];

// Every member searches the directory.
export const loader = handledLoader(async ({ request, context, params }: LoaderFunctionArgs) => {
  const member = await requireMember(context, request, params.code, "read directory");
  const query = readQuery(request, Query);
  const list = await searchDirectory(context.db, member.org.id, query);
  const companies = await withIdentity(context.db, { organizationId: member.org.id }, list.companies);
  return json({ ...list, companies, q: query.q, mayManage: can(member.membership.role, "manage directory") });
});
// Add, edit or import (intent=create|update|import): owners and managers.
export const action = handled(async ({ request, context, params }: ActionFunctionArgs) => {
  const member = await requireMember(context, request, params.code, "manage directory");
  const form = await readFormData(request, { maxBytes: DIRECTORY_FORM_BYTES });
  return done<DirectoryAnswer>(await writeDirectory(context.cloudflare.env, context.db, member, parseTypedForm(form, DirectoryAction)));
});

/** The directory, and over it the form page of the nested route (new, edit, import). */
export default function OrgCompaniesRoute() {
  const data = useLoaderData<typeof loader>();
  return (
    <Directory code={useParams().code!} {...data}>
      <Outlet />
    </Directory>
  );
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
