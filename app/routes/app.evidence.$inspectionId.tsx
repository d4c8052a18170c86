import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { json, redirect } from "@remix-run/cloudflare";
import * as v from "valibot";
import { LINK_DAYS, parseLinkDays, REPORT_LINK_DAYS } from "../features/evidence/links";
import { isNativePost, ownEvidence } from "../features/evidence/evidence-view.server";
import { createVerifyLink, linkView, listVerifyLinks, reportVerifyLink, revokeVerifyLink } from "../features/evidence/verify-links.server";
import { caseReviewOf, ownInspectionChain } from "../features/evidence/case-review.server";
import { flashCookie } from "../platform/flash.server";
import { done, handled, handledLoader, idParam, invariantResponse, readForm, Refusal } from "../platform/request.server";
import { requireUser } from "../features/account/session.server";
import { requiredId } from "../platform/validation/fields";

const NOT_FOUND = "Inspection not found";
const UNSEALED = "This inspection has no seal, so there is nothing to verify";
const DAYS = "Choose how long the link stays valid: 1, 7 or 30 days";

// The owner's view of an inspection's evidence: the seal check and the verify links.
export const loader = handledLoader(async ({ request, context, params }: LoaderFunctionArgs) => {
  const user = await requireUser(context, request, { resource: true });
  const id = idParam(params, "inspectionId", NOT_FOUND);
  const evidence = await ownEvidence(context.cloudflare.env, context.db, user.id, id, new URL(request.url).origin);
  invariantResponse(evidence, NOT_FOUND);
  return json(evidence, { headers: { "Cache-Control": "no-store" } });
});

const Action = v.variant("intent", [
  v.object({
    intent: v.literal("create"),
    days: v.pipe(
      v.picklist(LINK_DAYS.map(String), DAYS),
      v.transform((d) => parseLinkDays(d)!),
    ),
  }),
  v.object({ intent: v.literal("revoke"), link: requiredId("Link not found") }),
  v.object({ intent: v.literal("report") }),
]);

// intent=create (days 1|7|30), intent=revoke (link), intent=report (the link a PDF prints, see reportVerifyLink, and the case's dispositions).
const answer = handled(async ({ request, context, params }: ActionFunctionArgs) => {
  const user = await requireUser(context, request, { resource: true });
  const id = idParam(params, "inspectionId", NOT_FOUND);
  const input = await readForm(request, Action);
  const origin = new URL(request.url).origin;
  // Answers carry the inspection's links, so the dialog updates without checking every photo again.
  const links = async () => (await listVerifyLinks(context.db, user.id, id)).map((l) => linkView(origin, l));
  const refuseUnlinkable = (result: "not-found" | "unsealed") => (result === "not-found" ? new Refusal(404, NOT_FOUND) : new Refusal(409, UNSEALED));
  switch (input.intent) {
    case "revoke":
      if (!(await revokeVerifyLink(context.db, user.id, input.link))) throw new Refusal(404, "Link not found");
      return done({ message: "Verify link revoked", links: await links() });
    case "report": {
      const printed = await reportVerifyLink(context.db, user.id, id, REPORT_LINK_DAYS);
      if (printed === "not-found" || printed === "unsealed") throw refuseUnlinkable(printed);
      const review = caseReviewOf(await ownInspectionChain(context.db, user.id, id));
      return done({ link: printed.link && linkView(origin, printed.link), created: printed.created, links: await links(), review });
    }
    case "create": {
      const link = await createVerifyLink(context.db, user.id, id, input.days);
      if (link === "not-found" || link === "unsealed") throw refuseUnlinkable(link);
      return done({ message: "Verify link created", link: linkView(origin, link), links: await links() });
    }
  }
});

// A form the browser posted before the scripts ran (the history's evidence page) goes back to that page,
// the answer shown there; a script's post gets the answer itself.
export const action = async (args: ActionFunctionArgs) => {
  if (!isNativePost(args.request)) return answer(args);
  const id = idParam(args.params, "inspectionId", NOT_FOUND);
  const res = await answer(args);
  const { message } = (await res.clone().json()) as { message?: string };
  const headers: HeadersInit = message ? { "Set-Cookie": flashCookie(message, res.ok ? "success" : "error") } : {};
  return redirect(`/app/history?${new URLSearchParams({ evidence: id })}`, { headers });
};
