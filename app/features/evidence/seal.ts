// An inspection's seal: one signed statement over the stored record and the chain of its photos'
// receipts, made as the inspection is saved. Fields a verify page shows are sealed as they are;
// the others (notes, e-mail, ids, tax numbers) only as salted digests, so the signed text can be
// handed to anyone without giving them away. The salt (seal_nonce) stays on the server.
import * as v from "valibot";
import { canonicalJson } from "../../platform/canonical-json";
import type { Inspection as InspectionRow } from "../../platform/db/schema";

export const PUBLIC_FIELDS = [
  "id",
  "companyName",
  "companyAddress",
  "inspectorName",
  "organization",
  "timestamp",
  "date",
  "time",
  "latitude",
  "longitude",
  "locationName",
  "insuranceAdequacy",
  "activityLevel",
  "signboards",
  "propertyValuation",
  "inventoryLevel",
  "marketEnquiry",
  "overallPosition",
  "photoCount",
  "source",
  "status",
  "siteCheck",
  "createdAt",
] as const satisfies readonly (keyof InspectionRow)[];
export const HIDDEN_FIELDS = [
  "userId",
  "userEmail",
  "companyId",
  "companyCin",
  "companyGstin",
  "visitId",
  "locationAccuracy",
  "reverseGeocodedAddress",
  "notes",
  "additionalData",
  "isUploaded",
] as const satisfies readonly (keyof InspectionRow)[];

/**
 * A case's checklist answers, sealed in public (the verify page shows them) as the record's `checklist`:
 * the checklist, the version answered, its definition's hash and the answers. A record without a checklist
 * has no such field, so every seal made before checklists reads exactly as it did.
 */
export interface SealedChecklist {
  checklistId: string;
  version: number;
  definitionHash: string;
  answers: Record<string, unknown>;
}
/** As read back from a stored row, where an altered column may be null. */
type StoredChecklist = { [K in keyof SealedChecklist]: SealedChecklist[K] | null };
const CHECKLIST = "checklist";

/** The checklist part of a record, built the same way when sealing and when checking: null when it answered none. */
export function sealedChecklist(
  row: { checklistId?: string | null; checklistVersion?: number | null; checklistAnswers?: Record<string, unknown> | null },
  definitionHash: string | null,
): StoredChecklist | null {
  if (!row.checklistId) return null;
  return { checklistId: row.checklistId, version: row.checklistVersion ?? null, definitionHash, answers: row.checklistAnswers ?? null };
}

/** Every column of the record except the seal itself and updatedAt (a sealed record is never updated); a checklist's answers are sealed besides. */
export const SEALED_FIELDS = [...PUBLIC_FIELDS, ...HIDDEN_FIELDS];
export type SealedField = (typeof SEALED_FIELDS)[number];
type SealInput = Partial<Record<SealedField, unknown>>;

const SealChainEntrySchema = v.object({
  seq: v.nullable(v.number()),
  photoId: v.string(),
  receiptHash: v.nullable(v.string()),
  /** Part of the saved inspection (false: uploaded for it, then left out or discarded). */
  kept: v.boolean(),
  position: v.nullable(v.number()),
  distanceM: v.nullable(v.number()),
  /** The stored bytes' SHA-256 of a kept photo, signed here whether or not it has a receipt. */
  sha256: v.nullable(v.string()),
});

export const SealBodySchema = v.object({
  type: v.literal("siteproof.inspection-seal"),
  v: v.literal(1),
  kid: v.string(),
  inspectionId: v.string(),
  userId: v.string(),
  sealedAt: v.string(),
  record: v.record(v.string(), v.unknown()),
  hidden: v.record(v.string(), v.string()),
  chain: v.array(SealChainEntrySchema),
});
export type SealBody = v.InferOutput<typeof SealBodySchema>;

const normal = (value: unknown): unknown => (value === undefined ? null : JSON.parse(canonicalJson(value)));

export function publicRecord(row: SealInput, checklist: StoredChecklist | null = null): Record<string, unknown> {
  const record = Object.fromEntries(PUBLIC_FIELDS.map((f) => [f, normal(row[f])]));
  return checklist ? { ...record, [CHECKLIST]: normal(checklist) } : record;
}

async function digest(nonce: string, field: string, value: unknown): Promise<string> {
  const bytes = new TextEncoder().encode(`${nonce}\n${field}\n${canonicalJson(normal(value))}`);
  return Array.from(new Uint8Array(await crypto.subtle.digest("SHA-256", bytes)), (b) => b.toString(16).padStart(2, "0")).join("");
}

export async function hiddenDigests(nonce: string, row: SealInput): Promise<Record<string, string>> {
  return Object.fromEntries(await Promise.all(HIDDEN_FIELDS.map(async (f) => [f, await digest(nonce, f, row[f])] as const)));
}

/** The sealed fields whose stored value no longer matches the seal (`checklist`: the stored checklist answers, or null for none). */
export async function changedFields(
  seal: SealBody,
  row: SealInput,
  nonce: string | null,
  checklist: StoredChecklist | null = null,
): Promise<(SealedField | typeof CHECKLIST)[]> {
  const current = publicRecord(row, checklist);
  const changed: (SealedField | typeof CHECKLIST)[] = PUBLIC_FIELDS.filter((f) => canonicalJson(seal.record[f]) !== canonicalJson(current[f]));
  // canonicalJson reads an absent field as null: a seal without a checklist matches a record without one.
  if (canonicalJson(seal.record[CHECKLIST]) !== canonicalJson(current[CHECKLIST])) changed.push(CHECKLIST);
  const hidden = nonce === null ? null : await hiddenDigests(nonce, row);
  return [...changed, ...HIDDEN_FIELDS.filter((f) => hidden?.[f] !== seal.hidden[f])];
}

export const sealText = (body: SealBody) => canonicalJson(body);

/** The seal's body if its text is one; anything else is unreadable. */
export function readSeal(text: string): SealBody | null {
  try {
    const parsed = v.safeParse(SealBodySchema, JSON.parse(text));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}
