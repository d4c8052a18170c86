import { describe, expect, it } from "vitest";
import { isInspectionReceipt, isPhotoReceipt, MAX_RETRY_AFTER_MS, readAnswer, type Reply, retryAfterTime } from "../../../app/features/offline/answer";

const NOW = Date.parse("2026-11-28T10:00:00Z");
const PHOTO = "5b0c6f1e-8a44-4c55-9d7e-0a4f4e3b2c11";
const receipt = { ok: true, photo: { id: PHOTO, sha256: "ab", size: 10 }, matches: [] };
const reply = (status: number, body: unknown = undefined, more: Partial<Reply> = {}): Reply => ({ status, redirected: false, retryAfter: null, body, ...more });
const photoAnswer = (r: Reply) => readAnswer(r, isPhotoReceipt(PHOTO), NOW);

describe("reading the server's answer to a send", () => {
  it("is ok only for the receipt naming what was sent", () => {
    expect(photoAnswer(reply(200, receipt))).toEqual({ kind: "ok", body: receipt });
    // Another photo's receipt, a refusal body with 200, no body: not this photo's receipt.
    for (const body of [{ ...receipt, photo: { id: "another" } }, { ok: false, message: "x" }, { ok: true }, undefined, "<html>", null, [receipt]])
      expect(photoAnswer(reply(200, body)), JSON.stringify(body)).toEqual({ kind: "retry", retryAt: null });
    const saved = { ok: true, id: "i-1", created: true };
    expect(readAnswer(reply(201, saved), isInspectionReceipt("i-1"), NOW)).toEqual({ kind: "ok", body: saved });
    expect(readAnswer(reply(200, saved), isInspectionReceipt("i-2"), NOW).kind).toBe("retry");
  });

  it("never takes a redirect for success: the sign-in page's 200 after a followed 302 is not a receipt", () => {
    expect(photoAnswer(reply(200, receipt, { redirected: true }))).toEqual({ kind: "retry", retryAt: null });
    expect(photoAnswer(reply(200, undefined, { redirected: true }))).toEqual({ kind: "retry", retryAt: null });
    // fetch's redirect: "manual" shows an opaque redirect as status 0.
    expect(photoAnswer(reply(0, undefined, { redirected: true }))).toEqual({ kind: "retry", retryAt: null });
    expect(photoAnswer(reply(302))).toEqual({ kind: "retry", retryAt: null });
  });

  it("reads 401 as the session ended: kept, waiting for its owner to sign in", () => {
    expect(photoAnswer(reply(401, { ok: false, message: "Your session ended; sign in again." }))).toEqual({ kind: "signedOut" });
    expect(photoAnswer(reply(401))).toEqual({ kind: "signedOut" });
  });

  it("retries no answer, every 5xx and 429, after Retry-After when the server gives one", () => {
    expect(photoAnswer(reply(0))).toEqual({ kind: "retry", retryAt: null });
    for (const status of [500, 502, 503, 504]) expect(photoAnswer(reply(status, { ok: false, message: "busy" }))).toEqual({ kind: "retry", retryAt: null });
    expect(photoAnswer(reply(429, undefined, { retryAfter: "30" }))).toEqual({ kind: "retry", retryAt: NOW + 30_000 });
    expect(photoAnswer(reply(503, undefined, { retryAfter: "Sat, 28 Nov 2026 10:02:00 GMT" }))).toEqual({ kind: "retry", retryAt: NOW + 120_000 });
  });

  it("refuses every other 4xx with the server's sentence, or says which status it was", () => {
    expect(photoAnswer(reply(422, { ok: false, message: "The photo has no SiteProof watermark band." }))).toEqual({
      kind: "refused",
      reason: "The photo has no SiteProof watermark band.",
    });
    for (const status of [400, 403, 404, 408, 409, 410, 413, 415])
      expect(photoAnswer(reply(status))).toEqual({ kind: "refused", reason: `the server answered ${status}` });
  });
});

describe("Retry-After", () => {
  it("reads seconds and HTTP dates, and nothing else", () => {
    expect(retryAfterTime("0", NOW)).toBe(NOW);
    expect(retryAfterTime(" 5 ", NOW)).toBe(NOW + 5000);
    expect(retryAfterTime("Sat, 28 Nov 2026 10:00:10 GMT", NOW)).toBe(NOW + 10_000);
    for (const junk of [null, "", "soon", "-5", "1.5"]) expect(retryAfterTime(junk, NOW), String(junk)).toBeNull();
  });

  it("never asks for a time past, nor further out than an hour", () => {
    expect(retryAfterTime("Sat, 28 Nov 2026 09:00:00 GMT", NOW)).toBe(NOW);
    expect(retryAfterTime("86400", NOW)).toBe(NOW + MAX_RETRY_AFTER_MS);
  });
});
