// Organizations, memberships, directory companies and cases written straight to D1 for the
// allocation tests (the organization and case screens are tested by their own files).
import { env } from "cloudflare:test";
import { getDb, schema } from "../../app/platform/db/db.server";
import type { OrgRole } from "../../app/platform/db/schema";
import { userByEmail } from "./helpers";

const db = () => getDb(env.DB);
let n = 0;

export async function newOrg(name = "Lender Verifications") {
  const id = crypto.randomUUID();
  const code = `org${Date.now().toString(36)}${++n}`;
  await db().insert(schema.organizations).values({ id, code, name });
  const company = crypto.randomUUID();
  await db()
    .insert(schema.companies)
    .values({ id: company, userId: null, isGlobal: false, organizationId: id, name: "Shree Ganesh Traders", address: "Shop 12, FC Road, Pune" });
  return { id, code, companyId: company };
}

export async function join(orgId: string, email: string, role: OrgRole, position?: { latitude: number; longitude: number }) {
  const userId = String((await userByEmail(email))!.id);
  await db()
    .insert(schema.memberships)
    .values({ organizationId: orgId, userId, role, lastLatitude: position?.latitude ?? null, lastLongitude: position?.longitude ?? null });
  return userId;
}

export async function newCase(org: { id: string; companyId: string }, o: Partial<typeof schema.cases.$inferInsert> = {}) {
  const id = crypto.randomUUID();
  await db()
    .insert(schema.cases)
    .values({
      id,
      organizationId: org.id,
      reference: `REF-${++n}-${id.slice(0, 6)}`,
      companyId: org.companyId,
      companyName: "Shree Ganesh Traders",
      siteAddress: "Shop 12, FC Road, Pune",
      siteLatitude: 18.5204,
      siteLongitude: 73.8567,
      verificationType: "business_premises",
      dueAt: new Date(Date.now() + 2 * 86_400_000).toISOString(),
      status: o.assigneeId ? "assigned" : "unassigned",
      ...o,
    });
  return id;
}

export const caseRow = (id: string) => env.DB.prepare("SELECT * FROM cases WHERE id = ?").bind(id).first<Record<string, unknown>>();
export const eventsOf = (id: string) =>
  env.DB.prepare("SELECT kind, detail, actor_id FROM case_events WHERE case_id = ? ORDER BY created_at, rowid")
    .bind(id)
    .all<Record<string, unknown>>()
    .then((r) => r.results);
