// GET /api/v1/cases?updated_since=…&cursor=…: the organization's cases in keyset pages on (updated_at, id),
// ascending. Every write of a case moves its updated_at forward, so a case changed while a client pages is met
// again on a later page, never skipped. Only rows older than SETTLE_MS are listed: a write stamps updated_at
// when its request computes it and commits a moment later, so a row newer than that could still be joined by
// one stamped earlier, behind a cursor already given out. The cursor is opaque to the client: the last row's
// (updated_at, id) in base64url.
import * as v from "valibot";
import { fromBase64Url, toBase64Url } from "../../platform/encoding";
import { ISO_INSTANT } from "./api-case-input";

export const SETTLE_MS = 2_000;
export const DEFAULT_PAGE = 100;
export const MAX_PAGE = 500;

export const CASE_PAGE_MESSAGES = {
  reference: "A reference has at most 60 characters",
  updatedSince: "updated_since is an ISO 8601 instant with its offset, e.g. 2026-12-01T17:00:00Z",
  cursor: "cursor is not one this API gave out; start again from updated_since",
  limit: `limit is a whole number from 1 to ${MAX_PAGE}`,
};

export interface CasePosition {
  updatedAt: string;
  id: string;
}

const UTC_STAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

export function encodeCursor(p: CasePosition): string {
  return toBase64Url(new TextEncoder().encode(JSON.stringify([p.updatedAt, p.id])));
}

/** The position a cursor holds, or null for anything this API did not give out. */
export function decodeCursor(text: string): CasePosition | null {
  if (!/^[A-Za-z0-9_-]{1,400}$/.test(text)) return null;
  try {
    const value: unknown = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(fromBase64Url(text)));
    if (!Array.isArray(value) || value.length !== 2) return null;
    const [updatedAt, id] = value;
    if (typeof updatedAt !== "string" || !UTC_STAMP.test(updatedAt) || typeof id !== "string" || !id || id.length > 100) return null;
    return { updatedAt, id };
  } catch {
    return null;
  }
}

const instant = (text: string) => new Date(Date.parse(text));

export const CaseListQuery = v.object({
  reference: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(60, CASE_PAGE_MESSAGES.reference))),
  updated_since: v.optional(
    v.pipe(
      v.string(),
      v.regex(ISO_INSTANT, CASE_PAGE_MESSAGES.updatedSince),
      v.check((t) => !Number.isNaN(instant(t).getTime()), CASE_PAGE_MESSAGES.updatedSince),
      v.transform((t) => instant(t).toISOString()),
    ),
  ),
  cursor: v.optional(
    v.pipe(
      v.string(),
      v.rawTransform(({ dataset, addIssue, NEVER }) => {
        const position = decodeCursor(dataset.value);
        if (position) return position;
        addIssue({ message: CASE_PAGE_MESSAGES.cursor });
        return NEVER;
      }),
    ),
  ),
  limit: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,4}$/, CASE_PAGE_MESSAGES.limit),
      v.transform(Number),
      v.minValue(1, CASE_PAGE_MESSAGES.limit),
      v.maxValue(MAX_PAGE, CASE_PAGE_MESSAGES.limit),
    ),
  ),
});
export type CaseListQuery = v.InferOutput<typeof CaseListQuery>;

export interface CasePageRequest {
  /** Rows after this position; a cursor wins over updated_since, which only starts the walk. */
  after: CasePosition | null;
  since: string | null;
  limit: number;
  /** The newest updated_at listed now (now less SETTLE_MS). */
  horizon: string;
}

export function casePageRequest(q: CaseListQuery, now: Date): CasePageRequest {
  return {
    after: q.cursor ?? null,
    since: q.cursor ? null : (q.updated_since ?? null),
    limit: q.limit ?? DEFAULT_PAGE,
    horizon: new Date(now.getTime() - SETTLE_MS).toISOString(),
  };
}

/** The next page's cursor: the last row's position when the page is full, else null (the walk is done for now). */
export function nextCursor(rows: CasePosition[], limit: number): string | null {
  return rows.length === limit && rows.length > 0 ? encodeCursor(rows[rows.length - 1]) : null;
}
