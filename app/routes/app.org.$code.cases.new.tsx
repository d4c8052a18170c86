import { useLoaderData, useParams } from "@remix-run/react";
import { CaseForm } from "../features/cases/CaseForm";
import { ErrorPage } from "../ui/ErrorPage";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { CASE_FORM_MESSAGES, CaseSchema } from "../features/cases/case-form";
import { createCase, orgInspectors } from "../features/cases/cases.server";
import { caseChecklistChoices } from "../features/checklists/mapping.server";
import { directoryChoices } from "../features/companies/directory.server";
import { requireMember } from "../features/organizations/membership.server";
import { done, handled, handledLoader, parseForm, readFormData } from "../platform/request.server";
import { withTypedForm } from "../platform/typed-form.server";

export const meta: MetaFunction = () => [{ title: "New case · SiteProof" }];

export const loader = handledLoader(async ({ request, context, params }: LoaderFunctionArgs) => {
  const { org, user } = await requireMember(context, request, params.code, "create case");
  const [companies, inspectors, checklists] = await Promise.all([
    directoryChoices(context.db, org.id),
    orgInspectors(context.db, org.id),
    caseChecklistChoices(context.db, org.id),
  ]);
  return json({
    companies,
    inspectors: inspectors.map(({ id, name, email }) => ({ id, label: `${name} (${email})` })),
    timeZone: user.timeZone,
    checklists: checklists.choices,
    typeChecklists: checklists.byType,
  });
});
export const action = handled(async ({ request, context, params }: ActionFunctionArgs) => {
  const member = await requireMember(context, request, params.code, "create case");
  const form = await readFormData(request);
  return withTypedForm(form, async () => {
    const id = await createCase(context.db, context.cloudflare.env, member, parseForm(form, CaseSchema));
    return done({ message: CASE_FORM_MESSAGES.created, caseId: id });
  });
});

export default function NewCaseRoute() {
  return <CaseForm code={useParams().code!} {...useLoaderData<typeof loader>()} />;
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
