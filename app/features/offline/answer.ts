// How this device reads the server's answer to something it sent (pure: no browser, no clock), one way
// for the capture page and the service worker. Only the server's receipt for what was sent is success:
// a redirect, or a 200 that is not the receipt (a sign-in page, a captive portal's page), never is.

/** What to do next with what was sent. `retryAt`: not before this time (the server's Retry-After), or null. */
export type Answer =
  { kind: "ok"; body: Record<string, unknown> } | { kind: "retry"; retryAt: number | null } | { kind: "signedOut" } | { kind: "refused"; reason: string };

/** What came back, as either transport (fetch, XHR) sees it. */
export interface Reply {
  /** 0 when no answer came (no network, cut off). */
  status: number;
  /** The answer is another address's (fetch's opaque redirect, XHR's responseURL). */
  redirected: boolean;
  retryAfter: string | null;
  /** The body parsed as JSON; undefined when it was not JSON. */
  body: unknown;
}

/** A Retry-After further out than this is read as this: a wrong header must not hold the queue for days. */
export const MAX_RETRY_AFTER_MS = 3_600_000;

/** Retry-After (seconds, or an HTTP date) as a time, or null when absent or unreadable. */
export function retryAfterTime(value: string | null, now: number): number | null {
  if (!value) return null;
  const text = value.trim();
  // Seconds, or a date in words ("Sat, 28 Nov 2026 10:02:00 GMT"): Date.parse alone also takes "-5" as a year.
  const at = /^\d+$/.test(text) ? now + Number(text) * 1000 : /[a-z]/i.test(text) ? Date.parse(text) : NaN;
  if (!Number.isFinite(at)) return null;
  return Math.min(Math.max(at, now), now + MAX_RETRY_AFTER_MS);
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** A photo's receipt: `{ ok: true, photo: { id } }` naming the photo sent. */
export const isPhotoReceipt = (photoId: string) => (body: unknown) => isObject(body) && body.ok === true && isObject(body.photo) && body.photo.id === photoId;

/** A saved inspection's receipt: `{ ok: true, id }` naming the inspection sent. */
export const isInspectionReceipt = (inspectionId: string) => (body: unknown) => isObject(body) && body.ok === true && body.id === inspectionId;

/**
 * Retried: no answer, 5xx, 429 (both after Retry-After when given), and anything that is not the
 * receipt (a redirect, a 2xx with another body). Session ended: 401, kept until its owner signs in
 * again. Refused: every other 4xx, with the server's sentence.
 */
export function readAnswer(reply: Reply, isReceipt: (body: unknown) => boolean, now: number): Answer {
  const { status } = reply;
  if (reply.redirected || status === 0) return { kind: "retry", retryAt: null };
  if (status === 401) return { kind: "signedOut" };
  if (status === 429 || status >= 500) return { kind: "retry", retryAt: retryAfterTime(reply.retryAfter, now) };
  if (status >= 200 && status < 300 && isReceipt(reply.body)) return { kind: "ok", body: reply.body as Record<string, unknown> };
  if (status >= 400) {
    const message = isObject(reply.body) && typeof reply.body.message === "string" ? reply.body.message : "";
    return { kind: "refused", reason: message || `the server answered ${status}` };
  }
  return { kind: "retry", retryAt: null };
}
