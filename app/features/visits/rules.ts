// Visit rules of spec 1 §4/§9 and spec 2 §4/§5, as pure functions over explicit "now" and time zone.
import { TZDate } from "@date-fns/tz";

/** Reminder offsets before the visit, tried in order (spec 1 §9). */
export const REMINDER_OFFSETS_MINUTES = [120, 60, 30, 5] as const;
const MINUTE = 60_000;

/** When to remind: 2 h before, else 1 h, 30 min, 5 min; under 5 min away, 1 minute from now; never for a past visit. */
export function reminderTime(visitAt: Date, now: Date): Date | null {
  if (visitAt.getTime() <= now.getTime()) return null;
  for (const minutes of REMINDER_OFFSETS_MINUTES) {
    const at = visitAt.getTime() - minutes * MINUTE;
    if (at > now.getTime()) return new Date(at);
  }
  return new Date(now.getTime() + MINUTE);
}

/** YYYY-MM-DD of an instant in a time zone. */
export function localDate(now: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
  return parts;
}

/** The UTC instant of a wall-clock date (YYYY-MM-DD) and time (HH:MM) in a time zone. */
export function zonedInstant(date: string, time: string, timeZone: string): Date {
  const [y, m, d] = date.split("-").map(Number);
  const [hh, mm] = time.split(":").map(Number);
  return new Date(new TZDate(y, m - 1, d, hh, mm, 0, timeZone).getTime());
}

export type VisitStatus = "Completed" | "Overdue" | "Today" | "Scheduled" | "Invalid Date";

export function visitStatusText(visit: { isCompleted: boolean; scheduledDate: string | null | undefined }, today: string): VisitStatus {
  if (visit.isCompleted) return "Completed";
  if (!visit.scheduledDate || !/^\d{4}-\d{2}-\d{2}$/.test(visit.scheduledDate)) return "Invalid Date";
  if (visit.scheduledDate < today) return "Overdue";
  if (visit.scheduledDate === today) return "Today";
  return "Scheduled";
}

/** Spec 2 §4 colours: completed green, overdue red, today amber, otherwise primary. */
export function visitStatusColor(status: VisitStatus): "green" | "red" | "amber" | "blue" | "gray" {
  return status === "Completed" ? "green" : status === "Overdue" ? "red" : status === "Today" ? "amber" : status === "Scheduled" ? "blue" : "gray";
}

/** Mark Complete is offered once the scheduled time is reached, or on the day itself. */
export function canMarkComplete(visit: { isCompleted: boolean; scheduledDate: string; scheduledAt: string }, now: Date, today: string): boolean {
  if (visit.isCompleted) return false;
  return visit.scheduledDate === today || new Date(visit.scheduledAt).getTime() <= now.getTime();
}

export const DEFAULT_VISIT_TIME = "09:00";
