import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { buildBackup } from "../features/backup/backup.server";
import { requireUser } from "../features/account/session.server";

// The backup file (spec 2 §3) as a download named with the date.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(context, request, { resource: true });
  const backup = await buildBackup(context.db, user);
  return new Response(JSON.stringify(backup, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="SiteProof_Backup_${backup.exportDate.slice(0, 10)}.json"`,
      "Cache-Control": "no-store",
    },
  });
}
