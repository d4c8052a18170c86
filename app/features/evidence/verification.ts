// What checking an inspection against its seal reports (verify.server.ts does the checking); the
// history's evidence dialog and the public verify page show it.
import type { IdentityResult } from "../companies/identity/result";
import type { Inspection } from "../../platform/db/schema";
import type { ReceiptBody } from "./receipt";
import type { CaseReview } from "./disposition-view";
import type { SealedAnswers } from "../checklists/sealed-answers.server";

export interface Check {
  label: string;
  ok: boolean;
  detail: string;
}

export interface PhotoEvidence {
  photoId: string;
  label: string;
  kept: boolean;
  position: number | null;
  sha256: string | null;
  receiptHash: string | null;
  /** The receipt's facts, only when its signature and text check out. */
  receipt: ReceiptBody | null;
  distanceM: number | null;
  ok: boolean;
  problems: string[];
}

export interface Verification {
  status: "verified" | "broken" | "unsealed";
  summary: string;
  sealedAt: string | null;
  keyId: string | null;
  checks: Check[];
  photos: PhotoEvidence[];
}

/** What a verify link shows anyone: the inspection's public fields, the checks, and the kept photos. */
export interface PublicEvidence {
  inspection: Pick<
    Inspection,
    | "companyName"
    | "companyAddress"
    | "inspectorName"
    | "organization"
    | "date"
    | "time"
    | "timestamp"
    | "locationName"
    | "latitude"
    | "longitude"
    | "photoCount"
    | "siteCheck"
  > & { assessment: { label: string; value: string }[] };
  verification: Verification;
  /** The case it was captured for and the case's signed dispositions; null for a personal inspection. */
  review: CaseReview | null;
  photos: (PhotoEvidence & { fileName: string })[];
  /** The company's identity checks in the words that reveal no CIN, GSTIN or PAN (publicIdentity). */
  identity: IdentityResult[];
  /** A case's checklist answers as sealed (its photo questions list only the photos shown here); null for the seven questions. */
  checklist: SealedAnswers | null;
}
