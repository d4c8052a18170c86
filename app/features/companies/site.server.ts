// Setting a company's site location, for the on-site check: from its address through the geocoder,
// or by hand. Own companies only: every read and write filters by the session's user id, so another
// user's company and directory entries (no user_id) are not found and nothing changes.
import { and, eq } from "drizzle-orm";
import { type Db, schema } from "../../platform/db/db.server";
import type { SiteSource } from "../../platform/db/schema";
import { forwardGeocode } from "../../platform/geocoder.server";
import { type CompanySite, SITE_MESSAGES, type SiteFieldErrors, type SiteInput } from "./site-form";

const c = schema.companies;

export type SiteResult =
  { ok: true; site: CompanySite; message: string } | { ok: false; status: 404 | 422 | 502; message: string; fieldErrors?: SiteFieldErrors };

async function writeSite(db: Db, userId: string, companyId: string, latitude: number, longitude: number, source: SiteSource): Promise<boolean> {
  const now = new Date().toISOString();
  const updated = await db
    .update(c)
    .set({ siteLatitude: latitude, siteLongitude: longitude, siteSource: source, siteSetAt: now, updatedAt: now })
    .where(and(eq(c.id, companyId), eq(c.userId, userId)))
    .returning({ id: c.id });
  return updated.length === 1;
}

/** Sets the site from the "Set site location" form's checked coordinates (SiteSchema). */
export async function setSiteByHand(db: Db, userId: string, companyId: string, { latitude, longitude }: SiteInput): Promise<SiteResult> {
  if (!(await writeSite(db, userId, companyId, latitude, longitude, "manual"))) return { ok: false, status: 404, message: SITE_MESSAGES.companyNotFound };
  return { ok: true, site: { latitude, longitude, source: "manual" }, message: SITE_MESSAGES.saved };
}

/** Looks the company's address up on the map; nothing changes unless a place is found. */
export async function setSiteFromAddress(db: Db, env: Env, userId: string, companyId: string): Promise<SiteResult> {
  const company = await db
    .select({ address: c.address })
    .from(c)
    .where(and(eq(c.id, companyId), eq(c.userId, userId)))
    .get();
  if (!company) return { ok: false, status: 404, message: SITE_MESSAGES.companyNotFound };
  const found = await forwardGeocode(env, company.address);
  if (!found.ok)
    return found.reason === "not-found"
      ? { ok: false, status: 422, message: SITE_MESSAGES.notFound }
      : { ok: false, status: 502, message: SITE_MESSAGES.geocoderFailed };
  const latitude = Math.round(found.latitude * 1e6) / 1e6;
  const longitude = Math.round(found.longitude * 1e6) / 1e6;
  if (!(await writeSite(db, userId, companyId, latitude, longitude, "geocoded"))) return { ok: false, status: 404, message: SITE_MESSAGES.companyNotFound };
  const place = found.displayName ? `: ${found.displayName}` : "";
  return { ok: true, site: { latitude, longitude, source: "geocoded" }, message: `Site location found from the address${place}` };
}
