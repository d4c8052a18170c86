import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { VersionQuery } from "../features/checklists/checklist-forms";
import { CHECKLIST_MESSAGES, definitionText, exportFileName } from "../features/checklists/checklist-text";
import { exportDefinition } from "../features/checklists/checklists.server";
import { requireMember } from "../features/organizations/membership.server";
import { handledLoader, idParam, readQuery } from "../platform/request.server";

// A checklist's definition as a JSON download: ?version=N, else the latest published version (else the draft).
export const loader = handledLoader(async ({ request, context, params }: LoaderFunctionArgs) => {
  const { org } = await requireMember(context, request, params.code, "manage checklists", { resource: true });
  const checklistId = idParam(params, "checklistId", CHECKLIST_MESSAGES.notFound);
  const { version } = readQuery(request, VersionQuery);
  const found = await exportDefinition(context.db, org.id, checklistId, version ?? null);
  return new Response(definitionText(found.definition), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="${exportFileName(found.title, found.version)}"`,
      "Cache-Control": "no-store",
    },
  });
});
