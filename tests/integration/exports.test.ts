import { env } from "cloudflare:test";
import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { check } from "@placemarkio/check-geojson";
import { getDb } from "../../app/platform/db/db.server";
import { exportPhotos } from "../../app/features/history/export-photos.server";
import { PHOTO_ZIP_LIMIT, type PhotoZipManifest, photoZipResponse } from "../../app/features/history/photo-zip.server";
import { parseHistoryQuery } from "../../app/features/history/history-query";
import { fileSafeCompanyName, inspectionDay, zipEntryNamer, zipOrder } from "../../app/features/history/photo-names";
import { meta, newInspector, payload, save, upload, uploadedPhoto } from "./capture-helpers";
import { get, post } from "./helpers";
import { makeJpeg } from "./jpeg";
import { withoutContentCredentials } from "../../app/features/credentials/segments";

const hex = (buf: ArrayBuffer) => [...new Uint8Array(buf)].map((b) => b.toString(16).padStart(2, "0")).join("");
const sha256 = async (bytes: Uint8Array<ArrayBuffer>) => hex(await crypto.subtle.digest("SHA-256", bytes));

/** Distinct JPEGs (the width changes the bytes), so a hash can only match its own file. */
async function photo(cookie: string, inspectionId: string, width: number) {
  const m = meta(inspectionId);
  expect((await upload(cookie, makeJpeg({ width, height: 360 }), m)).status).toBe(200);
  return m.id;
}

async function addCompany(cookie: string, userId: string, name: string) {
  await post("/app/database?_data=routes%2Fapp.database", { intent: "create", name, address: "Mumbai, Maharashtra" }, { cookie });
  return (await env.DB.prepare("SELECT id FROM companies WHERE user_id = ? AND name = ?").bind(userId, name).first<{ id: string }>())!.id;
}

/** An inspector with two saved inspections (two Acme photos, one Shah photo) and one photo never attached. */
async function inspectorWithHistory() {
  const u = await newInspector();
  const shahId = await addCompany(u.cookie, u.userId, "Shah & Sons / Traders");
  const acme = payload(u.companyId, []);
  acme.photoIds = [await photo(u.cookie, acme.id, 640), await photo(u.cookie, acme.id, 656)];
  expect((await save(u.cookie, acme)).status).toBe(201);
  const shah = payload(shahId, [], { location: { latitude: 18.9220554, longitude: 72.8346543, accuracy: 8, address: "Fort, Mumbai" } });
  shah.photoIds = [await photo(u.cookie, shah.id, 672)];
  expect((await save(u.cookie, shah)).status).toBe(201);
  const loose = await uploadedPhoto(u.cookie, crypto.randomUUID());
  return { ...u, shahId, acme, shah, loose };
}

async function downloadZip(cookie: string, search = "") {
  const res = await get(`/app/history/export?format=zip${search}`, cookie);
  expect(res.status).toBe(200);
  const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
  const manifest = JSON.parse(strFromU8(files["manifest.json"])) as PhotoZipManifest;
  return { res, files, manifest };
}

async function storedPhotos(userId: string) {
  const { results } = await env.DB.prepare("SELECT id, inspection_id, sha256, size, r2_key, receipt_hash FROM photos WHERE user_id = ?")
    .bind(userId)
    .all<{ id: string; inspection_id: string | null; sha256: string; size: number; r2_key: string; receipt_hash: string | null }>();
  return new Map(results.map((r) => [r.id, r]));
}

