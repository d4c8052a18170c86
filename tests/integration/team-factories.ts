// Organizations and memberships for tests, written straight into D1 (the orgs feature builds the pages
// that make them); members are real signed-up accounts, so their cookies work.
import { env } from "cloudflare:test";
import type { OrgRole } from "../../app/platform/db/schema";
import { signUp, uniqueEmail, userByEmail } from "./helpers";

export interface TestMember {
  id: string;
  email: string;
  cookie: string;
  name: string;
}

let n = 0;

export async function member(displayName = "Asha Rao"): Promise<TestMember> {
  const email = uniqueEmail("member");
  const { cookie } = await signUp(email, "secret123", displayName);
  return { id: String((await userByEmail(email))!.id), email, cookie, name: displayName };
}

/** An organization with the given members in their roles; returns its id and code. */
export async function organization(members: [TestMember, OrgRole][]): Promise<{ id: string; code: string }> {
  const id = crypto.randomUUID();
  const code = `org${Date.now().toString(36)}${++n}`;
  await env.DB.batch([
    env.DB.prepare("INSERT INTO organizations (id, code, name) VALUES (?, ?, ?)").bind(id, code, `Org ${n}`),
    ...members.map(([m, role]) => env.DB.prepare("INSERT INTO memberships (organization_id, user_id, role) VALUES (?, ?, ?)").bind(id, m.id, role)),
  ]);
  return { id, code };
}

/** A directory company of the organization. */
export async function directoryCompany(orgId: string, o: { name?: string; address?: string; lat?: number | null; lon?: number | null } = {}) {
  const id = crypto.randomUUID();
  await env.DB.prepare("INSERT INTO companies (id, organization_id, name, address, site_latitude, site_longitude) VALUES (?, ?, ?, ?, ?, ?)")
    .bind(id, orgId, o.name ?? "Deccan Foods", o.address ?? "Plot 4, MIDC, Pune, Maharashtra", o.lat ?? null, o.lon ?? null)
    .run();
  return id;
}

/** `count` cases written straight into D1, due one minute apart from `from`. */
export async function seedCases(orgId: string, count: number, o: { assigneeId?: string | null; from?: number; status?: string } = {}) {
  const from = o.from ?? Date.now() + 86_400_000;
  const ids: string[] = [];
  const stmts = Array.from({ length: count }, (_, i) => {
    const id = crypto.randomUUID();
    ids.push(id);
    return env.DB.prepare(
      "INSERT INTO cases (id, organization_id, reference, company_name, site_address, verification_type, due_at, assignee_id, status) VALUES (?, ?, ?, ?, ?, 'office', ?, ?, ?)",
    ).bind(
      id,
      orgId,
      `SEED-${id}`,
      "Seeded Co",
      "Pune",
      new Date(from + Math.floor(i / 2) * 60_000).toISOString(),
      o.assigneeId ?? null,
      o.status ?? (o.assigneeId ? "assigned" : "unassigned"),
    );
  });
  for (let i = 0; i < stmts.length; i += 200) await env.DB.batch(stmts.slice(i, i + 200));
  return ids;
}
