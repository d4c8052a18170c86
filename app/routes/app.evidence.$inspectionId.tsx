import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { parseLinkDays, REPORT_LINK_DAYS } from "../lib/evidence/links";
import { verifyInspection } from "../lib/evidence/verify.server";
import { createVerifyLink, linkView, listVerifyLinks, reportVerifyLink, revokeVerifyLink } from "../lib/evidence/verify-links.server";
import { getInspection } from "../lib/history.server";
import { requireUser } from "../lib/session.server";

// The owner's view of an inspection's evidence: the seal check and the verify links.
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const user = await requireUser(context, request);
  const id = params.inspectionId ?? "";
  if (!(await getInspection(context.db, user.id, id))) throw json({ message: "Inspection not found" }, { status: 404 });
  const origin = new URL(request.url).origin;
  const [verification, links] = await Promise.all([verifyInspection(context.cloudflare.env, context.db, id), listVerifyLinks(context.db, user.id, id)]);
  return json({ verification, links: links.map((l) => linkView(origin, l)) }, { headers: { "Cache-Control": "no-store" } });
}

// intent=create (days 1|7|30), intent=revoke (link), intent=report (the link a PDF prints: see reportVerifyLink).
export async function action({ request, context, params }: ActionFunctionArgs) {
  const user = await requireUser(context, request);
  const id = params.inspectionId ?? "";
  const form = await request.formData();
  const origin = new URL(request.url).origin;
  const intent = form.get("intent");
  // Answers carry the inspection's links, so the dialog updates without checking every photo again.
  const links = async () => (await listVerifyLinks(context.db, user.id, id)).map((l) => linkView(origin, l));
  if (intent === "revoke") {
    const revoked = await revokeVerifyLink(context.db, user.id, String(form.get("link") ?? ""));
    return json({ ok: revoked, message: revoked ? "Verify link revoked" : "Link not found", links: revoked ? await links() : undefined }, { status: revoked ? 200 : 404 });
  }
  if (intent === "report") {
    const printed = await reportVerifyLink(context.db, user.id, id, REPORT_LINK_DAYS);
    if (printed === "not-found") return json({ ok: false, message: "Inspection not found" }, { status: 404 });
    if (printed === "unsealed") return json({ ok: false, message: "This inspection has no seal, so there is nothing to verify" }, { status: 409 });
    return json({ ok: true, link: printed.link && linkView(origin, printed.link), created: printed.created, links: await links() });
  }
  if (intent === "create") {
    const days = parseLinkDays(form.get("days"));
    if (!days) return json({ ok: false, message: "Choose how long the link stays valid: 1, 7 or 30 days" }, { status: 400 });
    const link = await createVerifyLink(context.db, user.id, id, days);
    if (link === "not-found") return json({ ok: false, message: "Inspection not found" }, { status: 404 });
    if (link === "unsealed") return json({ ok: false, message: "This inspection has no seal, so there is nothing to verify" }, { status: 409 });
    return json({ ok: true, message: "Verify link created", link: linkView(origin, link), links: await links() });
  }
  return json({ ok: false, message: "Unknown action" }, { status: 400 });
}
