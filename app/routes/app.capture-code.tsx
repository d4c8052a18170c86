import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import * as v from "valibot";
import { requireUser } from "../features/account/session.server";
import { captureCodeFor, captureCodeToken } from "../features/signals/capture-code";
import { assertInspectionOpen } from "../features/capture/open-inspection.server";
import { done, handled, readForm } from "../platform/request.server";
import { warmCountryLookup } from "../features/signals/network.server";

const Input = v.object({ inspectionId: v.pipe(v.string("An inspection id is required"), v.uuid("An inspection id must be a UUID")) });

// The camera started online: a capture code for this user and inspection, issued now.
export const action = handled(async ({ request, context }: ActionFunctionArgs) => {
  const user = await requireUser(context, request, { resource: true });
  const { inspectionId } = await readForm(request, Input);
  // A code for an inspection already saved, or begun by someone else, would vouch for nothing.
  await assertInspectionOpen(context.db, user.id, inspectionId);
  // The camera is about to take photos: their receipts will need the GPS position's country.
  context.cloudflare.ctx.waitUntil(warmCountryLookup());
  const issuedAtMs = Date.now();
  const code = await captureCodeFor(context.cloudflare.env.SESSION_SECRET, user.id, inspectionId, issuedAtMs);
  return done({ code, issuedAt: new Date(issuedAtMs).toISOString(), token: captureCodeToken(code, issuedAtMs) }, { headers: { "Cache-Control": "no-store" } });
});
