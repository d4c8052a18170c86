import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { usersForExport } from "../features/admin/admin.server";
import { logActivity } from "../platform/admin-log.server";
import { usersCsv } from "../features/admin/admin-rules";
import { requireAdmin } from "../features/account/session.server";
import { handledLoader } from "../platform/request.server";

// Export User Data: every account as CSV (no password data).
export const loader = handledLoader(async ({ request, context }: LoaderFunctionArgs) => {
  const admin = await requireAdmin(context, request, { resource: true });
  const rows = await usersForExport(context.db);
  await logActivity(context.db, admin, "export_users", `Exported ${rows.length} users`);
  return new Response(usersCsv(rows), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="SiteProof_Users_${new Date().toISOString().slice(0, 10)}.csv"`,
      "Cache-Control": "no-store",
    },
  });
});
