import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { count, newInspector, payload, save, uploadedPhoto } from "./capture-helpers";
import { get, post } from "./helpers";
import { schema } from "../../app/platform/db/db.server";
import { rows as factory, seed } from "./factories";

type Listed = { inspections: { id: string; companyName: string; photos: { id: string; sha256: string }[] }[]; total: number; pageCount: number };

async function list(cookie: string, search = ""): Promise<Listed> {
  const res = await get(`/app/history${search}${search ? "&" : "?"}_data=routes%2Fapp.history`, cookie);
  expect(res.status).toBe(200);
  return res.json();
}

/** Seeds inspections straight into D1 (the FTS triggers index them), newest last. */
async function seedInspections(
  userId: string,
  email: string,
  rows: { company: string; cin?: string; gstin?: string; location?: string; companyId?: string; source?: "web" | "mobile" | null; timestamp?: string }[],
) {
  await seed(
    schema.inspections,
    rows.map((r, n) =>
      factory.inspection(userId, {
        id: `${userId}-i${n}`,
        userEmail: email,
        companyId: r.companyId ?? null,
        companyName: r.company,
        companyCin: r.cin ?? null,
        companyGstin: r.gstin ?? null,
        locationName: r.location ?? null,
        timestamp: r.timestamp ?? "2026-01-01T10:00:00.000Z",
        activityLevel: "high",
        marketEnquiry: "satisfactory",
        source: r.source === undefined ? "web" : r.source,
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, n)).toISOString(),
      }),
    ),
  );
}

