import { env, SELF } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { defaultAssessment } from "../../app/platform/assessment";
import { count, meta, newInspector, payload, save, upload, uploadedPhoto } from "./capture-helpers";
import { get, ORIGIN, signUp } from "./helpers";
import { makeJpeg } from "./jpeg";
import { withoutContentCredentials } from "../../app/features/credentials/segments";
import { stubGeocoder } from "../stubs/geocoder";
import { schema } from "../../app/platform/db/db.server";
import { rows, seed } from "./factories";

describe("photo upload", () => {
  it("stores the original and a thumbnail in R2 with the SHA-256 and dimensions", async () => {
    const u = await newInspector();
    const bytes = makeJpeg({ width: 1280, height: 720 });
    const m = meta(crypto.randomUUID());
    const res = await upload(u.cookie, bytes, m);
    expect(res.status).toBe(200);
    const { photo } = (await res.json()) as { photo: { sha256: string; width: number; height: number; watermarkVerified: boolean } };
    const expected = [...new Uint8Array(await crypto.subtle.digest("SHA-256", bytes))].map((b) => b.toString(16).padStart(2, "0")).join("");
    expect(photo).toMatchObject({ sha256: expected, width: 1280, height: 720, watermarkVerified: true });
    const row = await env.DB.prepare("SELECT * FROM photos WHERE id = ?").bind(m.id).first<Record<string, unknown>>();
    expect(row).toMatchObject({ user_id: u.userId, size: bytes.length, resolution: "1280x720", watermark_verified: 1, inspection_id: null });
    const original = await env.PHOTOS.get(String(row!.r2_key));
    expect(new Uint8Array(await original!.arrayBuffer())).toEqual(bytes);
    const thumb = await env.PHOTOS.get(String(row!.thumb_key));
    const thumbBytes = new Uint8Array(await thumb!.arrayBuffer());
    expect(thumbBytes.slice(0, 3)).toEqual(new Uint8Array([0xff, 0xd8, 0xff]));
    expect(thumbBytes.length).toBeLessThan(bytes.length);
    // The owner gets it back, with Content Credentials inserted; anyone else gets 404.
    const served = await get(`/app/photos/${m.id}`, u.cookie);
    expect(served.headers.get("Cache-Control")).toContain("private");
    expect(withoutContentCredentials(new Uint8Array(await served.arrayBuffer()))).toEqual({ bytes, removed: 1 });
    expect((await get(`/app/photos/${m.id}?size=thumb`, u.cookie)).status).toBe(200);
    expect((await get(`/app/photos/${m.id}`, (await signUp()).cookie)).status).toBe(404);
  });

  it.each([
    [
      "not a JPEG",
      () => new TextEncoder().encode("<svg xmlns='http://www.w3.org/2000/svg'/>") as Uint8Array<ArrayBuffer>,
      415,
      "Only JPEG photos are accepted",
    ],
    ["a JPEG without the watermark band", () => makeJpeg({ band: false }), 422, "The photo has no SiteProof watermark band"],
    ["a broken JPEG", () => new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]), 422, "The photo could not be decoded"],
  ])("refuses %s and writes nothing", async (_name, bytes, status, message) => {
    const u = await newInspector();
    const m = meta(crypto.randomUUID());
    const res = await upload(u.cookie, bytes(), m);
    expect(res.status).toBe(status);
    expect(await res.json()).toEqual({ ok: false, message });
    expect(await count("SELECT count(*) AS n FROM photos WHERE id = ?", m.id)).toBe(0);
    expect((await env.PHOTOS.list({ prefix: `users/${u.userId}/` })).objects).toHaveLength(0);
  });

  it("refuses a photo over 50 MB", async () => {
    const u = await newInspector();
    const big = new Uint8Array(52_428_801);
    big.set([0xff, 0xd8, 0xff]);
    const res = await upload(u.cookie, big, meta(crypto.randomUUID()));
    expect(res.status).toBe(413);
  });

  it("refuses a photo for another user's inspection, or for a saved one", async () => {
    const owner = await newInspector();
    const photoId = await uploadedPhoto(owner.cookie, crypto.randomUUID());
    const p = payload(owner.companyId, [photoId]);
    expect((await save(owner.cookie, p)).status).toBe(201);
    const intruder = await newInspector();
    expect((await upload(intruder.cookie, makeJpeg(), meta(p.id))).status).toBe(404);
    expect((await upload(owner.cookie, makeJpeg(), meta(p.id))).status).toBe(409);
  });

  it("accepts the same upload twice as one photo", async () => {
    const u = await newInspector();
    const bytes = makeJpeg();
    const m = meta(crypto.randomUUID());
    expect((await upload(u.cookie, bytes, m)).status).toBe(200);
    expect((await upload(u.cookie, bytes, m)).status).toBe(200);
    expect(await count("SELECT count(*) AS n FROM photos WHERE id = ?", m.id)).toBe(1);
  });
});

