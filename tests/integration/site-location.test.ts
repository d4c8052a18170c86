import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SITE_MESSAGES } from "../../app/features/companies/site-form";
import { meta, newInspector, payload, save, upload } from "./capture-helpers";
import { get, post } from "./helpers";
import { makeJpeg } from "./jpeg";
import { stubGeocoder } from "../stubs/geocoder";
import { schema } from "../../app/platform/db/db.server";
import { rows, seed } from "./factories";

const act = (cookie: string, fields: Record<string, string>) => post("/app/database?_data=routes%2Fapp.database", fields, { cookie });

async function siteOf(id: string) {
  return env.DB.prepare("SELECT site_latitude, site_longitude, site_source, site_set_at, updated_at FROM companies WHERE id = ?")
    .bind(id)
    .first<Record<string, unknown>>();
}

afterEach(() => vi.restoreAllMocks());

describe("site location from the address", () => {
  it("asks the geocoder's search endpoint once and saves the first match as geocoded", async () => {
    const u = await newInspector();
    const calls = stubGeocoder(() => Response.json([{ lat: "18.5204303", lon: "73.8567437", display_name: "Pune, Pune City, Maharashtra, India" }]));
    const res = await act(u.cookie, { intent: "site-geocode", id: u.companyId });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      intent: "site-geocode",
      ok: true,
      message: "Site location found from the address: Pune, Pune City, Maharashtra, India",
      site: { latitude: 18.52043, longitude: 73.856744, source: "geocoded" },
    });
    expect(calls).toHaveLength(1);
    const url = new URL(calls[0].url);
    expect(url.origin + url.pathname).toBe("https://nominatim.openstreetmap.org/search");
    expect(Object.fromEntries(url.searchParams)).toEqual({ q: "Pune, Maharashtra", format: "json", limit: "1" });
    expect(calls[0].headers.get("User-Agent")).toBe("SiteProof/1.0 (+http://localhost)");

    const row = await siteOf(u.companyId);
    expect(row).toMatchObject({ site_latitude: 18.52043, site_longitude: 73.856744, site_source: "geocoded" });
    expect(Date.now() - Date.parse(String(row!.site_set_at))).toBeLessThan(60_000);
    // The list and the one-company JSON carry the site for the cards and the capture view.
    const list = (await (await get("/app/database?_data=routes%2Fapp.database", u.cookie)).json()) as { companies: Record<string, unknown>[] };
    expect(list.companies[0]).toMatchObject({ siteLatitude: 18.52043, siteLongitude: 73.856744, siteSource: "geocoded" });
    const one = (await (await get(`/app/database/${u.companyId}`, u.cookie)).json()) as { company: Record<string, unknown> };
    expect(one.company).toMatchObject({ siteLatitude: 18.52043, siteSource: "geocoded" });
  });

  it.each([
    ["finds nothing", () => Response.json([]), 422, SITE_MESSAGES.notFound],
    ["answers a match without coordinates", () => Response.json([{ display_name: "Somewhere" }]), 422, SITE_MESSAGES.notFound],
    ["answers 503", () => new Response("busy", { status: 503 }), 502, SITE_MESSAGES.geocoderFailed],
    ["answers something other than a list", () => Response.json({ error: "Unable to geocode" }), 502, SITE_MESSAGES.geocoderFailed],
    ["cannot be reached", () => Promise.reject(new TypeError("Network connection lost")), 502, SITE_MESSAGES.geocoderFailed],
  ])("says so clearly and changes nothing when the geocoder %s", async (_case, answer, status, message) => {
    const u = await newInspector();
    await act(u.cookie, { intent: "site-manual", id: u.companyId, latitude: "18.5", longitude: "73.85" });
    const before = await siteOf(u.companyId);
    const calls = stubGeocoder(answer);
    const res = await act(u.cookie, { intent: "site-geocode", id: u.companyId });
    expect(res.status).toBe(status);
    expect(await res.json()).toMatchObject({ intent: "site-geocode", ok: false, message });
    expect(calls).toHaveLength(1);
    expect(await siteOf(u.companyId)).toEqual(before);
    expect(before).toMatchObject({ site_latitude: 18.5, site_longitude: 73.85, site_source: "manual" });
  });
});

