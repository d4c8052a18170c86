// The inspector's companies: own rows (user_id) plus the read-only global directory (is_global).
// Every query filters by the session's user id; another user's company is simply not found.
import { and, asc, desc, eq, or, sql, type SQL } from "drizzle-orm";
import { type Db, schema } from "../../platform/db/db.server";
import type { CompanyInput } from "./company-form";
import { COMPANY_PAGE_SIZE, type CompanyQuery } from "./query";
import { newId } from "../../platform/ids";
import { stateFromAddress } from "../../platform/states";
import { identityContextOf, pageWithWarnings, withIdentity } from "./identity/identity.server";
import { invariantResponse } from "../../platform/request.server";
import { SITE_MESSAGES } from "./site-form";
import type { Company } from "../../platform/db/schema";
export type { Company };

const c = schema.companies;

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (m) => `\\${m}`);
}

function visibleTo(userId: string, includeDirectory: boolean): SQL {
  return includeDirectory ? or(eq(c.userId, userId), eq(c.isGlobal, true))! : eq(c.userId, userId);
}

export async function listCompanies(db: Db, userId: string, query: CompanyQuery) {
  const conditions: SQL[] = [visibleTo(userId, query.directory)];
  if (query.q) {
    const like = `%${escapeLike(query.q)}%`;
    conditions.push(
      sql`(${c.name} LIKE ${like} ESCAPE '\\' OR ${c.cin} LIKE ${like} ESCAPE '\\' OR ${c.gstin} LIKE ${like} ESCAPE '\\' OR ${c.address} LIKE ${like} ESCAPE '\\' OR ${c.contactPerson} LIKE ${like} ESCAPE '\\')`,
    );
  }
  if (query.state) conditions.push(eq(c.state, query.state));
  const where = and(...conditions);
  const direction = query.dir === "asc" ? asc : desc;
  const order = query.sort === "date" ? [direction(c.createdAt), direction(c.id)] : [direction(sql`${c.name} COLLATE NOCASE`), direction(c.id)];
  const pages = (total: number) => Math.max(1, Math.ceil(total / COMPANY_PAGE_SIZE));
  if (query.warnings) {
    const warned = await pageWithWarnings(db, userId, where, order, query.page, COMPANY_PAGE_SIZE);
    return { ...warned, pageCount: pages(warned.total) };
  }

  const [[{ total }], rows] = await db.batch([
    db
      .select({ total: sql<number>`count(*)` })
      .from(c)
      .where(where),
    db
      .select()
      .from(c)
      .where(where)
      .orderBy(...order)
      .limit(COMPANY_PAGE_SIZE)
      .offset((query.page - 1) * COMPANY_PAGE_SIZE),
  ]);
  return { companies: await withIdentity(db, { userId }, rows, userId), total, pageCount: pages(total) };
}

/** One company the user may see: their own, or a directory entry. */
export async function getCompany(db: Db, userId: string, id: string): Promise<Company | undefined> {
  return db
    .select()
    .from(c)
    .where(and(eq(c.id, id), visibleTo(userId, true)))
    .get();
}

/** One of the user's own companies, for its form pages: a directory entry or another user's id is the same 404. */
export async function ownCompany(db: Db, userId: string, id: string): Promise<Company> {
  const company = await getCompany(db, userId, id);
  invariantResponse(company && !company.isGlobal, SITE_MESSAGES.companyNotFound);
  return company;
}

/** The edit form's: the company and what its identity checks need beside its fields. */
export async function companyToEdit(db: Db, userId: string, id: string) {
  const company = await ownCompany(db, userId, id);
  return { company, identity: await identityContextOf(db, userId, company) };
}

/** A company's columns from the form's fields (own companies and an organization's directory alike). */
export function companyColumns(input: Pick<CompanyInput, "name" | "address"> & Partial<CompanyInput>) {
  return {
    name: input.name,
    cin: input.cin ?? null,
    gstin: input.gstin ?? null,
    pan: input.pan ?? null,
    address: input.address,
    state: stateFromAddress(input.address),
    phoneNumber: input.phoneNumber ?? null,
    email: input.email ?? null,
    website: input.website ?? null,
    contactPerson: input.contactPerson ?? null,
    notes: input.notes ?? null,
  };
}

function insertValues(userId: string, input: CompanyInput) {
  return { id: newId(), userId, isGlobal: false, ...companyColumns(input) };
}

export async function createCompany(db: Db, userId: string, input: CompanyInput): Promise<Company> {
  return (await db.insert(c).values(insertValues(userId, input)).returning().get())!;
}

/** Updates an own company; directory entries and other users' rows are not found (undefined). */
export async function updateCompany(db: Db, userId: string, id: string, input: CompanyInput): Promise<Company | undefined> {
  return db
    .update(c)
    .set({ ...companyColumns(input), updatedAt: new Date().toISOString() })
    .where(and(eq(c.id, id), eq(c.userId, userId)))
    .returning()
    .get();
}

export async function deleteCompany(db: Db, userId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(c)
    .where(and(eq(c.id, id), eq(c.userId, userId)))
    .returning({ id: c.id });
  return deleted.length === 1;
}

/** A key that says two companies are the same: the CIN when there is one, else the name. */
export function duplicateKey(company: { name: string; cin?: string | null }): string {
  return company.cin ? `cin:${company.cin.toUpperCase()}` : `name:${company.name.trim().toLowerCase()}`;
}

/** The duplicate keys among the user's own companies that match any of the given ones. */
export async function existingDuplicateKeys(db: Db, userId: string, companies: CompanyInput[]): Promise<Set<string>> {
  const found = new Set<string>();
  const cins = [...new Set(companies.flatMap((x) => (x.cin ? [x.cin] : [])))];
  const names = [...new Set(companies.filter((x) => !x.cin).map((x) => x.name.trim().toLowerCase()))];
  // D1 allows 100 bound parameters per statement.
  for (let i = 0; i < cins.length; i += 90) {
    const rows = await db
      .select({ cin: c.cin })
      .from(c)
      .where(and(eq(c.userId, userId), sql`${c.cin} IN ${cins.slice(i, i + 90)}`));
    for (const r of rows) found.add(`cin:${r.cin}`);
  }
  for (let i = 0; i < names.length; i += 90) {
    const rows = await db
      .select({ name: c.name })
      .from(c)
      .where(and(eq(c.userId, userId), sql`lower(${c.name}) IN ${names.slice(i, i + 90)}`, sql`${c.cin} IS NULL`));
    for (const r of rows) found.add(`name:${r.name.trim().toLowerCase()}`);
  }
  return found;
}

/** Writes all the companies in one D1 batch: all of them or none. */
export async function importCompanies(db: Db, userId: string, companies: CompanyInput[]): Promise<number> {
  if (companies.length === 0) return 0;
  const [first, ...rest] = companies.map((x) => db.insert(c).values(insertValues(userId, x)));
  await db.batch([first, ...rest]);
  return companies.length;
}

/** The companies a visit can be for, by name (own and directory): the visit form's list before its picker can run. */
export async function companyChoices(db: Db, userId: string, limit = 300): Promise<{ id: string; name: string }[]> {
  return db
    .select({ id: c.id, name: c.name })
    .from(c)
    .where(visibleTo(userId, true))
    .orderBy(asc(sql`${c.name} COLLATE NOCASE`), asc(c.id))
    .limit(limit);
}
