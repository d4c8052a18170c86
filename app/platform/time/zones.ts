// Calendar days and wall clocks in a user's time zone. The server runs in UTC and each member has
// their own zone, so every "day" and "09:00" is read through one of these.
import { TZDate } from "@date-fns/tz";

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A YYYY-MM-DD that names a day of the calendar (2099-02-31 does not; Date would roll it into March). */
export function isCalendarDate(date: string): boolean {
  if (!DATE.test(date)) return false;
  const [y, m, d] = date.split("-").map(Number);
  const day = new Date(Date.UTC(y, m - 1, d));
  return day.getUTCFullYear() === y && day.getUTCMonth() === m - 1 && day.getUTCDate() === d;
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

/** The local midnight starting a YYYY-MM-DD day in a time zone; null for a malformed or impossible day. */
export function localMidnight(day: string, timeZone: string): TZDate | null {
  if (!DATE.test(day)) return null;
  const [y, m, d] = day.split("-").map(Number);
  const date = new TZDate(y, m - 1, d, timeZone);
  return date.getFullYear() === y && date.getMonth() === m - 1 && date.getDate() === d ? date : null;
}

/** The local day (YYYY-MM-DD) of a UTC ISO instant in a time zone. */
export const localDay = (iso: string, timeZone: string) => new TZDate(Date.parse(iso), timeZone).toISOString().slice(0, 10);

/** A UTC instant as the member reads it, in their time zone (the same text on the server and in the browser). */
export function formatInstant(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat("en-IN", { timeZone, dateStyle: "medium", timeStyle: "short" }).format(new Date(iso));
}
