// The whole UTC days of a range as blocks of the turnaround rollups (platform/db/tables/turnaround.ts):
// level L holds blocks of 4^L days (BLOCK_SPANS) starting at multiples of 4^L days since 1970-01-01.
// Taking the largest block that starts at each point and fits covers any span of d days with at most
// 3 + 3 blocks per level below the largest and d / 64 of the largest: 21 for a year.
import { BLOCK_SPANS as SPANS } from "../../platform/db/turnaround-buckets";

const DAY_MS = 86_400_000;

/** Days since 1970-01-01 of a YYYY-MM-DD day. */
export const epochDay = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;

/** [from, to) days (YYYY-MM-DD) as runs of consecutive blocks of one level: [level, first day, end day). */
export function dayBlocks(from: string, to: string): { level: number; from: number; to: number }[] {
  const runs: { level: number; from: number; to: number }[] = [];
  const end = epochDay(to);
  for (let p = epochDay(from); p < end;) {
    let level = SPANS.length - 1;
    while (level > 0 && (p % SPANS[level] !== 0 || p + SPANS[level] > end)) level--;
    const last = runs[runs.length - 1];
    if (last?.level === level && last.to === p) last.to += SPANS[level];
    else runs.push({ level, from: p, to: p + SPANS[level] });
    p += SPANS[level];
  }
  return runs;
}
