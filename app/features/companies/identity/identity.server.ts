// The identity checks of listed companies, with what the rules cannot know alone: the other companies
// of the same database with the same GSTIN or PAN, and where the company was last inspected.
// A page costs two indexed queries: companies_gstin_idx / companies_pan_idx (partial, by value) and
// inspections_user_company_idx (the user's latest inspection of each company on the page).
import { and, eq, inArray, isNotNull, or, sql, type SQL } from "drizzle-orm";
import { type Db, schema } from "../../../platform/db/db.server";
import { PERSONAL } from "../../../platform/db/tables/inspections";
import { identityChecks, type IdentityResult } from "./checks";
import { lookupValues, type Numbers, type Shared, sharedNumbers } from "./shared";

const c = schema.companies;
const i = schema.inspections;

/** A company's database: a user's own companies, or an organization's directory. */
export type IdentityScope = { userId: string } | { organizationId: string };

const inScope = (scope: IdentityScope): SQL => ("userId" in scope ? eq(c.userId, scope.userId) : eq(c.organizationId, scope.organizationId));
const numbers = { id: c.id, name: c.name, gstin: c.gstin, pan: c.pan };
// D1 binds at most 100 parameters a statement: the scope's one and 45 values of each kind.
const CHUNK = 45;

/** The companies of the scope holding any of these companies' GSTINs or PANs. */
async function holders(db: Db, scope: IdentityScope, companies: Numbers[]): Promise<Numbers[]> {
  const gstins = lookupValues(companies, "gstin");
  const pans = lookupValues(companies, "pan");
  const found: Numbers[] = [];
  for (let n = 0; n < Math.max(gstins.length, pans.length); n += CHUNK) {
    const g = gstins.slice(n, n + CHUNK);
    const p = pans.slice(n, n + CHUNK);
    const match = or(g.length ? inArray(c.gstin, g) : undefined, p.length ? inArray(c.pan, p) : undefined)!;
    found.push(
      ...(await db
        .select(numbers)
        .from(c)
        .where(and(inScope(scope), match))),
    );
  }
  return found;
}

/** Where the user last inspected each company: the geocoded address, else the location's name. */
export async function inspectedPlaces(db: Db, userId: string, companyIds: string[] | "all"): Promise<Map<string, string>> {
  if (companyIds !== "all" && companyIds.length === 0) return new Map();
  const which = companyIds === "all" ? isNotNull(i.companyId) : inArray(i.companyId, companyIds);
  // SQLite takes the bare columns from the row that holds the max().
  const rows = await db
    .select({ companyId: i.companyId, geocoded: i.reverseGeocodedAddress, name: i.locationName, at: sql`max(${i.createdAt})` })
    .from(i)
    .where(and(eq(i.userId, userId), PERSONAL, which))
    .groupBy(i.companyId);
  return new Map(rows.flatMap((r) => (r.companyId && (r.geocoded || r.name) ? [[r.companyId, (r.geocoded || r.name)!]] : [])));
}

type Checked = Numbers & { cin: string | null; address: string; isGlobal?: boolean };

/** Each company's checks from the facts gathered; directory (global) rows belong to no database of the user's. */
export function checkAll<T extends Checked>(rows: T[], shared: Map<string, Shared>, places: Map<string, string>, year = new Date().getFullYear()) {
  return rows.map((row) => ({
    ...row,
    identity: identityChecks(row, { year, inspectedAt: places.get(row.id), sharedWith: row.isGlobal ? undefined : shared.get(row.id) }),
  }));
}

/** What the rules need beside one company's own fields, for its form: shared numbers and where it was last inspected. */
export async function identityContextOf(db: Db, userId: string, company: Numbers) {
  const [pool, places] = await Promise.all([holders(db, { userId }, [company]), inspectedPlaces(db, userId, [company.id])]);
  return { sharedWith: sharedNumbers([company], pool).get(company.id)!, inspectedAt: places.get(company.id) ?? null };
}

/** The page's companies with their identity checks (`userId`: whose inspections say where they were seen). */
export async function withIdentity<T extends Checked>(
  db: Db,
  scope: IdentityScope,
  rows: T[],
  userId?: string,
): Promise<(T & { identity: IdentityResult[] })[]> {
  const own = rows.filter((r) => !r.isGlobal);
  const [pool, places] = await Promise.all([
    own.length ? holders(db, scope, own) : [],
    userId
      ? inspectedPlaces(
          db,
          userId,
          rows.map((r) => r.id),
        )
      : new Map<string, string>(),
  ]);
  return checkAll(rows, sharedNumbers(own, pool), places);
}

/** Every company of the scope, by number (for the warnings filter, which checks them all). */
export const allNumbers = (db: Db, scope: IdentityScope) => db.select(numbers).from(c).where(inScope(scope));

/**
 * One page of the companies with a warning. Whether a company warns is only known by checking it, so
 * this reads the numbers of every company the list's filters match, of every own company (shared
 * numbers) and the user's latest inspection of each: three reads of the user's rows, then the page.
 */
export async function pageWithWarnings(db: Db, userId: string, where: SQL | undefined, order: SQL[], page: number, size: number) {
  const [candidates, pool, places] = await Promise.all([
    db
      .select({ ...numbers, cin: c.cin, address: c.address, isGlobal: c.isGlobal })
      .from(c)
      .where(where)
      .orderBy(...order),
    allNumbers(db, { userId }),
    inspectedPlaces(db, userId, "all"),
  ]);
  const own = candidates.filter((r) => !r.isGlobal);
  const warned = checkAll(candidates, sharedNumbers(own, pool), places).filter((r) => r.identity.some((x) => x.level === "warning"));
  const shown = warned.slice((page - 1) * size, page * size);
  const rows = shown.length
    ? await db
        .select()
        .from(c)
        .where(
          inArray(
            c.id,
            shown.map((r) => r.id),
          ),
        )
    : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  const companies = shown.flatMap((r) => (byId.has(r.id) ? [{ ...byId.get(r.id)!, identity: r.identity }] : []));
  return { companies, total: warned.length };
}
