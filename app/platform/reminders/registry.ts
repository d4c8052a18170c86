// Reminders kept by the user's hub (the `UserHub` Durable Object): it stores them, keeps one alarm at the
// earliest and, when one is due, hands it to the handler its kind registered. A feature owns its kind: it
// schedules with `reminderKey(kind, subject)` and registers what firing writes; the wiring module imported
// by the Worker's entry (workers/reminders.ts) registers every kind, so the hub imports no feature.
import type { Db } from "../db/db.server";
import type { Announcement } from "../notifications/announcement";

/** A reminder as the hub stores it. The shape predates kinds and stored reminders keep it (see `reminderKey`). */
export interface Reminder {
  /** The reminder's key: a visit's id, or `<kind>:<subject>` for any other kind (`case:<caseId>`, `review:<caseId>`). */
  visitId: string;
  /** Epoch milliseconds. */
  at: number;
  title: string;
  body: string;
  /** Where the notification leads. */
  url?: string;
}

/** What a handler gets from the hub firing it: the hub's user, and `announce` on the hub itself. */
export interface ReminderContext {
  env: Env;
  db: Db;
  userId: string;
  announce(a: Announcement, added?: number): Promise<void>;
}

/** Writes what a due reminder writes (once, however often the alarm is retried) and announces it. */
export type ReminderHandler = (ctx: ReminderContext, subject: string, reminder: Reminder) => Promise<void>;

/** A visit's reminder, keyed by the visit's id alone (the first kind, before keys had kinds). */
export const VISIT_REMINDER = "visit";

const handlers = new Map<string, ReminderHandler>();

export function registerReminder(kind: string, handler: ReminderHandler): void {
  if (kind.includes(":")) throw new Error(`A reminder kind holds no colon: ${kind}`);
  handlers.set(kind, handler);
}

export function reminderKey(kind: string, subject: string): string {
  return kind === VISIT_REMINDER ? subject : `${kind}:${subject}`;
}

/** The kind and subject of a stored key: a registered kind's prefix, else a visit's id. */
export function readReminderKey(key: string, kinds: Iterable<string> = handlers.keys()): { kind: string; subject: string } {
  for (const kind of kinds) if (kind !== VISIT_REMINDER && key.startsWith(`${kind}:`)) return { kind, subject: key.slice(kind.length + 1) };
  return { kind: VISIT_REMINDER, subject: key };
}

/** The registered handler of a stored reminder, with its subject; null when its kind has none. */
export function reminderHandler(key: string): { handler: ReminderHandler; subject: string } | null {
  const { kind, subject } = readReminderKey(key);
  const handler = handlers.get(kind);
  return handler ? { handler, subject } : null;
}