describe("removing a photo before saving", () => {
  it("discards an unattached photo's R2 objects, and never a saved inspection's photo or another user's", async () => {
    const u = await newInspector();
    const loose = await uploadedPhoto(u.cookie, crypto.randomUUID());
    const kept = await uploadedPhoto(u.cookie, crypto.randomUUID());
    expect((await save(u.cookie, payload(u.companyId, [kept]))).status).toBe(201);
    const del = (id: string, cookie: string) =>
      SELF.fetch(`${ORIGIN}/app/photos/${id}`, { method: "DELETE", headers: { Cookie: cookie, Origin: ORIGIN, Host: "localhost" } });
    const other = await newInspector();
    expect((await del(loose, other.cookie)).status).toBe(404);
    expect((await del(kept, u.cookie)).status).toBe(404);
    expect((await del(loose, u.cookie)).status).toBe(204);
    // The row stays, marked discarded, so the receipt chain of its inspection stays whole; the bytes go.
    expect(await count("SELECT count(*) AS n FROM photos WHERE user_id = ? AND discarded_at IS NULL", u.userId)).toBe(1);
    expect(await count("SELECT count(*) AS n FROM photos WHERE id = ? AND discarded_at IS NOT NULL AND receipt IS NOT NULL", loose)).toBe(1);
    expect((await del(loose, u.cookie)).status).toBe(404);
    const objects = (await env.PHOTOS.list({ prefix: `users/${u.userId}/` })).objects.map((o) => o.key);
    expect(objects.some((k) => k.includes(loose))).toBe(false);
    expect(objects.filter((k) => k.includes(kept))).toHaveLength(2);
  });
});