describe("site location by hand", () => {
  it("saves valid coordinates as set by hand, replacing a geocoded site", async () => {
    const u = await newInspector();
    stubGeocoder(() => Response.json([{ lat: "18.52", lon: "73.85", display_name: "Pune" }]));
    await act(u.cookie, { intent: "site-geocode", id: u.companyId });
    const res = await act(u.cookie, { intent: "site-manual", id: u.companyId, latitude: " 18.5310125 ", longitude: "73.8446" });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ ok: true, message: SITE_MESSAGES.saved, site: { latitude: 18.531013, longitude: 73.8446, source: "manual" } });
    expect(await siteOf(u.companyId)).toMatchObject({ site_latitude: 18.531013, site_longitude: 73.8446, site_source: "manual" });
  });

  it.each([
    [{ latitude: "", longitude: "73.8" }, { latitude: SITE_MESSAGES.latitudeRequired }],
    [{ latitude: "91", longitude: "73.8" }, { latitude: SITE_MESSAGES.latitudeRange }],
    [{ latitude: "18.5", longitude: "-181" }, { longitude: SITE_MESSAGES.longitudeRange }],
    [
      { latitude: "18°31'N", longitude: "east" },
      { latitude: SITE_MESSAGES.latitudeNumber, longitude: SITE_MESSAGES.longitudeNumber },
    ],
  ])("refuses %j with its message and writes nothing", async (fields, fieldErrors) => {
    const u = await newInspector();
    const res = await act(u.cookie, { intent: "site-manual", id: u.companyId, ...fields });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ intent: "site-manual", ok: false, message: Object.values(fieldErrors)[0], fieldErrors, values: fields });
    expect(await siteOf(u.companyId)).toMatchObject({ site_latitude: null, site_longitude: null, site_source: null, site_set_at: null });
  });
});

describe("whose site", () => {
  it("refuses another user's company both ways, without asking the geocoder, and changes nothing", async () => {
    const owner = await newInspector();
    const other = await newInspector();
    await act(owner.cookie, { intent: "site-manual", id: owner.companyId, latitude: "18.5", longitude: "73.85" });
    const before = await siteOf(owner.companyId);
    const calls = stubGeocoder(() => Response.json([{ lat: "1", lon: "1", display_name: "Elsewhere" }]));
    const byHand = await act(other.cookie, { intent: "site-manual", id: owner.companyId, latitude: "1", longitude: "1" });
    expect(byHand.status).toBe(404);
    expect(await byHand.json()).toMatchObject({ ok: false, message: "Company not found" });
    const geocoded = await act(other.cookie, { intent: "site-geocode", id: owner.companyId });
    expect(geocoded.status).toBe(404);
    expect(calls).toHaveLength(0);
    expect(await siteOf(owner.companyId)).toEqual(before);
  });

  it("keeps a directory company read-only, while showing its site to everyone", async () => {
    const u = await newInspector();
    const id = `g-site-${crypto.randomUUID()}`;
    await seed(schema.companies, [
      rows.company(null, {
        id,
        name: "Directory Mills",
        address: "Nashik, Maharashtra",
        siteLatitude: 19.9975,
        siteLongitude: 73.7898,
        siteSource: "geocoded",
        siteSetAt: "2026-01-01T00:00:00.000Z",
      }),
    ]);
    const before = await siteOf(id);
    const calls = stubGeocoder(() => Response.json([{ lat: "1", lon: "1", display_name: "Elsewhere" }]));
    expect((await act(u.cookie, { intent: "site-manual", id, latitude: "1", longitude: "1" })).status).toBe(404);
    expect((await act(u.cookie, { intent: "site-geocode", id })).status).toBe(404);
    expect(calls).toHaveLength(0);
    expect(await siteOf(id)).toEqual(before);
    const list = (await (await get("/app/database?directory=1&q=Directory%20Mills&_data=routes%2Fapp.database", u.cookie)).json()) as {
      companies: Record<string, unknown>[];
    };
    expect(list.companies.find((c) => c.id === id)).toMatchObject({ isGlobal: true, siteLatitude: 19.9975, siteLongitude: 73.7898, siteSource: "geocoded" });
  });
});

