// The /app/scheduling writes (one intent each) and the data of its form routes (new, <id>/edit, <id>/cancel).
// The routes guard (the signed-in user) and parse; these work on the user and the parsed input.
import { and, eq } from "drizzle-orm";
import * as v from "valibot";
import { companyChoices } from "../companies/companies.server";
import { type Db, schema } from "../../platform/db/db.server";
import type { User } from "../../platform/db/schema";
import { invariantResponse } from "../../platform/request.server";
import { requiredId } from "../../platform/validation/fields";
import { cancelVisit, completeVisit, createVisit, updateVisit, userToday } from "./visits.server";
import { isCalendarDate } from "../../platform/time/zones";
import { VISIT_MESSAGES, visitFormSchema } from "./visit-form";

/** The scheduling intents; "today" is the user's own day, so the visit form refuses past dates as the dialog does. */
export function visitActionSchema(user: Pick<User, "timeZone">) {
  const visit = visitFormSchema(userToday(user)).entries;
  const id = requiredId(VISIT_MESSAGES.notFound);
  return v.variant("intent", [
    v.object({ intent: v.literal("create"), ...visit }),
    v.object({ intent: v.literal("update"), id, ...visit }),
    v.object({ intent: v.literal("cancel"), id }),
    v.object({ intent: v.literal("complete"), id }),
  ]);
}

/** Creates, edits, cancels or completes one of the user's visits; answers the page's message. */
export async function writeVisit(env: Env, db: Db, user: User, input: v.InferOutput<ReturnType<typeof visitActionSchema>>): Promise<{ message: string }> {
  switch (input.intent) {
    case "cancel":
      await cancelVisit(env, db, user, input.id);
      return { message: VISIT_MESSAGES.cancelled };
    case "complete":
      await completeVisit(env, db, user, input.id);
      return { message: VISIT_MESSAGES.completed };
    case "create":
      await createVisit(env, db, user, input);
      return { message: VISIT_MESSAGES.scheduled };
    case "update":
      await updateVisit(env, db, user, input.id, input);
      return { message: VISIT_MESSAGES.updated };
  }
}

/** The new-visit form: the companies to choose from, and the day asked for (`?date=`, from the calendar) when it is not past. */
export async function newVisitForm(db: Db, user: User, asked: string | null) {
  const today = userToday(user);
  const date = asked && isCalendarDate(asked) && asked >= today ? asked : today;
  return { companies: await companyChoices(db, user.id), today, date, visit: null };
}

/** The user's own visit still open (edit, cancel); another's, a missing or a completed one is a 404. */
export async function openVisitForm(db: Db, user: User, id: string) {
  const sv = schema.scheduledVisits;
  const visit = await db
    .select()
    .from(sv)
    .where(and(eq(sv.id, id), eq(sv.userId, user.id)))
    .get();
  invariantResponse(visit && !visit.isCompleted, VISIT_MESSAGES.notFound);
  return { companies: await companyChoices(db, user.id), today: userToday(user), date: visit.scheduledDate, visit };
}