describe("history listing", () => {
  it("pages by 6, newest first, with the photos of each inspection", async () => {
    const u = await newInspector();
    await seedInspections(
      u.userId,
      u.email,
      Array.from({ length: 8 }, (_, n) => ({ company: `Company ${n}` })),
    );
    const photo = await uploadedPhoto(u.cookie, crypto.randomUUID());
    const p = payload(u.companyId, [photo]);
    await save(u.cookie, p);
    const page1 = await list(u.cookie);
    expect(page1).toMatchObject({ total: 9, pageCount: 2 });
    expect(page1.inspections.map((i) => i.companyName)).toEqual(["Acme Cold Storage", "Company 7", "Company 6", "Company 5", "Company 4", "Company 3"]);
    expect(page1.inspections[0].photos.map((x) => x.id)).toEqual([photo]);
    expect((await list(u.cookie, "?page=2")).inspections.map((i) => i.companyName)).toEqual(["Company 2", "Company 1", "Company 0"]);
    expect(await (await get("/app/history", u.cookie)).text()).toContain("9 inspection(s) found");
  });

  it("searches company name, CIN, GSTIN and location through the full-text index, and short terms too", async () => {
    const u = await newInspector();
    await seedInspections(u.userId, u.email, [
      { company: "Godavari Agro Mills", location: "Nashik, Maharashtra" },
      { company: "Konkan Fisheries", cin: "U05000MH2011PTC222222", location: "Ratnagiri" },
      { company: "Deccan Foods", gstin: "36AAACD1234F1Z9", location: "Hyderabad" },
    ]);
    const names = async (q: string) => (await list(u.cookie, `?q=${encodeURIComponent(q)}`)).inspections.map((i) => i.companyName);
    expect(await names("agro mi")).toEqual(["Godavari Agro Mills"]);
    expect(await names("PTC222")).toEqual(["Konkan Fisheries"]);
    expect(await names("aaacd")).toEqual(["Deccan Foods"]);
    expect(await names("ratnagiri")).toEqual(["Konkan Fisheries"]);
    expect(await names("ri")).toEqual(["Konkan Fisheries", "Godavari Agro Mills"]);
    expect(await names('"quoted" OR *')).toEqual([]);
  });

  it("searches only the user's own rows through the index, finding exactly what a scan of them finds", async () => {
    const names = ["Godavari Agro Mills", "Agro Kumar Traders", "Konkan Agrochem", "Sahyadri Steel", "Kukatpally Rice", "Nilgiri Tea"];
    const [a, b] = [await newInspector(), await newInspector()];
    // The other user holds the same companies, and more: none of theirs may count or show.
    await seedInspections(
      b.userId,
      b.email,
      [...names, ...names].map((company, n) => ({ company, location: n % 2 ? "Pune" : "Agra" })),
    );
    await seedInspections(
      a.userId,
      a.email,
      names.map((company, n) => ({ company, cin: `U0${n}000MH2011PTC22222${n}`, location: n % 2 ? "Surat" : "Agartala" })),
    );
    const scan = async (q: string) => {
      const like = `%${q}%`;
      const rows = await env.DB.prepare(
        "SELECT company_name FROM inspections WHERE user_id = ?1 AND (company_name LIKE ?2 OR company_cin LIKE ?2 OR company_gstin LIKE ?2 OR location_name LIKE ?2) ORDER BY created_at DESC",
      )
        .bind(a.userId, like)
        .all<{ company_name: string }>();
      return rows.results.map((r) => r.company_name);
    };
    for (const q of ["agro", "Agr", "ku", "K", "PTC222223", "steel", "zzz", "tala"]) {
      const listed = await list(a.cookie, `?q=${encodeURIComponent(q)}`);
      const expected = await scan(q);
      expect(
        listed.inspections.map((i) => i.companyName),
        q,
      ).toEqual(expected.slice(0, 6));
      expect(listed.total, q).toBe(expected.length);
    }
    // A user's index rows go with the user, so a users rowid handed out again starts empty.
    const range =
      "SELECT count(*) AS n FROM inspections_search WHERE rowid BETWEEN (SELECT rowid FROM users WHERE id = ?1) * 4294967296 AND (SELECT rowid FROM users WHERE id = ?1) * 4294967296 + 4294967295";
    expect(await count(range, b.userId)).toBe(12);
    const bRowid = (await env.DB.prepare("SELECT rowid AS r FROM users WHERE id = ?").bind(b.userId).first<{ r: number }>())!.r;
    await env.DB.prepare("DELETE FROM users WHERE id = ?").bind(b.userId).run();
    expect(await count("SELECT count(*) AS n FROM inspections_search WHERE rowid BETWEEN ?1 * 4294967296 AND ?1 * 4294967296 + 4294967295", bRowid)).toBe(0);
  });

  it("filters by stored or derived source and by company", async () => {
    const u = await newInspector();
    await seedInspections(u.userId, u.email, [
      { company: "Old Mobile", source: null, timestamp: "2023-06-01T00:00:00.000Z" },
      { company: "New Derived Web", source: null, timestamp: "2025-06-01T00:00:00.000Z" },
      { company: "Stored Mobile", source: "mobile" },
      { company: "For Acme", companyId: u.companyId },
    ]);
    const names = async (s: string) => (await list(u.cookie, s)).inspections.map((i) => i.companyName).sort();
    expect(await names("?source=mobile")).toEqual(["Old Mobile", "Stored Mobile"]);
    expect(await names("?source=web")).toEqual(["For Acme", "New Derived Web"]);
    expect(await names(`?company=${u.companyId}&companyName=Acme`)).toEqual(["For Acme"]);
    const page = await (await get(`/app/history?company=${u.companyId}&companyName=Acme%20Cold%20Storage`, u.cookie)).text();
    expect(page).toContain("Showing inspections for: <!-- -->Acme Cold Storage");
  });

  it("never shows another user's inspections or photos", async () => {
    const owner = await newInspector();
    const photo = await uploadedPhoto(owner.cookie, crypto.randomUUID());
    await save(owner.cookie, payload(owner.companyId, [photo]));
    const other = await newInspector();
    expect((await list(other.cookie)).total).toBe(0);
    expect((await get(`/app/photos/${photo}`, other.cookie)).status).toBe(404);
    const exported = await (await get("/app/history/export?format=json", other.cookie)).json<{ inspections: unknown[] }>();
    expect(exported.inspections).toEqual([]);
  });
});

describe("exports", () => {
  it("exports the filtered inspections as CSV and JSON", async () => {
    const u = await newInspector();
    await seedInspections(u.userId, u.email, [
      { company: 'Shah, Patel & "Co"', location: "Pune" },
      { company: "Other", location: "Delhi" },
    ]);
    const csv = await get("/app/history/export?format=csv&q=pune", u.cookie);
    expect(csv.headers.get("Content-Type")).toContain("text/csv");
    expect(csv.headers.get("Content-Disposition")).toMatch(/attachment; filename="SiteProof_Inspections_\d{4}-\d{2}-\d{2}\.csv"/);
    const text = await csv.text();
    expect(text.split("\r\n")[0]).toContain("companyName");
    expect(text).toContain('"Shah, Patel & ""Co"""');
    expect(text).not.toContain("Other");
    const json = await (await get("/app/history/export?format=json", u.cookie)).json<{ inspections: { companyName: string; source: string }[] }>();
    expect(json.inspections.map((i) => i.companyName).sort()).toEqual(["Other", 'Shah, Patel & "Co"']);
  });
});

