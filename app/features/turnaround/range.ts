// The dashboard's range: This week, This month, Last 3 months (in the viewer's time zone) or a
// custom span of whole local days, from and to both included. Read from the query string, so the
// preset links and the custom GET form work before the scripts run.
import { TZDate } from "@date-fns/tz";
import { addDays, startOfDay, subMonths } from "date-fns";
import { rangeBounds } from "../../platform/time/ranges";
import { localDay, localMidnight } from "../../platform/time/zones";

export const TURNAROUND_RANGES = [
  ["week", "This week"],
  ["month", "This month"],
  ["quarter", "Last 3 months"],
  ["custom", "Custom"],
] as const;
export type TurnaroundRange = (typeof TURNAROUND_RANGES)[number][0];

export const RANGE_MESSAGES = {
  badDate: "Enter the dates as YYYY-MM-DD.",
  order: "The start date must not be after the end date.",
  tooLong: "Choose a range of at most 366 days.",
};

/** The longest custom range, so no query spans years of cases by accident. */
export const MAX_RANGE_DAYS = 366;

export interface RangeChoice {
  range: TurnaroundRange;
  /** The custom form's values, as typed (YYYY-MM-DD), or the preset's first and last local day. */
  from: string;
  to: string;
  /** [start, end) as UTC ISO instants. */
  start: string;
  end: string;
}

export type RangeResult = { ok: true; choice: RangeChoice } | { ok: false; message: string; range: "custom"; from: string; to: string };

export function parseTurnaroundRange(params: URLSearchParams, now: Date, timeZone: string): RangeResult {
  const asked = params.get("range");
  const range: TurnaroundRange = TURNAROUND_RANGES.some(([v]) => v === asked) ? (asked as TurnaroundRange) : "month";
  if (range === "custom") {
    const from = params.get("from") ?? "";
    const to = params.get("to") ?? "";
    const a = localMidnight(from, timeZone);
    const b = localMidnight(to, timeZone);
    const refuse = (message: string) => ({ ok: false as const, message, range, from, to });
    if (!a || !b) return refuse(RANGE_MESSAGES.badDate);
    if (a.getTime() > b.getTime()) return refuse(RANGE_MESSAGES.order);
    const end = addDays(b, 1);
    if (end.getTime() - a.getTime() > MAX_RANGE_DAYS * 86_400_000 + 3_600_000) return refuse(RANGE_MESSAGES.tooLong);
    return { ok: true, choice: { range, from, to, start: new Date(a.getTime()).toISOString(), end: new Date(end.getTime()).toISOString() } };
  }
  const local = new TZDate(now.getTime(), timeZone);
  const bounds =
    range === "quarter"
      ? { start: new Date(subMonths(startOfDay(local), 3).getTime()).toISOString(), end: new Date(addDays(startOfDay(local), 1).getTime()).toISOString() }
      : rangeBounds(range, now, timeZone);
  const lastDay = localDay(new Date(Date.parse(bounds.end) - 1).toISOString(), timeZone);
  return { ok: true, choice: { range, from: localDay(bounds.start, timeZone), to: lastDay, ...bounds } };
}

/** The query string of a range, for links (the dashboard's, the export's). */
export function rangeSearch(choice: Pick<RangeChoice, "range" | "from" | "to">): string {
  const p = new URLSearchParams({ range: choice.range });
  if (choice.range === "custom") {
    p.set("from", choice.from);
    p.set("to", choice.to);
  }
  return p.toString();
}