describe("site pinned by the first inspection", () => {
  /** Uploads one photo per fix for a new inspection id and saves it. */
  async function inspect(u: { cookie: string; companyId: string }, fixes: { latitude: number; longitude: number; accuracy: number }[]) {
    const inspectionId = crypto.randomUUID();
    const ids: string[] = [];
    for (const fix of fixes) {
      const m = meta(inspectionId, fix);
      expect((await upload(u.cookie, makeJpeg(), m)).status).toBe(200);
      ids.push(m.id);
    }
    expect((await save(u.cookie, payload(u.companyId, ids, { id: inspectionId }))).status).toBeLessThan(300);
    const row = await env.DB.prepare("SELECT site_check FROM inspections WHERE id = ?").bind(inspectionId).first<{ site_check: string }>();
    const distances = await env.DB.prepare("SELECT site_distance_m AS d FROM photos WHERE inspection_id = ? ORDER BY position")
      .bind(inspectionId)
      .all<{ d: number | null }>();
    return { check: JSON.parse(row!.site_check), distances: distances.results.map((r) => r.d) };
  }

  it("pins the site at the good fixes' mean without calling that a pass, then judges the next inspection against it", async () => {
    const u = await newInspector();
    const first = await inspect(u, [
      { latitude: 18.52, longitude: 73.8567, accuracy: 10 },
      { latitude: 18.5202, longitude: 73.8567, accuracy: 20 },
      { latitude: 18.521, longitude: 73.857, accuracy: 900 },
    ]);
    const site = await siteOf(u.companyId);
    expect(site).toMatchObject({ site_source: "first-inspection" });
    expect(site!.site_latitude).toBeCloseTo(18.5201, 6);
    expect(site!.site_longitude).toBeCloseTo(73.8567, 6);
    // The poor fix is what the check reports; the two good ones sit about 11 m from their own mean.
    expect(first.check.verdict).toBe("poor-accuracy");
    expect(first.distances[0]).toBeCloseTo(11.1, 0);

    const u2 = await newInspector();
    const pinned = await inspect(u2, [{ latitude: 18.52, longitude: 73.8567, accuracy: 10 }]);
    expect(pinned.check).toMatchObject({ verdict: "site-pinned", site: { source: "first-inspection" }, onSite: 1, far: 0 });
    expect(pinned.check.text).toBe("Site location set from this inspection's own photos, so there was no earlier location to compare with (GPS ±10 m)");

    // Five kilometres north of the pinned site: far, and the site stays where the first inspection put it.
    const next = await inspect(u2, [{ latitude: 18.565, longitude: 73.8567, accuracy: 10 }]);
    expect(next.check).toMatchObject({ verdict: "far", far: 1 });
    expect(next.distances[0]).toBeGreaterThan(4900);
    expect((await siteOf(u2.companyId))!.site_latitude).toBeCloseTo(18.52, 6);
    const nearby = await inspect(u2, [{ latitude: 18.5205, longitude: 73.8567, accuracy: 10 }]);
    expect(nearby.check).toMatchObject({ verdict: "on-site", onSite: 1 });
  });

  it("pins nothing when every fix is poor, and never pins a directory company", async () => {
    const u = await newInspector();
    const poor = await inspect(u, [{ latitude: 18.52, longitude: 73.8567, accuracy: 400 }]);
    expect(poor.check.verdict).toBe("no-site");
    expect(await siteOf(u.companyId)).toMatchObject({ site_latitude: null, site_source: null });

    const id = `g-pin-${crypto.randomUUID()}`;
    await seed(schema.companies, [rows.company(null, { id, name: "Directory Works", address: "Pune, Maharashtra" })]);
    const dir = await inspect({ cookie: u.cookie, companyId: id }, [{ latitude: 18.52, longitude: 73.8567, accuracy: 10 }]);
    expect(dir.check.verdict).toBe("no-site");
    expect(await siteOf(id)).toMatchObject({ site_latitude: null, site_source: null });
  });
});
