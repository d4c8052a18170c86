// An organization's company directory: rows with organization_id set and no user_id. Every query is
// bounded by the organization's id, so another organization's company is simply not found; members'
// personal companies (user_id) are never read here.
import { and, asc, eq, gt, or, sql, type SQL } from "drizzle-orm";
import { type Db, schema } from "../../platform/db/db.server";
import type { Company } from "../../platform/db/schema";
import { newId } from "../../platform/ids";
import type { CompanyInput } from "./company-form";
import { companyColumns } from "./companies.server";

const c = schema.companies;

/** Companies per page of the directory list. */
export const DIRECTORY_PAGE_SIZE = 50;

export interface DirectoryQuery {
  q: string;
  /** Keyset: the last row of the previous page, `name|id` (names compared without case). */
  after: { name: string; id: string } | null;
}

export function parseDirectoryQuery(params: URLSearchParams): DirectoryQuery {
  const after = params.get("after") ?? "";
  const bar = after.lastIndexOf("|");
  return {
    q: (params.get("q") ?? "").trim().slice(0, 100),
    after: bar > 0 ? { name: after.slice(0, bar), id: after.slice(bar + 1) } : null,
  };
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (m) => `\\${m}`);
const nameNoCase = sql`${c.name} COLLATE NOCASE`;

/** One page of the directory by name, searched by name, CIN, GSTIN or address. */
export async function searchDirectory(db: Db, orgId: string, query: DirectoryQuery) {
  const where: SQL[] = [eq(c.organizationId, orgId)];
  if (query.q) {
    const like = `%${escapeLike(query.q)}%`;
    where.push(
      sql`(${c.name} LIKE ${like} ESCAPE '\\' OR ${c.cin} LIKE ${like} ESCAPE '\\' OR ${c.gstin} LIKE ${like} ESCAPE '\\' OR ${c.address} LIKE ${like} ESCAPE '\\')`,
    );
  }
  if (query.after) where.push(or(sql`${nameNoCase} > ${query.after.name}`, and(sql`${nameNoCase} = ${query.after.name}`, gt(c.id, query.after.id)))!);
  const rows = await db
    .select()
    .from(c)
    .where(and(...where))
    .orderBy(asc(nameNoCase), asc(c.id))
    .limit(DIRECTORY_PAGE_SIZE + 1);
  const more = rows.length > DIRECTORY_PAGE_SIZE;
  const page = rows.slice(0, DIRECTORY_PAGE_SIZE);
  const last = page[page.length - 1];
  return { companies: page, next: more && last ? `${last.name}|${last.id}` : null };
}

export async function directoryCompany(db: Db, orgId: string, id: string): Promise<Company | undefined> {
  return db
    .select()
    .from(c)
    .where(and(eq(c.id, id), eq(c.organizationId, orgId)))
    .get();
}

/** The insert of a new directory company, to run alone or in a case's batch. */
export function insertDirectoryCompany(
  db: Db,
  orgId: string,
  addedBy: string,
  input: Pick<CompanyInput, "name" | "address"> & Partial<CompanyInput>,
  site?: { latitude: number; longitude: number },
) {
  const id = newId();
  const siteColumns = site
    ? { siteLatitude: site.latitude, siteLongitude: site.longitude, siteSource: "geocoded" as const, siteSetAt: new Date().toISOString() }
    : {};
  return { id, query: db.insert(c).values({ id, userId: null, organizationId: orgId, isGlobal: false, addedBy, ...companyColumns(input), ...siteColumns }) };
}

export async function updateDirectoryCompany(db: Db, orgId: string, id: string, input: CompanyInput): Promise<boolean> {
  const updated = await db
    .update(c)
    .set({ ...companyColumns(input), updatedAt: new Date().toISOString() })
    .where(and(eq(c.id, id), eq(c.organizationId, orgId)))
    .returning({ id: c.id });
  return updated.length === 1;
}

/** Directory companies for the new-case form's select, by name. */
export async function directoryChoices(db: Db, orgId: string, limit = 500) {
  return db.select({ id: c.id, name: c.name, address: c.address }).from(c).where(eq(c.organizationId, orgId)).orderBy(asc(nameNoCase), asc(c.id)).limit(limit);
}
