import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { evidenceArchive } from "../features/evidence-export/evidence-export.server";
import { requireMember } from "../features/organizations/membership.server";
import { handledLoader, invariantResponse, querySchema, readQuery } from "../platform/request.server";

const PART_NOT_FOUND = "There is no such part of the export.";
const PartQuery = querySchema(["part"], (params) => {
  const part = params.get("part") ?? "";
  return { part: /^[1-9]\d{0,5}$/.test(part) ? Number(part) : null };
});

// One part of the organization's inspections as a ZIP (?part=<n>): its table, reports, signed evidence and photos.
export const loader = handledLoader(async ({ request, context, params }: LoaderFunctionArgs) => {
  const { org } = await requireMember(context, request, params.code, "export evidence", { resource: true });
  const { part } = readQuery(request, PartQuery);
  invariantResponse(part, PART_NOT_FOUND);
  const { env } = context.cloudflare;
  const res = await evidenceArchive(env, context.db, org, part, new URL(env.APP_URL || request.url).origin);
  invariantResponse(res, PART_NOT_FOUND);
  return res;
});
