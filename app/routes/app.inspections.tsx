import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import * as v from "valibot";
import { InspectionPayloadSchema } from "../lib/inspections/payload";
import { wellFormed } from "../lib/validation/well-formed";
import { saveInspection, SaveRefused } from "../lib/inspections.server";
import { requireUser } from "../lib/session.server";

// POST JSON: save an inspection (see InspectionPayloadSchema). 201 when stored now, 200 when the
// same id was stored before (a retried or replayed submit).
export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(context, request);
  const parsed = v.safeParse(InspectionPayloadSchema, wellFormed(await request.json().catch(() => null)));
  if (!parsed.success) return json({ error: parsed.issues[0].message }, { status: 400 });
  try {
    const saved = await saveInspection(context.cloudflare.env, context.db, user, parsed.output);
    return json(saved, { status: saved.created ? 201 : 200 });
  } catch (error) {
    if (error instanceof SaveRefused) return json({ error: error.message }, { status: error.status });
    throw error;
  }
}
