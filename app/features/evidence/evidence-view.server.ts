// The owner's evidence of one inspection, as the Evidence dialog and the history's evidence page show it.
import type { Db } from "../../platform/db/db.server";
import { inspectionIdentity } from "../companies/identity/checks";
import { caseChain, checkedCaseReview } from "./case-review.server";
import { readableInspection } from "./inspection-access.server";
import { verifyInspection } from "./verify.server";
import { sealedAnswers } from "../checklists/sealed-answers.server";
import { linkView, listVerifyLinks } from "./verify-links.server";

/** The seal check, the verify links and the case's dispositions of `id`, or null when it is not this user's. */
export async function ownEvidence(env: Env, db: Db, userId: string, id: string, origin: string) {
  const row = await readableInspection(db, userId, id);
  if (!row) return null;
  const [verification, links, chain, checklist] = await Promise.all([
    verifyInspection(env, db, id),
    listVerifyLinks(db, userId, id),
    caseChain(db, row.caseId),
    sealedAnswers(db, row),
  ]);
  return {
    inspection: { id, companyName: row.companyName, siteCheck: row.siteCheck },
    verification,
    links: links.map((l) => linkView(origin, l)),
    review: await checkedCaseReview(env, chain, row.seal === null ? {} : { [id]: row.seal }),
    identity: inspectionIdentity(row, new Date().getFullYear()),
    checklist,
  };
}

/**
 * A form the browser posted itself (the page had not hydrated): it expects a page, not the JSON a
 * script's post gets. Remix's and the app's own fetches ask for neither a navigation nor HTML.
 */
export const isNativePost = (request: Request) =>
  request.headers.get("Sec-Fetch-Mode") === "navigate" || (request.headers.get("Accept") ?? "").includes("text/html");