describe("photo ZIP export", () => {
  it("streams the filtered history's photos with readable names, each file matching its manifest hash and the stored one", async () => {
    const u = await inspectorWithHistory();
    const intruder = await inspectorWithHistory();
    const { res, files, manifest } = await downloadZip(u.cookie);

    expect(res.headers.get("Content-Type")).toBe("application/zip");
    expect(res.headers.get("Content-Disposition")).toMatch(/^attachment; filename="SiteProof_Photos_\d{4}-\d{2}-\d{2}\.zip"$/);
    expect(res.headers.get("Cache-Control")).toBe("no-store");

    const acmeDay = inspectionDay({
      date: (await env.DB.prepare("SELECT date FROM inspections WHERE id = ?").bind(u.acme.id).first<{ date: string }>())!.date,
      createdAt: "",
    });
    const shahDay = inspectionDay({
      date: (await env.DB.prepare("SELECT date FROM inspections WHERE id = ?").bind(u.shah.id).first<{ date: string }>())!.date,
      createdAt: "",
    });
    expect(acmeDay).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Object.keys(files).sort()).toEqual(
      [`Acme_Cold_Storage_${acmeDay}_1.jpg`, `Acme_Cold_Storage_${acmeDay}_2.jpg`, "manifest.json", `Shah_Sons_Traders_${shahDay}_1.jpg`].sort(),
    );
    expect(manifest.files.map((f) => f.name)).toEqual([
      `Acme_Cold_Storage_${acmeDay}_1.jpg`,
      `Acme_Cold_Storage_${acmeDay}_2.jpg`,
      `Shah_Sons_Traders_${shahDay}_1.jpg`,
    ]);
    expect(manifest.files.map((f) => f.photoId)).toEqual([...u.acme.photoIds, ...u.shah.photoIds]);
    expect(manifest).toMatchObject({ count: 3, truncated: false, matched: 3, missing: [], hashAlgorithm: "SHA-256" });
    expect(Date.parse(manifest.exportedAt)).not.toBeNaN();

    const stored = await storedPhotos(u.userId);
    for (const entry of manifest.files) {
      const bytes = files[entry.name];
      // Each file carries Content Credentials; its recorded hash is of the photo as accepted, without them.
      expect(await sha256(withoutContentCredentials(bytes).bytes as Uint8Array<ArrayBuffer>)).toBe(entry.sha256);
      expect(entry.sha256).toBe(stored.get(entry.photoId)!.sha256);
      expect(entry).toMatchObject({ size: bytes.length, contentCredentials: true });
      expect(entry).toMatchObject({ inspectionId: stored.get(entry.photoId)!.inspection_id, latitude: 19.076, longitude: 72.8777 });
      expect(entry.receiptHash).toBe(stored.get(entry.photoId)!.receipt_hash);
      expect(Date.parse(entry.capturedAt)).not.toBeNaN();
    }
    expect(new Set(manifest.files.map((f) => f.sha256)).size).toBe(3);
    expect(manifest.files.map((f) => f.companyName)).toEqual(["Acme Cold Storage", "Acme Cold Storage", "Shah & Sons / Traders"]);

    // Neither a photo never attached to an inspection nor another user's photos.
    expect(manifest.files.map((f) => f.photoId)).not.toContain(u.loose);
    const theirs = new Set([...intruder.acme.photoIds, ...intruder.shah.photoIds]);
    expect(manifest.files.filter((f) => theirs.has(f.photoId))).toEqual([]);
  });

  it("applies the history's search and company filters", async () => {
    const u = await inspectorWithHistory();
    const searched = await downloadZip(u.cookie, "&q=shah");
    expect(searched.manifest.files.map((f) => f.photoId)).toEqual(u.shah.photoIds);
    expect(searched.manifest.filters).toMatchObject({ q: "shah", source: "all" });
    expect(Object.keys(searched.files)).toHaveLength(2);
    const byCompany = await downloadZip(u.cookie, `&company=${u.companyId}&companyName=Acme`);
    expect(byCompany.manifest.files.map((f) => f.photoId)).toEqual(u.acme.photoIds);
    expect((await downloadZip(u.cookie, "&q=nothing-like-this")).manifest).toMatchObject({ count: 0, files: [] });
  });

  it("skips a photo whose object is gone, recording it as missing, and leaves discarded photos out", async () => {
    const u = await inspectorWithHistory();
    const stored = await storedPhotos(u.userId);
    const [gone, kept] = u.acme.photoIds;
    await env.PHOTOS.delete(stored.get(gone)!.r2_key);
    await env.DB.prepare("UPDATE photos SET discarded_at = ? WHERE id = ?").bind(new Date().toISOString(), u.shah.photoIds[0]).run();
    const { files, manifest } = await downloadZip(u.cookie);
    expect(manifest.files.map((f) => f.photoId)).toEqual([kept]);
    expect(manifest.files[0].name).toMatch(/^Acme_Cold_Storage_\d{4}-\d{2}-\d{2}_1\.jpg$/);
    expect(await sha256(withoutContentCredentials(files[manifest.files[0].name]).bytes as Uint8Array<ArrayBuffer>)).toBe(stored.get(kept)!.sha256);
    expect(manifest.missing).toEqual([
      { photoId: gone, inspectionId: u.acme.id, companyName: "Acme Cold Storage", sha256: stored.get(gone)!.sha256, reason: "not in storage" },
    ]);
    expect(manifest.count).toBe(1);
  });

  it("stops at the photo limit on a whole inspection and says so in the manifest", async () => {
    const u = await inspectorWithHistory();
    const db = getDb(env.DB);
    const all = parseHistoryQuery(new URLSearchParams());
    // Newest first: Shah's one photo, then Acme's two; two would split Acme, so Acme waits for another download.
    const two = await exportPhotos(db, u.userId, all, { inspectionLimit: 10_000, photoLimit: 2 });
    expect(two).toMatchObject({ total: 3, truncated: true });
    expect(two.photos.map((p) => p.id)).toEqual(u.shah.photoIds);
    // One inspection larger than the limit is cut rather than left out.
    const acmeOnly = parseHistoryQuery(new URLSearchParams({ company: u.companyId }));
    expect((await exportPhotos(db, u.userId, acmeOnly, { inspectionLimit: 10_000, photoLimit: 1 })).photos.map((p) => p.id)).toEqual([u.acme.photoIds[0]]);
    expect(await exportPhotos(db, u.userId, all, { inspectionLimit: 1, photoLimit: 10 })).toMatchObject({ total: 1, truncated: false });

    const res = photoZipResponse(env.PHOTOS, two.photos, { filters: all, matched: two.total, truncated: two.truncated });
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    const manifest = JSON.parse(strFromU8(files["manifest.json"])) as PhotoZipManifest;
    expect(manifest).toMatchObject({ count: 1, matched: 3, truncated: true, limit: PHOTO_ZIP_LIMIT });
    expect(manifest.note).toContain(`at most ${PHOTO_ZIP_LIMIT}`);
  });

  it("gives another user an archive with their own photos only, and asks a visitor to sign in", async () => {
    await inspectorWithHistory();
    const other = await newInspector();
    const { files, manifest } = await downloadZip(other.cookie);
    expect(Object.keys(files)).toEqual(["manifest.json"]);
    expect(manifest).toMatchObject({ count: 0, files: [], missing: [] });
    // A script without a session is refused; a person following the link is sent to sign in and back.
    expect((await get("/app/history/export?format=zip")).status).toBe(401);
    const visitor = await get("/app/history/export?format=zip", null, { "Sec-Fetch-Mode": "navigate" });
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("Location")).toContain("/login");
  });
});

