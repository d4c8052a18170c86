// An inspection's seal: one signed statement over the stored record and the chain of its photos'
// receipts, made as the inspection is saved. Any later change to a sealed field, a receipt, the
// receipts' order or a photo's bytes no longer matches it (evidence/verify.server.ts says which).
import type { inspections } from "../db/schema";
import { canonicalJson } from "./canonical";

type InspectionRow = typeof inspections.$inferSelect;

/** Every column of the record except the seal itself and updatedAt (a sealed record is never updated). */
export const SEALED_FIELDS = [
  "id", "userId", "userEmail", "inspectorName", "organization", "companyId", "companyName", "companyCin", "companyGstin", "companyAddress", "visitId",
  "timestamp", "date", "time", "latitude", "longitude", "locationAccuracy", "locationName", "reverseGeocodedAddress",
  "insuranceAdequacy", "activityLevel", "signboards", "propertyValuation", "inventoryLevel", "marketEnquiry", "overallPosition",
  "notes", "photoCount", "additionalData", "isUploaded", "source", "status", "siteCheck", "createdAt",
] as const satisfies readonly (keyof InspectionRow)[];

export type SealedField = (typeof SEALED_FIELDS)[number];
export type SealedRecord = Record<SealedField, unknown>;

export interface SealChainEntry {
  seq: number | null;
  photoId: string;
  receiptHash: string | null;
  /** Part of the saved inspection (false: uploaded for it, then left out or discarded). */
  kept: boolean;
  position: number | null;
  distanceM: number | null;
}

export interface SealBody {
  type: "siteproof.inspection-seal";
  v: 1;
  kid: string;
  inspectionId: string;
  userId: string;
  sealedAt: string;
  record: SealedRecord;
  chain: SealChainEntry[];
}

/** The sealed fields of a row, in one normal form (missing values are null; JSON as parsed). */
export function sealedRecord(row: Partial<Record<SealedField, unknown>>): SealedRecord {
  return Object.fromEntries(SEALED_FIELDS.map((f) => [f, normal(row[f])])) as SealedRecord;
}

const normal = (v: unknown): unknown => (v === undefined ? null : JSON.parse(canonicalJson(v)));

/** The sealed fields whose stored value differs from the sealed one. */
export function changedFields(sealed: SealedRecord, current: SealedRecord): SealedField[] {
  return SEALED_FIELDS.filter((f) => canonicalJson(sealed[f]) !== canonicalJson(current[f]));
}

export const sealText = (body: SealBody) => canonicalJson(body);
