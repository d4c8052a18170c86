import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { requireUser } from "../features/account/session.server";
import { VisitFormDialog } from "../features/visits/VisitFormDialog";
import { openVisitForm, visitActionSchema, writeVisit } from "../features/visits/visit-actions.server";
import { VISIT_MESSAGES } from "../features/visits/visit-form";
import { done, handled, handledLoader, idParam, readFormData } from "../platform/request.server";
import { parseTypedForm } from "../platform/typed-form.server";

export const loader = handledLoader(async ({ request, context, params }: LoaderFunctionArgs) => {
  const user = await requireUser(context, request);
  return json(await openVisitForm(context.db, user, idParam(params, "visitId", VISIT_MESSAGES.notFound)));
});
export const action = handled(async ({ request, context }: ActionFunctionArgs) => {
  const user = await requireUser(context, request);
  const form = await readFormData(request);
  return done(await writeVisit(context.cloudflare.env, context.db, user, parseTypedForm(form, visitActionSchema(user))));
});

export default function EditVisitRoute() {
  return <VisitFormDialog {...useLoaderData<typeof loader>()} />;
}
