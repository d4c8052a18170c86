import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { logActivity } from "../lib/admin.server";
import { usersCsv } from "../lib/admin-rules";
import { schema } from "../lib/db.server";
import { requireAdmin } from "../lib/session.server";

// Export User Data: every account as CSV (no password data).
export async function loader({ request, context }: LoaderFunctionArgs) {
  const admin = await requireAdmin(context, request);
  const u = schema.users;
  const rows = await context.db
    .select({ id: u.id, email: u.email, firstName: u.firstName, lastName: u.lastName, organization: u.organization, phoneNumber: u.phoneNumber, accountType: u.accountType, role: u.role, isActive: u.isActive, createdAt: u.createdAt, lastLoginAt: u.lastLoginAt })
    .from(u)
    .orderBy(u.createdAt);
  await logActivity(context.db, admin, "export_users", `Exported ${rows.length} users`);
  return new Response(usersCsv(rows), {
    headers: { "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": `attachment; filename="SiteProof_Users_${new Date().toISOString().slice(0, 10)}.csv"`, "Cache-Control": "no-store" },
  });
}
