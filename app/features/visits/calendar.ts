// A month of days for the scheduling calendar: 6 weeks of YYYY-MM-DD, weeks starting on Sunday.
import { isCalendarDate } from "../../platform/time/zones";

export function monthGrid(month: string): string[][] {
  const [y, m] = month.split("-").map(Number);
  const first = new Date(Date.UTC(y, m - 1, 1));
  const start = new Date(first.getTime() - first.getUTCDay() * 86_400_000);
  return Array.from({ length: 6 }, (_, w) =>
    Array.from({ length: 7 }, (_, d) => new Date(start.getTime() + (w * 7 + d) * 86_400_000).toISOString().slice(0, 10)),
  );
}

export function shiftMonth(month: string, delta: number): string {
  const [y, m] = month.split("-").map(Number);
  const d = new Date(Date.UTC(y, m - 1 + delta, 1));
  return d.toISOString().slice(0, 7);
}

export const monthTitle = (month: string) => new Date(`${month}-01T00:00:00Z`).toLocaleDateString("en-GB", { month: "long", year: "numeric", timeZone: "UTC" });

export const displayDate = (date: string) => date.split("-").reverse().join("/");

/** The day a Scheduling link asks for (`?date=YYYY-MM-DD`), or `today` when it names none or no real day. */
export function selectedDay(date: string | null | undefined, today: string): string {
  return date && isCalendarDate(date) ? date : today;
}

/** The Scheduling address that shows a day's visits, with or without scripts. */
export const dayHref = (day: string) => `/app/scheduling?date=${day}`;

/** Two Scheduling addresses that differ only in the day shown: the page has every visit already, nothing to load again. */
export function onlyDayChanged(current: URL, next: URL): boolean {
  if (current.pathname !== next.pathname) return false;
  const [a, b] = [new URLSearchParams(current.search), new URLSearchParams(next.search)];
  a.delete("date");
  b.delete("date");
  return a.toString() === b.toString();
}
