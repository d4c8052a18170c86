import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json, redirect } from "@remix-run/cloudflare";
import { useLoaderData, useParams } from "@remix-run/react";
import { VERIFICATION_TYPE_LABELS } from "../features/cases/status";
import { VERIFICATION_TYPES } from "../platform/db/verification-types";
import { runChecklistsAction } from "../features/checklists/checklist-actions.server";
import { ChecklistsAction } from "../features/checklists/checklist-forms";
import { ChecklistsPage } from "../features/checklists/ChecklistsPage";
import { checklistsOverview } from "../features/checklists/mapping.server";
import { requireMember } from "../features/organizations/membership.server";
import { flashCookie } from "../platform/flash.server";
import { done, handled, handledLoader, readFormData } from "../platform/request.server";
import { parseTypedForm, withTypedForm } from "../platform/typed-form.server";
import { ErrorPage } from "../ui/ErrorPage";

export const meta: MetaFunction = () => [{ title: "Checklists · SiteProof" }];

// Owners and managers: the organization's checklists and which one each verification type's cases get.
export const loader = handledLoader(async ({ request, context, params }: LoaderFunctionArgs) => {
  const { org } = await requireMember(context, request, params.code, "manage checklists");
  const { checklists, mapping, choices } = await checklistsOverview(context.db, org.id);
  return json({
    checklists: checklists.map((c) => ({
      id: c.id,
      title: c.title,
      type: VERIFICATION_TYPE_LABELS[c.verificationType],
      published: c.published,
      hasDraft: c.hasDraft,
      archived: c.archivedAt !== null,
      mappedTo: c.mappedTo.map((t) => VERIFICATION_TYPE_LABELS[t]),
    })),
    mapping: VERIFICATION_TYPES.map((type) => ({
      type,
      label: VERIFICATION_TYPE_LABELS[type],
      checklistId: mapping[type] ?? "",
      choices: choices.filter((c) => c.verificationType === type).map(({ id, title, version }) => ({ id, title, version })),
    })),
  });
});

// intent=map | copy | archive | import (a JSON file) | import_xlsform (an .xlsx XLSForm), each import as a new checklist's draft. A copy or an import opens its page.
export const action = handled(async ({ request, context, params }: ActionFunctionArgs) => {
  const { org, user } = await requireMember(context, request, params.code, "manage checklists");
  const form = await readFormData(request);
  return withTypedForm(form, async () => {
    const input = parseTypedForm(form, ChecklistsAction);
    const outcome = await runChecklistsAction(context.db, org.id, user.id, input, (t) => VERIFICATION_TYPE_LABELS[t]);
    if (outcome.checklistId)
      return redirect(`/app/org/${org.code}/checklists/${outcome.checklistId}`, { headers: { "Set-Cookie": flashCookie(outcome.message, "success") } });
    return done({ intent: input.intent, message: outcome.message });
  });
});

export default function ChecklistsRoute() {
  return <ChecklistsPage code={useParams().code!} {...useLoaderData<typeof loader>()} />;
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
