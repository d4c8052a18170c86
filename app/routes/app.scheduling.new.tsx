import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { requireUser } from "../features/account/session.server";
import { VisitFormDialog } from "../features/visits/VisitFormDialog";
import { newVisitForm, visitActionSchema, writeVisit } from "../features/visits/visit-actions.server";
import { done, handled, handledLoader, readFormData } from "../platform/request.server";
import { parseTypedForm } from "../platform/typed-form.server";

export const loader = handledLoader(async ({ request, context }: LoaderFunctionArgs) => {
  const user = await requireUser(context, request);
  return json(await newVisitForm(context.db, user, new URL(request.url).searchParams.get("date")));
});
export const action = handled(async ({ request, context }: ActionFunctionArgs) => {
  const user = await requireUser(context, request);
  const form = await readFormData(request);
  return done(await writeVisit(context.cloudflare.env, context.db, user, parseTypedForm(form, visitActionSchema(user))));
});

export default function NewVisitRoute() {
  return <VisitFormDialog {...useLoaderData<typeof loader>()} />;
}
