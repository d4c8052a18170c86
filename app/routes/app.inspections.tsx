import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { saveInspection } from "../features/capture/inspections.server";
import { InspectionPayloadSchema, MAX_SAVE_BYTES } from "../platform/inspection-payload";
import { done, handled, readJson } from "../platform/request.server";
import { requireUser } from "../features/account/session.server";

// POST JSON: save an inspection (see InspectionPayloadSchema). 201 when stored now, 200 when the
// same id was stored before (a retried or replayed submit).
export const action = handled(async ({ request, context }: ActionFunctionArgs) => {
  const user = await requireUser(context, request, { resource: true });
  const payload = await readJson(request, InspectionPayloadSchema, { maxBytes: MAX_SAVE_BYTES });
  const saved = await saveInspection(context.cloudflare.env, context.db, user, payload);
  return done(saved, { status: saved.created ? 201 : 200 });
});