describe("deleting an inspection", () => {
  it("removes the inspection, its photo rows and every R2 object", async () => {
    const u = await newInspector();
    const draft = crypto.randomUUID();
    const photos = [await uploadedPhoto(u.cookie, draft), await uploadedPhoto(u.cookie, draft)];
    const p = payload(u.companyId, photos);
    await save(u.cookie, p);
    expect((await env.PHOTOS.list({ prefix: `users/${u.userId}/` })).objects).toHaveLength(4);
    const other = await newInspector();
    const refused = await post("/app/history?_data=routes%2Fapp.history", { intent: "delete", id: p.id }, { cookie: other.cookie });
    expect(refused.status).toBe(404);
    expect(await refused.json()).toEqual({ ok: false, message: "Failed to delete inspection" });
    const res = await post("/app/history?_data=routes%2Fapp.history", { intent: "delete", id: p.id }, { cookie: u.cookie });
    expect(res.status).toBe(200);
    expect(await count("SELECT count(*) AS n FROM inspections WHERE id = ?", p.id)).toBe(0);
    expect(await count("SELECT count(*) AS n FROM photos WHERE user_id = ?", u.userId)).toBe(0);
    expect((await env.PHOTOS.list({ prefix: `users/${u.userId}/` })).objects).toHaveLength(0);
    expect((await list(u.cookie, "?q=acme")).total).toBe(0);
  });
});

describe("seal state on each card", () => {
  async function sealedWithPhotos() {
    const u = await newInspector();
    const inspectionId = crypto.randomUUID();
    const photoIds = [await uploadedPhoto(u.cookie, inspectionId), await uploadedPhoto(u.cookie, inspectionId)];
    expect((await save(u.cookie, payload(u.companyId, photoIds, { id: inspectionId }))).status).toBe(201);
    const key = (id: string) =>
      env.DB.prepare("SELECT r2_key FROM photos WHERE id = ?")
        .bind(id)
        .first<{ r2_key: string }>()
        .then((r) => r!.r2_key);
    const state = async () =>
      (
        await get("/app/history?_data=routes%2Fapp.history", u.cookie).then((r) => r.json<{ inspections: { id: string; sealState: string }[] }>())
      ).inspections.find((i) => i.id === inspectionId)!.sealState;
    return { ...u, inspectionId, photoIds, key, state };
  }

  it("turns broken when a stored photo's bytes change, without opening the evidence", async () => {
    const s = await sealedWithPhotos();
    expect(await s.state()).toBe("sealed");
    const key = await s.key(s.photoIds[1]);
    const bytes = new Uint8Array(await (await env.PHOTOS.get(key))!.arrayBuffer());
    bytes[bytes.length - 10] ^= 0x01;
    // Put with the edited bytes' own SHA-256, as a careful forger would: R2 keeps that checksum.
    const edited = Array.from(new Uint8Array(await crypto.subtle.digest("SHA-256", bytes)), (b) => b.toString(16).padStart(2, "0")).join("");
    await env.PHOTOS.put(key, bytes, { sha256: edited });
    expect(await s.state()).toBe("broken");

    // An object put without any checksum cannot be judged from its metadata: the card does not cry
    // wolf over the same bytes put again, and the Evidence dialog's full check reads them.
    const other = await sealedWithPhotos();
    const otherKey = await other.key(other.photoIds[0]);
    await env.PHOTOS.put(otherKey, await (await env.PHOTOS.get(otherKey))!.arrayBuffer());
    expect(await other.state()).toBe("sealed");
  });

  it("turns broken when a photo's file is gone, or the photo is moved off the inspection", async () => {
    const gone = await sealedWithPhotos();
    await env.PHOTOS.delete(await gone.key(gone.photoIds[0]));
    expect(await gone.state()).toBe("broken");

    const moved = await sealedWithPhotos();
    await env.DB.prepare("UPDATE photos SET position = 5 WHERE id = ?").bind(moved.photoIds[0]).run();
    expect(await moved.state()).toBe("broken");
    await env.DB.prepare("UPDATE photos SET position = 0, inspection_id = NULL WHERE id = ?").bind(moved.photoIds[0]).run();
    expect(await moved.state()).toBe("broken");
  });
});
