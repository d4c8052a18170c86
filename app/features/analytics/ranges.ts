// Spec 1 analytics: the Time Range select; the periods' bounds are the platform's (app/platform/time/ranges).
import type { CalendarPeriod } from "../../platform/time/ranges";

export const TIME_RANGES = [
  ["week", "This Week"],
  ["month", "This Month"],
  ["quarter", "This Quarter"],
  ["year", "This Year"],
] as const satisfies readonly (readonly [CalendarPeriod, string])[];
export type TimeRange = (typeof TIME_RANGES)[number][0];

export function parseRange(value: string | null): TimeRange {
  return TIME_RANGES.some(([v]) => v === value) ? (value as TimeRange) : "month";
}
