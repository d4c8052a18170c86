import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import * as v from "valibot";
import { SchedulingPage } from "../features/visits/SchedulingPage";
import { handled, readForm } from "../platform/request.server";
import { requireUser } from "../features/account/session.server";
import { requiredId } from "../platform/validation/fields";
import { cancelVisit, completeVisit, createVisit, listVisits, updateVisit, userToday } from "../features/visits/visits.server";
import { VISIT_MESSAGES, visitFormSchema } from "../features/visits/visit-form";

export const meta: MetaFunction = () => [{ title: "Scheduling · SiteProof" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(context, request);
  return json({ visits: await listVisits(context.db, user.id), today: userToday(user), now: new Date().toISOString() });
}

/** The scheduling intents; "today" is the user's own day, so the visit form refuses past dates as the dialog does. */
function actionSchema(today: string) {
  const visit = visitFormSchema(today).entries;
  const id = requiredId(VISIT_MESSAGES.notFound);
  return v.variant("intent", [
    v.object({ intent: v.literal("create"), ...visit }),
    v.object({ intent: v.literal("update"), id, ...visit }),
    v.object({ intent: v.literal("cancel"), id }),
    v.object({ intent: v.literal("complete"), id }),
  ]);
}

export const action = handled(async ({ request, context }: ActionFunctionArgs) => {
  const user = await requireUser(context, request);
  const env = context.cloudflare.env;
  const input = await readForm(request, actionSchema(userToday(user)));
  switch (input.intent) {
    case "cancel":
      await cancelVisit(env, context.db, user, input.id);
      return json({ ok: true, message: VISIT_MESSAGES.cancelled });
    case "complete":
      await completeVisit(env, context.db, user, input.id);
      return json({ ok: true, message: VISIT_MESSAGES.completed });
    case "create":
      await createVisit(env, context.db, user, input);
      return json({ ok: true, message: VISIT_MESSAGES.scheduled });
    case "update":
      await updateVisit(env, context.db, user, input.id, input);
      return json({ ok: true, message: VISIT_MESSAGES.updated });
  }
});

export default function SchedulingRoute() {
  return <SchedulingPage {...useLoaderData<typeof loader>()} />;
}
