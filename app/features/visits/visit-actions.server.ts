// The /app/scheduling actions and the loaders of its form routes (new, <id>/edit, <id>/cancel).
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { and, eq } from "drizzle-orm";
import * as v from "valibot";
import { requireUser } from "../account/session.server";
import { companyChoices } from "../companies/companies.server";
import { schema } from "../../platform/db/db.server";
import { done, handledLoader, idParam, invariantResponse, readFormData } from "../../platform/request.server";
import { parseTypedForm } from "../../platform/typed-form.server";
import { requiredId } from "../../platform/validation/fields";
import { cancelVisit, completeVisit, createVisit, updateVisit, userToday } from "./visits.server";
import { isCalendarDate } from "../../platform/time/zones";
import { VISIT_MESSAGES, visitFormSchema } from "./visit-form";

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

export async function visitAction({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(context, request);
  const env = context.cloudflare.env;
  const form = await readFormData(request);
  const input = parseTypedForm(form, actionSchema(userToday(user)));
  switch (input.intent) {
    case "cancel":
      await cancelVisit(env, context.db, user, input.id);
      return done({ message: VISIT_MESSAGES.cancelled });
    case "complete":
      await completeVisit(env, context.db, user, input.id);
      return done({ message: VISIT_MESSAGES.completed });
    case "create":
      await createVisit(env, context.db, user, input);
      return done({ message: VISIT_MESSAGES.scheduled });
    case "update":
      await updateVisit(env, context.db, user, input.id, input);
      return done({ message: VISIT_MESSAGES.updated });
  }
}

/** The new-visit form: the companies to choose from, and the day chosen on the calendar (`?date=`) when it is not past. */
export const newVisitLoader = handledLoader(async ({ request, context }: LoaderFunctionArgs) => {
  const user = await requireUser(context, request);
  const today = userToday(user);
  const asked = new URL(request.url).searchParams.get("date") ?? "";
  const date = isCalendarDate(asked) && asked >= today ? asked : today;
  return json({ companies: await companyChoices(context.db, user.id), today, date, visit: null });
});

/** The user's own visit still open (edit, cancel); another's, a missing or a completed one is a 404. */
export const openVisitLoader = handledLoader(async ({ request, context, params }: LoaderFunctionArgs) => {
  const user = await requireUser(context, request);
  const sv = schema.scheduledVisits;
  const id = idParam(params, "visitId", VISIT_MESSAGES.notFound);
  const visit = await context.db
    .select()
    .from(sv)
    .where(and(eq(sv.id, id), eq(sv.userId, user.id)))
    .get();
  invariantResponse(visit && !visit.isCompleted, VISIT_MESSAGES.notFound);
  const today = userToday(user);
  return json({ companies: await companyChoices(context.db, user.id), today, date: visit.scheduledDate, visit });
});
