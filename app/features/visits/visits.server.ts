// Scheduled visits: every change also tells the user's Durable Object, which keeps one reminder per
// open visit and an alarm at the earliest (app/features/notifications/user-hub.ts), and fires it here
// (`fireVisitReminder`, registered as the visit kind in workers/reminders.ts).
import { and, asc, eq } from "drizzle-orm";
import { getCompany } from "../companies/companies.server";
import { type Db, schema } from "../../platform/db/db.server";
import type { User } from "../../platform/db/schema";
import { newId } from "../../platform/ids";
import { Refusal } from "../../platform/request.server";
import { fullName } from "../../platform/names";
import { recordNotification } from "../../platform/notifications/record";
import { type ReminderHandler, reminderKey, VISIT_REMINDER } from "../../platform/reminders/registry";
import { userHub } from "../notifications/user-hub.server";
import { canMarkComplete } from "./rules";
import { localDate, zonedInstant } from "../../platform/time/zones";
import { reminderTime } from "../../platform/time/due";
import type { VisitInput } from "./visit-form";
import { VISIT_MESSAGES } from "./visit-form";
import type { Visit } from "../../platform/db/schema";
export type { Visit };

const sv = schema.scheduledVisits;

export const userToday = (user: Pick<User, "timeZone">, now = new Date()) => localDate(now, user.timeZone);

export async function listVisits(db: Db, userId: string): Promise<Visit[]> {
  return db.select().from(sv).where(eq(sv.userId, userId)).orderBy(asc(sv.scheduledAt));
}

/** Asks the Durable Object to (re)schedule the visit's reminder, or drop it for a closed or past visit. */
export async function syncReminder(env: Env, visit: Visit, now = new Date()): Promise<void> {
  const hub = userHub(env, visit.userId);
  const at = visit.isCompleted ? null : reminderTime(new Date(visit.scheduledAt), now);
  const key = reminderKey(VISIT_REMINDER, visit.id);
  if (!at) return hub.cancelReminder(visit.userId, key);
  await hub.scheduleReminder(visit.userId, {
    visitId: key,
    at: at.getTime(),
    title: `Upcoming visit: ${visit.companyName}`,
    body: `${visit.purpose} at ${visit.scheduledTime} on ${visit.scheduledDate.split("-").reverse().join("/")}`,
  });
}

/** The hub's alarm for a visit: the notification once (its id is fixed per reminder), the visit marked, then the badge and push. */
export const fireVisitReminder: ReminderHandler = async ({ db, userId, announce }, visitId, reminder) => {
  const inserted = await recordNotification(db, {
    id: `reminder:${visitId}:${reminder.at}`,
    userId,
    title: reminder.title,
    message: reminder.body,
    kind: "visit_reminder",
    visitId,
  })
    .onConflictDoNothing()
    .returning({ id: schema.notifications.id });
  if (inserted.length === 0) return;
  await db.update(sv).set({ isNotificationSent: true }).where(eq(sv.id, visitId));
  await announce({ title: reminder.title, body: reminder.body, tag: `visit-${visitId}`, url: "/app/scheduling", setting: "visitReminders" });
};

async function fields(db: Db, user: User, input: VisitInput) {
  const company = await getCompany(db, user.id, input.companyId);
  if (!company) throw new Refusal(404, VISIT_MESSAGES.companyNotFound);
  return {
    companyId: company.id,
    companyName: company.name,
    scheduledDate: input.scheduledDate,
    scheduledTime: input.scheduledTime,
    scheduledAt: zonedInstant(input.scheduledDate, input.scheduledTime, user.timeZone).toISOString(),
    purpose: input.purpose,
    notes: input.notes || null,
  };
}

export async function createVisit(env: Env, db: Db, user: User, input: VisitInput): Promise<Visit> {
  const visit = (await db
    .insert(sv)
    .values({ id: newId(), userId: user.id, userEmail: user.email, officerName: fullName(user), ...(await fields(db, user, input)) })
    .returning()
    .get())!;
  await syncReminder(env, visit);
  return visit;
}

/** The user's visit that is still open; refusals carry the spec's failure text and say why in `detail`. */
async function openVisit(db: Db, userId: string, id: string, failure: string): Promise<Visit> {
  const visit = await db
    .select()
    .from(sv)
    .where(and(eq(sv.id, id), eq(sv.userId, userId)))
    .get();
  if (!visit) throw new Refusal(404, VISIT_MESSAGES.notFound);
  if (visit.isCompleted) throw new Refusal(409, failure, { detail: "A completed visit cannot be changed" });
  return visit;
}

export async function updateVisit(env: Env, db: Db, user: User, id: string, input: VisitInput): Promise<Visit> {
  await openVisit(db, user.id, id, VISIT_MESSAGES.saveFailed);
  const visit = (await db
    .update(sv)
    .set({ ...(await fields(db, user, input)), isNotificationSent: false, updatedAt: new Date().toISOString() })
    .where(and(eq(sv.id, id), eq(sv.userId, user.id), eq(sv.isCompleted, false)))
    .returning()
    .get())!;
  await syncReminder(env, visit);
  return visit;
}

export async function cancelVisit(env: Env, db: Db, user: User, id: string): Promise<void> {
  await openVisit(db, user.id, id, VISIT_MESSAGES.cancelFailed);
  await db.delete(sv).where(and(eq(sv.id, id), eq(sv.userId, user.id), eq(sv.isCompleted, false)));
  await userHub(env, user.id).cancelReminder(user.id, reminderKey(VISIT_REMINDER, id));
}

export async function completeVisit(env: Env, db: Db, user: User, id: string, now = new Date()): Promise<Visit> {
  const visit = await openVisit(db, user.id, id, VISIT_MESSAGES.completeFailed);
  if (!canMarkComplete(visit, now, userToday(user, now))) {
    throw new Refusal(409, VISIT_MESSAGES.completeFailed, { detail: "This visit can be marked complete from its scheduled day" });
  }
  const done = (await db
    .update(sv)
    .set({ isCompleted: true, completedAt: now.toISOString(), updatedAt: now.toISOString() })
    .where(and(eq(sv.id, id), eq(sv.userId, user.id)))
    .returning()
    .get())!;
  await userHub(env, user.id).cancelReminder(user.id, reminderKey(VISIT_REMINDER, id));
  return done;
}
