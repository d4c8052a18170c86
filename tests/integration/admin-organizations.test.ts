import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { adminSession, get, signUp, userByEmail } from "./helpers";

async function organizationWithCases(code: string, ownerId: string, cases: { status: string }[]) {
  const orgId = `org-${code}`;
  const stmts = [
    env.DB.prepare("INSERT INTO organizations (id, code, name, created_by) VALUES (?, ?, ?, ?)").bind(orgId, code, `Org ${code}`, ownerId),
    env.DB.prepare("INSERT INTO memberships (organization_id, user_id, role) VALUES (?, ?, 'owner')").bind(orgId, ownerId),
    ...cases.map((c, n) =>
      env.DB.prepare(
        "INSERT INTO cases (id, organization_id, reference, company_name, site_address, verification_type, due_at, status, instructions) VALUES (?, ?, ?, 'Secret Traders', 'Secret Road', 'office', '2026-12-01T10:00:00.000Z', ?, 'confidential instructions')",
      ).bind(`${orgId}-case-${n}`, orgId, `REF-${n}`, c.status),
    ),
  ];
  await env.DB.batch(stmts);
}

describe("the admin's Organizations tab", () => {
  it("counts organizations, members and cases and lists organizations without their cases", async () => {
    const owner = await signUp();
    const ownerId = String((await userByEmail(owner.email))!.id);
    await organizationWithCases("acme-lending", ownerId, [{ status: "assigned" }, { status: "submitted" }, { status: "unassigned" }]);
    const res = await get("/app/admin/organizations?_data=routes/app.admin.organizations", await adminSession());
    expect(res.status).toBe(200);
    const text = await res.text();
    const body = JSON.parse(text);
    expect(body.organizations).toBeGreaterThanOrEqual(1);
    expect(body.cases).toBeGreaterThanOrEqual(3);
    const row = body.newest.find((r: { code: string }) => r.code === "acme-lending");
    expect(row).toMatchObject({ name: "Org acme-lending", members: 1, cases: 3, openCases: 2 });
    // The admin reads counts, never a case's contents.
    expect(text).not.toContain("Secret Traders");
    expect(text).not.toContain("confidential instructions");
  });

  it("is refused to a signed-in non-admin", async () => {
    const user = await signUp();
    const res = await get("/app/admin/organizations?_data=routes/app.admin.organizations", user.cookie);
    expect(res.status).toBe(403);
  });
});
