// Photo uploads under concurrency and against the image budget: stored bytes never differ from their
// receipt, whatever arrives at once, and a header that claims too many pixels is never decoded.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { getDb } from "../../app/platform/db/db.server";
import { verifyInspection } from "../../app/features/evidence/verify.server";
import { count, meta, newInspector, payload, save, upload } from "./capture-helpers";
import { makeJpeg } from "./jpeg";

/** A JPEG whose frame header claims `w` x `h`, with a few bytes of "scan" after it (117 KB in the report). */
function bomb(w: number, h: number) {
  const head = [0xff, 0xd8, 0xff, 0xc0, 0, 11, 8, h >> 8, h & 255, w >> 8, w & 255, 1, 1, 0x11, 0, 0xff, 0xda, 0, 8, 1, 1, 0, 0, 63, 0];
  const bytes = new Uint8Array(120_000);
  bytes.set(head);
  return bytes;
}

const r2Objects = async (userId: string) => (await env.PHOTOS.list({ prefix: `users/${userId}/` })).objects.map((o) => o.key).sort();

describe("photo uploads under concurrency", () => {
  it("20 rounds of three uploads of one photo id with different bytes: one receipt, no 500, and the seal verifies", async () => {
    const u = await newInspector();
    const body = payload(u.companyId, []);
    const photoIds: string[] = [];
    for (let round = 0; round < 20; round++) {
      const m = meta(body.id);
      // Three different photographs (different scenes), sent at once under the same photo id.
      const variants = [0, 1, 2].map((k) => makeJpeg({ width: 320 + 16 * k, height: 240 }));
      const answers = await Promise.all(variants.map((bytes) => upload(u.cookie, bytes, m)));
      const statuses = answers.map((r) => r.status).sort();
      expect(statuses, `round ${round}`).toEqual([200, 409, 409]);
      const refused = await Promise.all(answers.filter((r) => r.status === 409).map((r) => r.json()));
      expect(refused).toEqual([
        { ok: false, message: "A photo with this id already exists" },
        { ok: false, message: "A photo with this id already exists" },
      ]);
      photoIds.push(m.id);
    }
    // Every stored original is the one its row names, and nothing of the losers is left in R2.
    const rows = await env.DB.prepare("SELECT r2_key, thumb_key FROM photos WHERE user_id = ?").bind(u.userId).all<{ r2_key: string; thumb_key: string }>();
    expect(await r2Objects(u.userId)).toEqual(rows.results.flatMap((r) => [r.r2_key, r.thumb_key]).sort());
    const saved = await save(u.cookie, { ...body, photoIds });
    expect(saved.status).toBe(201);
    const result = (await verifyInspection(env, getDb(env.DB), body.id))!;
    expect(result.checks.filter((c) => !c.ok)).toEqual([]);
    expect(result.status).toBe("verified");
  });

  it("chains twelve different photos of one inspection sent at once, with no 500", async () => {
    const u = await newInspector();
    const inspectionId = crypto.randomUUID();
    const metas = Array.from({ length: 12 }, () => meta(inspectionId));
    const answers = await Promise.all(metas.map((m, k) => upload(u.cookie, makeJpeg({ width: 320 + 16 * k, height: 240 }), m)));
    expect(answers.map((r) => r.status)).toEqual(metas.map(() => 200));
    const seqs = await env.DB.prepare("SELECT receipt_seq AS seq FROM photos WHERE receipt_inspection_id = ? ORDER BY receipt_seq")
      .bind(inspectionId)
      .all<{ seq: number }>();
    expect(seqs.results.map((r) => r.seq)).toEqual(metas.map((_, k) => k + 1));
  });

  it("takes the same bytes sent three times at once as one photo", async () => {
    const u = await newInspector();
    const m = meta(crypto.randomUUID());
    const bytes = makeJpeg();
    const answers = await Promise.all([0, 1, 2].map(() => upload(u.cookie, bytes, m)));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200]);
    const ids = new Set(
      (await Promise.all(answers.map((r) => r.json<{ photo: { id: string; sha256: string } }>()))).map((b) => `${b.photo.id}:${b.photo.sha256}`),
    );
    expect(ids.size).toBe(1);
    expect(await count("SELECT count(*) AS n FROM photos WHERE id = ?", m.id)).toBe(1);
    expect((await r2Objects(u.userId)).length).toBe(2);
  });
});

