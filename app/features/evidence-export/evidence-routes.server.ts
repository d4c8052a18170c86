// The owner's export page and its ZIP download (ability "export evidence": owners only).
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { handledLoader, invariantResponse, querySchema, readQuery } from "../../platform/request.server";
import { caseYears, evidenceArchive, evidenceParts } from "./evidence-export.server";
import { requireMember } from "../organizations/membership.server";

const PART_NOT_FOUND = "There is no such part of the export.";
const PartQuery = querySchema(["part"], (params) => {
  const part = params.get("part") ?? "";
  return { part: /^[1-9]\d{0,5}$/.test(part) ? Number(part) : null };
});

export const evidencePageLoader = handledLoader(async ({ request, context, params }: LoaderFunctionArgs) => {
  const { org, user } = await requireMember(context, request, params.code, "export evidence");
  const [years, parts] = await Promise.all([caseYears(context.cloudflare.env, org, user.timeZone), evidenceParts(context.db, org.id)]);
  return json({ code: org.code, name: org.name, years, parts }, { headers: { "Cache-Control": "no-store" } });
});

export const evidenceExportLoader = handledLoader(async ({ request, context, params }: LoaderFunctionArgs) => {
  const { org } = await requireMember(context, request, params.code, "export evidence", { resource: true });
  const { part } = readQuery(request, PartQuery);
  invariantResponse(part, PART_NOT_FOUND);
  const { env } = context.cloudflare;
  const res = await evidenceArchive(env, context.db, org, part, new URL(env.APP_URL || request.url).origin);
  invariantResponse(res, PART_NOT_FOUND);
  return res;
});
