// The small XLSForm expressions a checklist can carry: "yes" cells, a simple `relevant`, a range `constraint`,
// photo counts. Each answers null (or a sentence) for what it cannot carry, so the row is refused, never guessed.
import { CHECKLIST_LIMITS } from "./definition";

export type ShownWhen = { questionId: string; value: string };

const KEY = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;
/** A usable question, section or choice id (the definition's rule, checked here to name the row). */
export const isKey = (text: string) => KEY.test(text);

/** XLSForm's true values for `required` (and our `red_flag`): yes, true, true(), 1. */
export const isYes = (text: string) => /^(yes|true|true\(\)|1)$/i.test(text.trim());

const NAME = String.raw`\$\{\s*([A-Za-z][A-Za-z0-9_]*)\s*\}`;
const VALUE = String.raw`(?:'([^']*)'|"([^"]*)")`;
const EQUALS = new RegExp(String.raw`^${NAME}\s*=\s*${VALUE}$`);
const SELECTED = new RegExp(String.raw`^selected\(\s*${NAME}\s*,\s*${VALUE}\s*\)$`);

/** `${q} = 'value'` or `selected(${q}, 'value')` as "shown when"; null for any other expression. */
export function conditionOf(relevant: string): ShownWhen | null {
  const text = relevant.trim();
  const m = EQUALS.exec(text) ?? SELECTED.exec(text);
  return m ? { questionId: m[1], value: m[2] ?? m[3] } : null;
}

const NUMBER = String.raw`(-?\d+(?:\.\d+)?)`;
const DOT_FIRST = new RegExp(String.raw`^\.\s*(>=|<=)\s*${NUMBER}$`);
const DOT_LAST = new RegExp(String.raw`^${NUMBER}\s*(<=|>=)\s*\.$`);

/** `. >= 0 and . <= 30` (either bound, either order, `0 <= .` too) as min/max; null for any other constraint. */
export function limitsOf(constraint: string): { min?: number; max?: number } | null {
  const limits: { min?: number; max?: number } = {};
  for (const clause of constraint.trim().split(/\s+and\s+/i)) {
    const first = DOT_FIRST.exec(clause.trim());
    const last = DOT_LAST.exec(clause.trim());
    // "N <= ." is ". >= N".
    const [op, value] = first ? [first[1], first[2]] : last ? [last[2] === "<=" ? ">=" : "<=", last[1]] : [null, null];
    if (!op || value === null) return null;
    const bound = op === ">=" ? "min" : "max";
    if (limits[bound] !== undefined) return null;
    limits[bound] = Number(value);
  }
  return limits;
}

/** A photo question's counts from `min_photos`/`max_photos` columns or `parameters` (min_photos=1 max_photos=3); 1 and 1 by default. */
export function photoCounts(minCell: string, maxCell: string, parameters: string): { minPhotos: number; maxPhotos: number } | string {
  const params = new Map(
    parameters
      .split(/[\s;,]+/)
      .map((p) => p.split("=").map((s) => s.trim().toLowerCase()))
      .filter((p) => p.length === 2) as [string, string][],
  );
  const read = (cell: string, key: string) => (cell || params.get(key) || "").trim();
  const min = read(minCell, "min_photos");
  const max = read(maxCell, "max_photos");
  for (const [what, value] of [
    ["min_photos", min],
    ["max_photos", max],
  ] as const) {
    if (value && !(/^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= CHECKLIST_LIMITS.photos))
      return `${what} "${value}" is not a whole number from 1 to ${CHECKLIST_LIMITS.photos}`;
  }
  const minPhotos = min ? Number(min) : 1;
  return { minPhotos, maxPhotos: max ? Number(max) : minPhotos };
}
