import type { ActionFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { requireUser } from "../features/account/session.server";
import { builtInChecklistStatements } from "../features/checklists/built-ins.server";
import { OrgSchema } from "../features/organizations/org-form";
import { createOrganization } from "../features/organizations/organizations.server";
import { CreateOrganizationPage } from "../features/organizations/OrganizationPages";
import { flashCookie } from "../platform/flash.server";
import { handled, readFormData, Refusal } from "../platform/request.server";
import { parseTypedForm } from "../platform/typed-form.server";

export const meta: MetaFunction = () => [{ title: "Create organization · SiteProof" }];

export const action = handled(async ({ request, context }: ActionFunctionArgs) => {
  const user = await requireUser(context, request);
  const form = await readFormData(request);
  const input = parseTypedForm(form, OrgSchema);
  try {
    await createOrganization(context.db, user, input, await builtInChecklistStatements(context.db));
  } catch (error) {
    // A taken code comes back with what was typed, as a field's refusal does.
    if (error instanceof Refusal) error.data.values = { name: input.name, code: input.code };
    throw error;
  }
  return redirect(`/app/org/${input.code}`, { headers: { "Set-Cookie": flashCookie("Organization created.", "success") } });
});

export default function NewOrganizationRoute() {
  return <CreateOrganizationPage />;
}