describe("saving an inspection", () => {
  it("stores the company snapshot, lower_snake values, en-GB date, 24-hour time and attaches the photos", async () => {
    const u = await newInspector();
    const draft = crypto.randomUUID();
    const ids = [await uploadedPhoto(u.cookie, draft), await uploadedPhoto(u.cookie, draft)];
    const p = payload(u.companyId, ids, {
      timestamp: "2026-03-05T13:45:10.000Z",
      assessment: { ...defaultAssessment(), activityLevel: "very_high", insuranceAdequacy: "needs_review" },
    });
    const res = await save(u.cookie, p);
    expect(res.status).toBe(201);
    const row = await env.DB.prepare("SELECT * FROM inspections WHERE id = ?").bind(p.id).first<Record<string, unknown>>();
    expect(row).toMatchObject({
      user_id: u.userId,
      company_name: "Acme Cold Storage",
      company_cin: "U12345MH2015PTC123456",
      company_address: "Pune, Maharashtra",
      activity_level: "very_high",
      insurance_adequacy: "needs_review",
      signboards: "as_per_kyc_docs",
      notes: "Gate locked; met manager.",
      date: "05/03/2026",
      time: "19:15:10",
      photo_count: 2,
      source: "web",
      status: "completed",
      is_uploaded: 1,
      inspector_name: "Asha Rao Kulkarni",
    });
    const photos = await env.DB.prepare("SELECT id, position FROM photos WHERE inspection_id = ? ORDER BY position")
      .bind(p.id)
      .all<{ id: string; position: number }>();
    expect(photos.results).toEqual([
      { id: ids[0], position: 0 },
      { id: ids[1], position: 1 },
    ]);
  });

  it("saves the most photos an inspection may hold (100, looked up in two parts under D1's 100 bound values)", async () => {
    const u = await newInspector();
    // Photo rows written straight to D1 (the save reads rows, not bytes): 100 uploads would only add time.
    const ids = Array.from({ length: 100 }, () => crypto.randomUUID());
    await seed(
      schema.photos,
      ids.map((id, n) => ({
        id,
        userId: u.userId,
        fileName: `p${n}.jpg`,
        r2Key: `users/${u.userId}/${id}.jpg`,
        sha256: "ab".repeat(32),
        size: 1000,
        capturedAt: new Date(Date.UTC(2026, 0, 1, 10, 0, n)).toISOString(),
        latitude: 19.076,
        longitude: 72.8777,
        accuracy: 12,
      })),
    );
    const p = payload(u.companyId, ids);
    expect((await save(u.cookie, p)).status).toBe(201);
    expect(await count("SELECT count(*) AS n FROM photos WHERE inspection_id = ?", p.id)).toBe(100);
    expect(await count("SELECT photo_count AS n FROM inspections WHERE id = ?", p.id)).toBe(100);
  });

  it("stores one inspection however often the same save is sent, and never changes it", async () => {
    const u = await newInspector();
    const p = payload(u.companyId, [await uploadedPhoto(u.cookie, crypto.randomUUID())]);
    const results = await Promise.all([save(u.cookie, p), save(u.cookie, p)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 201]);
    expect((await save(u.cookie, { ...p, notes: "changed later" })).status).toBe(200);
    expect(await count("SELECT count(*) AS n FROM inspections WHERE user_id = ?", u.userId)).toBe(1);
    const row = await env.DB.prepare("SELECT notes FROM inspections WHERE id = ?").bind(p.id).first<{ notes: string }>();
    expect(row!.notes).toBe("Gate locked; met manager.");
  });

  it("refuses bad input with a clear message and writes nothing", async () => {
    const u = await newInspector();
    const photo = await uploadedPhoto(u.cookie, crypto.randomUUID());
    const cases: [Record<string, unknown>, number, string][] = [
      [{ photoIds: [] }, 422, "Please capture at least one photo before saving."],
      [{ assessment: { ...defaultAssessment(), signboards: "maybe" } }, 422, "Please fill in all required inspection fields."],
      [{ companyId: "no-such-company" }, 404, "Selected company not found"],
      [{ photoIds: [crypto.randomUUID()] }, 422, "Some photos have not reached the server yet"],
      [{ visitId: "no-such-visit" }, 404, "Visit not found"],
    ];
    for (const [change, status, message] of cases) {
      const res = await save(u.cookie, { ...payload(u.companyId, [photo]), ...change });
      expect(res.status, message).toBe(status);
      expect(await res.json()).toMatchObject({ ok: false, message });
    }
    expect(await count("SELECT count(*) AS n FROM inspections WHERE user_id = ?", u.userId)).toBe(0);
    const other = await newInspector();
    expect((await save(other.cookie, payload(other.companyId, [photo]))).status).toBe(422);
  });

  it("leaves nothing behind when a part of the batch fails", async () => {
    const u = await newInspector();
    const photo = await uploadedPhoto(u.cookie, crypto.randomUUID());
    await env.DB.prepare("CREATE TRIGGER fail_photo_attach BEFORE UPDATE OF inspection_id ON photos BEGIN SELECT RAISE(ABORT, 'disk full'); END").run();
    const p = payload(u.companyId, [photo]);
    const res = await save(u.cookie, p);
    await env.DB.prepare("DROP TRIGGER fail_photo_attach").run();
    expect(res.status).toBe(500);
    expect(await count("SELECT count(*) AS n FROM inspections WHERE id = ?", p.id)).toBe(0);
    expect(await count("SELECT count(*) AS n FROM photos WHERE id = ? AND inspection_id IS NULL", photo)).toBe(1);
    expect((await save(u.cookie, p)).status).toBe(201);
  });

  it("completes the visit it came from", async () => {
    const u = await newInspector();
    await seed(schema.scheduledVisits, [
      rows.visit(u.userId, {
        id: "visit-1",
        userEmail: u.email,
        officerName: "A",
        companyId: u.companyId,
        companyName: "Acme Cold Storage",
        scheduledDate: "2026-11-21",
        scheduledAt: "2026-11-21T03:30:00.000Z",
        purpose: "Annual check",
      }),
    ]);
    const p = payload(u.companyId, [await uploadedPhoto(u.cookie, crypto.randomUUID())], { visitId: "visit-1" });
    expect((await save(u.cookie, p)).status).toBe(201);
    const visit = await env.DB.prepare("SELECT is_completed, completed_inspection_id, completed_at FROM scheduled_visits WHERE id = 'visit-1'").first<
      Record<string, unknown>
    >();
    expect(visit).toMatchObject({ is_completed: 1, completed_inspection_id: p.id });
    expect(visit!.completed_at).toBeTruthy();
  });

  it("holds a free account to 50 inspections, and a premium one to none", async () => {
    const u = await newInspector();
    await seed(
      schema.inspections,
      Array.from({ length: 50 }, (_, i) => rows.inspection(u.userId, { id: `old-${u.userId}-${i}`, userEmail: u.email, companyName: "Acme" })),
    );
    const p = payload(u.companyId, [await uploadedPhoto(u.cookie, crypto.randomUUID())]);
    const refused = await save(u.cookie, p);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ ok: false, message: "Free accounts hold up to 50 inspections. Upgrade to Premium for unlimited inspections." });
    await env.DB.prepare("UPDATE users SET account_type = 'premium' WHERE id = ?").bind(u.userId).run();
    expect((await save(u.cookie, p)).status).toBe(201);
  });
});

