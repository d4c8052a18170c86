// The two rules of the turnaround rollups (tables/turnaround.ts), each in JavaScript and in SQL from the
// same constants: the rollups' triggers (triggers/turnaround.ts), the dashboard's direct statements
// (features/turnaround) and its figures all bucket through here. The SQL is checked against the
// functions on random data in tests/integration/turnaround-rollups.test.ts.

/** Days a block of each level spans (level 0 one day, 1 four, ...), aligned on 1970-01-01. */
export const BLOCK_SPANS = [1, 4, 16, 64] as const;

const DAY_SECONDS = 86_400;

/** The first day (days since 1970-01-01) of the block of `span` days holding the instant `unixSeconds`. */
export const blockDay = (unixSeconds: number, span: number) => Math.trunc(Math.trunc(unixSeconds / DAY_SECONDS) / span) * span;

/** `blockDay` of an ISO time column, for `lv` the levels' rows (`levelsSql`). */
export const blockDaySql = (time: string) => `unixepoch(${time}) / ${DAY_SECONDS} / lv.column2 * lv.column2`;

/** Each level with its span as rows (column1 the level, column2 the span). */
export const levelsSql = () => `(VALUES ${BLOCK_SPANS.map((span, level) => `(${level}, ${span})`).join(", ")})`;

/** Times under this are bucketed finely. */
const FINE_UNDER = 48 * 3600;
const FINE = 360;
const COARSE = 3600;

/** Width of a histogram bucket for a time of `seconds`: a tenth of an hour under 48 hours, an hour beyond. */
export const bucketSeconds = (seconds: number) => (seconds < FINE_UNDER ? FINE : COARSE);

/** A time in seconds rounded down to its bucket's start, truncating toward zero as SQLite's integer division does. */
export const bucketStart = (seconds: number) => seconds - (seconds % bucketSeconds(seconds));

/** `bucketStart` of an integer SQL expression (repeated as written: parenthesize a compound one). */
export const bucketStartSql = (s: string) => `CASE WHEN ${s} < ${FINE_UNDER} THEN ${s} / ${FINE} * ${FINE} ELSE ${s} / ${COARSE} * ${COARSE} END`;
