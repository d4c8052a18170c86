// GET /api/v1/cases/{id}/result: what the lender needs to check a case's outcome with the published keys
// alone: each visit's sealed inspection (seal text, signature, key id) and each disposition's signed body.
import { and, eq } from "drizzle-orm";
import { type Db, schema } from "../../platform/db/db.server";
import { caseChain } from "../evidence/case-review.server";
import type { ApiCaller } from "./api-auth.server";
import { apiCase } from "./api-cases.server";

export async function apiCaseResult(db: Db, caller: ApiCaller, id: string) {
  // apiCase refuses another organization's case (404) before anything else is read.
  const found = await apiCase(db, caller, id);
  const i = schema.inspections;
  const inspections = await db
    .select({
      id: i.id,
      timestamp: i.timestamp,
      latitude: i.latitude,
      longitude: i.longitude,
      accuracy: i.locationAccuracy,
      place: i.locationName,
      seal: i.seal,
      sealSignature: i.sealSignature,
      sealKeyId: i.sealKeyId,
    })
    .from(i)
    .where(and(eq(i.caseId, found.id), eq(i.organizationId, caller.organizationId)))
    .orderBy(i.timestamp);
  const chain = await caseChain(db, found.id);
  return {
    case_id: found.id,
    reference: found.reference,
    status: found.status,
    inspections: inspections.map((x) => ({
      id: x.id,
      captured_at: x.timestamp,
      location: { latitude: x.latitude, longitude: x.longitude, accuracy_m: x.accuracy, name: x.place },
      seal: x.seal && { text: x.seal, signature: x.sealSignature, key_id: x.sealKeyId },
    })),
    dispositions: (chain?.dispositions ?? []).map((d) => ({ id: d.id, body: d.text, signature: d.signature, key_id: d.keyId })),
  };
}