describe("reverse geocoding", () => {
  afterEach(() => vi.restoreAllMocks());

  it("asks the geocoder once with zoom 18 and JSON, then answers from the cache", async () => {
    const u = await newInspector();
    const calls = stubGeocoder(() => Response.json({ display_name: "MIDC Road, Pune, Maharashtra, India" }));
    const first = await (await get("/app/geocode?lat=18.52043&lon=73.85674", u.cookie)).json();
    const second = await (await get("/app/geocode?lat=18.52043&lon=73.85674", u.cookie)).json();
    expect(first).toEqual({ address: "MIDC Road, Pune, Maharashtra, India", source: "geocoder" });
    expect(second).toEqual({ address: "MIDC Road, Pune, Maharashtra, India", source: "cache" });
    expect(calls).toHaveLength(1);
    expect(Object.fromEntries(new URL(calls[0].url).searchParams)).toEqual({ lat: "18.52043", lon: "73.85674", format: "json", zoom: "18" });
  });

  it("falls back to the coordinates when the geocoder fails, and refuses bad coordinates", async () => {
    const u = await newInspector();
    stubGeocoder(() => new Response("busy", { status: 503 }));
    expect(await (await get("/app/geocode?lat=12.9716&lon=77.5946", u.cookie)).json()).toEqual({ address: "12.971600, 77.594600", source: "fallback" });
    expect((await get("/app/geocode?lat=95&lon=0", u.cookie)).status).toBe(400);
    expect((await get("/app/geocode?lat=1&lon=1")).status).toBe(401);
  });
});
