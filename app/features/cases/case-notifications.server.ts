// What the inspector hears about their cases. The notification row goes in the assigning D1 batch
// (allocation.server.ts), so a case is never given out without it; after the batch the user's Durable
// Object raises the live badge and pushes, and keeps the case's "due soon" reminder on the visits' alarm.
import type { Case } from "../../platform/db/schema";
import { caseReminderKey } from "../notifications/reminder-keys";
import { userHub } from "../notifications/user-hub.server";
import { reminderTime } from "../../platform/time/due";

type CaseFacts = Pick<Case, "id" | "organizationId" | "reference" | "companyName" | "siteAddress" | "dueAt">;

export const myCasesUrl = (code: string) => `/app/org/${code}/my-cases`;

export function assignmentNote(c: CaseFacts, reassigned: boolean) {
  return {
    title: `${reassigned ? "Case reassigned to you" : "New case"}: ${c.companyName}`,
    body: `Reference ${c.reference}, ${c.siteAddress}`,
  };
}

/** After the batch: the badge and push for `added` new assignments, with the last one's words. */
export async function announceAssignment(env: Env, userId: string, code: string, c: CaseFacts, reassigned: boolean, added = 1) {
  const note = assignmentNote(c, reassigned);
  const many = added > 1 ? { title: `${added} new cases`, body: `The latest: ${note.title.split(": ")[1]}` } : note;
  await userHub(env, userId).announce(
    userId,
    { ...many, tag: `case-${c.id}`, url: myCasesUrl(code), setting: "inspectionReminders", organizationId: c.organizationId },
    added,
  );
}

/** The spec's visit reminder (2 hours before, or the next step that still lies ahead) for the case's assignee. */
export async function scheduleCaseReminder(env: Env, userId: string, code: string, c: CaseFacts, now = new Date()) {
  const hub = userHub(env, userId);
  const at = reminderTime(new Date(c.dueAt), now);
  if (!at) return hub.cancelReminder(userId, caseReminderKey(c.id));
  await hub.scheduleReminder(userId, {
    visitId: caseReminderKey(c.id),
    at: at.getTime(),
    title: `Case due soon: ${c.companyName}`,
    body: `Reference ${c.reference}, ${c.siteAddress}`,
    url: myCasesUrl(code),
  });
}

export async function cancelCaseReminder(env: Env, userId: string, caseId: string) {
  await userHub(env, userId).cancelReminder(userId, caseReminderKey(caseId));
}
