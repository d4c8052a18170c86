import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { requireUser } from "../features/account/session.server";
import { serverBackupObject } from "../features/backup/server-backups.server";
import { handledLoader } from "../platform/request.server";

// One of the user's automatic backups, streamed from R2 as a download named with its day.
export const loader = handledLoader(async ({ request, context, params }: LoaderFunctionArgs) => {
  const user = await requireUser(context, request, { resource: true });
  const day = params.day ?? "";
  const object = await serverBackupObject(context.cloudflare.env, user.id, day);
  return new Response(object.body, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Length": String(object.size),
      "Content-Disposition": `attachment; filename="SiteProof_Backup_${day}.json"`,
      "Cache-Control": "no-store",
    },
  });
});