describe("the photo's details", () => {
  it("refuses a control character escaped inside the meta JSON, which the form check sees only as text", async () => {
    const u = await newInspector();
    const m = meta(crypto.randomUUID(), { address: "Pune\u0000Camp" });
    const res = await upload(u.cookie, makeJpeg(), m);
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({ ok: false, fieldErrors: { meta: "meta.address contains control characters" } });
    expect(await count("SELECT count(*) AS n FROM photos WHERE id = ?", m.id)).toBe(0);
    expect(await r2Objects(u.userId)).toEqual([]);
  });
});

describe("the image budget", () => {
  it("refuses a header that claims 10000x10000 pixels before decoding it, and writes nothing", async () => {
    const u = await newInspector();
    const m = meta(crypto.randomUUID());
    const res = await upload(u.cookie, bomb(10_000, 10_000), m);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ ok: false, message: "The photo is larger than 4 megapixels; take it again or choose a smaller file" });
    expect(await count("SELECT count(*) AS n FROM photos WHERE id = ?", m.id)).toBe(0);
    expect(await r2Objects(u.userId)).toEqual([]);
  });

  it("refuses bytes beyond what the frame can hold, and any upload over the budget's, before decoding", async () => {
    const u = await newInspector();
    // A real banded photo with 2 MB of trailing bytes: a small frame, a large file.
    const photo = makeJpeg();
    const padded = new Uint8Array(photo.length + 2 * 1024 * 1024);
    padded.set(photo);
    const res = await upload(u.cookie, padded, meta(crypto.randomUUID()));
    expect([res.status, await res.json()]).toEqual([
      413,
      { ok: false, message: "The photo file is larger than a photo of its size can be; take it again or choose another file" },
    ]);
    // Over 6.5 MB is refused from the Content-Length, whatever the frame says.
    const big = new Uint8Array(7 * 1024 * 1024);
    big.set(photo);
    const over = await upload(u.cookie, big, meta(crypto.randomUUID()));
    expect([over.status, await over.json()]).toEqual([413, { ok: false, message: "Photo too large: the limit is 6.5 MB" }]);
    expect(await count("SELECT count(*) AS n FROM photos WHERE user_id = ?", u.userId)).toBe(0);
    expect(await r2Objects(u.userId)).toEqual([]);
  });

  it("accepts a photo at the budget's size, its band found in the cut-out rows", async () => {
    const u = await newInspector();
    const res = await upload(u.cookie, makeJpeg({ width: 2688, height: 1512 }), meta(crypto.randomUUID()));
    expect(res.status).toBe(200);
    expect((await res.json<{ photo: { width: number; watermarkVerified: boolean } }>()).photo).toMatchObject({ width: 2688, watermarkVerified: true });
  });

  it("does not call a band verified when it is blank, as an undecoded black area is", async () => {
    const u = await newInspector();
    const m = meta(crypto.randomUUID());
    const res = await upload(u.cookie, makeJpeg({ text: false }), m);
    expect([res.status, await res.json()]).toEqual([422, { ok: false, message: "The photo has no SiteProof watermark band" }]);
    // A header that claims more than the scan holds decodes (if at all) to black: refused the same way.
    const small = bomb(640, 360);
    const partial = await upload(u.cookie, small, meta(crypto.randomUUID()));
    expect(partial.status).toBe(422);
    expect(await count("SELECT count(*) AS n FROM photos WHERE user_id = ?", u.userId)).toBe(0);
  });
});