describe("GeoJSON and KML exports", () => {
  async function withUnlocated() {
    const u = await inspectorWithHistory();
    const nowhere = payload(u.companyId, [], { location: null });
    nowhere.photoIds = [await photo(u.cookie, nowhere.id, 688)];
    expect((await save(u.cookie, nowhere)).status).toBe(201);
    return { ...u, nowhere };
  }

  it("serves the located inspections as RFC 7946 GeoJSON with links to their photos", async () => {
    const u = await withUnlocated();
    const intruder = await inspectorWithHistory();
    const res = await get("/app/history/export?format=geojson", u.cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("application/geo+json");
    expect(res.headers.get("Content-Disposition")).toMatch(/^attachment; filename="SiteProof_Inspections_\d{4}-\d{2}-\d{2}\.geojson"$/);
    type Fc = {
      type: string;
      crs?: unknown;
      features: {
        id: string;
        geometry: { type: string; coordinates: number[] };
        properties: { companyName: string; photoCount: number; photos: { id: string; url: string; sha256: string }[] };
      }[];
    };
    const text = await res.text();
    expect(() => check(text)).not.toThrow();
    const fc = JSON.parse(text) as Fc;
    expect(fc.type).toBe("FeatureCollection");
    expect(fc.crs).toBeUndefined();
    expect(fc.features.map((f) => f.id).sort()).toEqual([u.acme.id, u.shah.id].sort());
    const shah = fc.features.find((f) => f.id === u.shah.id)!;
    expect(shah.geometry).toEqual({ type: "Point", coordinates: [72.8346543, 18.9220554] });
    expect(shah.properties).toMatchObject({ companyName: "Shah & Sons / Traders", photoCount: 1 });
    const stored = await storedPhotos(u.userId);
    expect(shah.properties.photos).toEqual(u.shah.photoIds.map((id) => ({ id, url: `http://localhost/app/photos/${id}`, sha256: stored.get(id)!.sha256 })));
    expect(fc.features.find((f) => f.id === u.acme.id)!.properties.photos.map((p) => p.id)).toEqual(u.acme.photoIds);

    // The link serves the photo to its owner, and the bytes are the ones the hash names (once its Content Credentials are out).
    const link = shah.properties.photos[0];
    const image = await get(new URL(link.url).pathname, u.cookie);
    expect(image.status).toBe(200);
    expect(await sha256(withoutContentCredentials(new Uint8Array(await image.arrayBuffer())).bytes as Uint8Array<ArrayBuffer>)).toBe(link.sha256);

    const theirs = await (await get("/app/history/export?format=geojson", intruder.cookie)).json<Fc>();
    expect(theirs.features.map((f) => f.id).sort()).toEqual([intruder.acme.id, intruder.shah.id].sort());
    expect(JSON.stringify(theirs)).not.toContain(u.shah.photoIds[0]);
    const filtered = await (await get("/app/history/export?format=geojson&q=shah", u.cookie)).json<Fc>();
    expect(filtered.features.map((f) => f.id)).toEqual([u.shah.id]);
  });

  it("serves the same points as KML", async () => {
    const u = await withUnlocated();
    await inspectorWithHistory();
    const res = await get("/app/history/export?format=kml", u.cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("application/vnd.google-earth.kml+xml");
    expect(res.headers.get("Content-Disposition")).toMatch(/^attachment; filename="SiteProof_Inspections_\d{4}-\d{2}-\d{2}\.kml"$/);
    const kml = await res.text();
    expect(kml).toContain('<kml xmlns="http://www.opengis.net/kml/2.2">');
    expect(kml.match(/<Placemark /g)).toHaveLength(2);
    expect(kml).not.toContain(`inspection-${u.nowhere.id}`);
    expect(kml).toContain("<name>Shah &amp; Sons / Traders</name>");
    expect(kml).toContain("<Point><coordinates>72.8346543,18.9220554</coordinates></Point>");
    for (const id of [...u.acme.photoIds, ...u.shah.photoIds]) expect(kml).toContain(`http://localhost/app/photos/${id}`);
    const other = await newInspector();
    expect((await (await get("/app/history/export?format=kml", other.cookie)).text()).match(/<Placemark /g)).toBeNull();
  });

  it("still answers CSV for an unknown format", async () => {
    const u = await inspectorWithHistory();
    const res = await get("/app/history/export?format=xlsx", u.cookie);
    expect(res.headers.get("Content-Type")).toContain("text/csv");
    expect(await res.text()).toContain("Shah & Sons / Traders");
  });
});

describe("ZIP entry names", () => {
  it("makes company names file-safe", () => {
    expect(fileSafeCompanyName("Acme Cold Storage")).toBe("Acme_Cold_Storage");
    expect(fileSafeCompanyName("M/s. Shah & Sons (Pvt.) Ltd.")).toBe("M_s_Shah_Sons_Pvt_Ltd");
    expect(fileSafeCompanyName("Café Niño-Exports_2")).toBe("Cafe_Nino-Exports_2");
    expect(fileSafeCompanyName("../../etc/passwd")).toBe("etc_passwd");
    expect(fileSafeCompanyName("  ***  ")).toBe("Company");
    expect(fileSafeCompanyName("संजय ट्रेडर्स")).toBe("संजय_ट्रेडर्स");
    // Cut at 60 code points, never inside a surrogate pair.
    expect(fileSafeCompanyName("x".repeat(59) + "\u{20000}\u{20000}")).toBe("x".repeat(59) + "\u{20000}");
  });

  it("dates by the inspection's own day, and numbers per company and day without ever repeating a name", () => {
    expect(inspectionDay({ date: "07/03/2026", createdAt: "2026-03-06T20:00:00.000Z" })).toBe("2026-03-07");
    expect(inspectionDay({ date: "7/3/2026", createdAt: "" })).toBe("2026-03-07");
    expect(inspectionDay({ date: "", createdAt: "2026-03-06T20:00:00.000Z" })).toBe("2026-03-06");
    const at = (inspectionId: string, companyName: string, date: string, inspectionCreatedAt: string, position: number) => ({
      inspectionId,
      companyName,
      date,
      inspectionCreatedAt,
      position,
    });
    const ordered = zipOrder([
      at("b", "Acme", "01/01/2026", "2026-01-01T09:00:00.000Z", 1),
      at("b", "Acme", "01/01/2026", "2026-01-01T09:00:00.000Z", 0),
      at("a", "Acme", "01/01/2026", "2026-01-01T08:00:00.000Z", 0),
      at("c", "ACME", "01/01/2026", "2026-01-01T10:00:00.000Z", 0),
      at("d", "Acme", "02/01/2026", "2026-01-02T10:00:00.000Z", 0),
      at("e", "Acme!", "02/01/2026", "2026-01-02T11:00:00.000Z", 0),
    ]);
    const name = zipEntryNamer();
    const names = ordered.map(name);
    expect(names).toEqual([
      "Acme_2026-01-01_1.jpg",
      "Acme_2026-01-01_2.jpg",
      "Acme_2026-01-01_3.jpg",
      "ACME_2026-01-01_4.jpg",
      "Acme_2026-01-02_1.jpg",
      "Acme_2026-01-02_2.jpg",
    ]);
    expect(ordered.map((p) => `${p.inspectionId}${p.position}`)).toEqual(["a0", "b0", "b1", "c0", "d0", "e0"]);
    expect(new Set(names.map((n) => n.toLowerCase())).size).toBe(names.length);
  });
});
