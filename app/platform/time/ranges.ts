// Calendar periods in a user's time zone (weeks start on Sunday), and a span split into whole UTC
// days, as the analytics and the turnaround dashboard read them. Every range is [start, end) in UTC ISO.
import { TZDate } from "@date-fns/tz";
import { addMonths, startOfMonth, startOfQuarter, startOfWeek, startOfYear, subMonths } from "date-fns";

export type CalendarPeriod = "week" | "month" | "quarter" | "year";

/** [start, end) of the range that contains `now`, as UTC ISO strings. */
export function rangeBounds(range: CalendarPeriod, now: Date, timeZone: string): { start: string; end: string } {
  const local = new TZDate(now.getTime(), timeZone);
  const start =
    range === "week"
      ? startOfWeek(local, { weekStartsOn: 0 })
      : range === "month"
        ? startOfMonth(local)
        : range === "quarter"
          ? startOfQuarter(local)
          : startOfYear(local);
  const end =
    range === "week" ? new TZDate(start.getTime() + 7 * 86_400_000, timeZone) : addMonths(start, range === "month" ? 1 : range === "quarter" ? 3 : 12);
  // A week across a daylight-saving change is not 7 x 24 h: recompute its end at local midnight.
  const weekEnd = range === "week" ? startOfWeek(new TZDate(end.getTime() + 12 * 3600_000, timeZone), { weekStartsOn: 0 }) : end;
  return { start: new Date(start.getTime()).toISOString(), end: new Date(weekEnd.getTime()).toISOString() };
}

/** The 6 months ending with the month of `now`: [label, start, end) in the user's time zone. */
export function lastSixMonths(now: Date, timeZone: string): { label: string; start: string; end: string }[] {
  const current = startOfMonth(new TZDate(now.getTime(), timeZone));
  return Array.from({ length: 6 }, (_, i) => {
    const start = subMonths(current, 5 - i);
    const end = addMonths(start, 1);
    return {
      label: start.toLocaleDateString("en-GB", { month: "short", timeZone }),
      start: new Date(start.getTime()).toISOString(),
      end: new Date(end.getTime()).toISOString(),
    };
  });
}

const DAY_MS = 86_400_000;

/**
 * [start, end) as the whole UTC days inside it ([from, to) as YYYY-MM-DD, or null) and the part days
 * at its edges as instants: what the daily rollups answer and what is read from the records.
 */
export function splitIntoUtcDays(start: string, end: string): { days: { from: string; to: string } | null; edges: { start: string; end: string }[] } {
  const s = Date.parse(start);
  const e = Date.parse(end);
  const firstWhole = Math.ceil(s / DAY_MS) * DAY_MS;
  const lastWhole = Math.floor(e / DAY_MS) * DAY_MS;
  if (firstWhole >= lastWhole) return { days: null, edges: s < e ? [{ start, end }] : [] };
  const iso = (ms: number) => new Date(ms).toISOString();
  return {
    days: { from: iso(firstWhole).slice(0, 10), to: iso(lastWhole).slice(0, 10) },
    edges: [...(s < firstWhole ? [{ start, end: iso(firstWhole) }] : []), ...(lastWhole < e ? [{ start: iso(lastWhole), end }] : [])],
  };
}
