// Due times and the reminders before them (spec 1 §9), shared by visits and cases: pure, over an explicit "now".
import { zonedInstant } from "./zones";

/** Reminder offsets before the due time, tried in order (spec 1 §9). */
export const REMINDER_OFFSETS_MINUTES = [120, 60, 30, 5] as const;
const MINUTE = 60_000;

/** When to remind: 2 h before, else 1 h, 30 min, 5 min; under 5 min away, 1 minute from now; never for a past time. */
export function reminderTime(visitAt: Date, now: Date): Date | null {
  if (visitAt.getTime() <= now.getTime()) return null;
  for (const minutes of REMINDER_OFFSETS_MINUTES) {
    const at = visitAt.getTime() - minutes * MINUTE;
    if (at > now.getTime()) return new Date(at);
  }
  return new Date(now.getTime() + MINUTE);
}

/** The UTC instant a thing is due, from a wall clock in `timeZone`; null when it is not after `now`. */
export function dueInstant(date: string, time: string, timeZone: string, now: Date): string | null {
  const at = zonedInstant(date, time, timeZone);
  if (Number.isNaN(at.getTime()) || at.getTime() <= now.getTime()) return null;
  return at.toISOString();
}
