// POST /api/v1/cases/{id}/cancel: the cases feature's cancel (case-cancel.server.ts) called for a key, with
// "api (<key's name>)" as the history's actor; answers the case as it now is.
import type { Db } from "../../platform/db/db.server";
import { cancelCase } from "../cases/case-cancel.server";
import type { ApiCaller } from "./api-auth.server";
import { apiMember } from "./api-case-create.server";
import { apiCase, type CaseJson } from "./api-cases.server";

export async function cancelApiCase(db: Db, env: Env, caller: ApiCaller, caseId: string, reason: string): Promise<CaseJson> {
  await cancelCase(env, db, await apiMember(db, caller), caseId, reason);
  return apiCase(db, caller, caseId);
}
