// A photo receipt: what the server vouches for when it accepts a photo. The signed text is the
// canonical JSON of the body; `prev` is the hash of the previous receipt of the same inspection,
// so receipts form a chain that cannot be reordered or cut without notice.
// Version 2 adds the photo's signals (app/features/signals): fingerprint and matches, the sender's
// network, the capture code. They are optional, so a version 1 receipt still reads and verifies.
import { canonicalJson } from "../../platform/canonical-json";
import type { ReceiptSignals } from "../signals/receipt-signals";

export interface ReceiptBody extends Partial<ReceiptSignals> {
  type: "siteproof.photo-receipt";
  v: 1 | 2;
  kid: string;
  photoId: string;
  sha256: string;
  size: number;
  /** The thumbnail the server made, which the verify page shows. */
  thumbSha256: string | null;
  serverTime: string;
  captureTime: string;
  /** Server time minus the phone's capture time, in milliseconds (upload delay plus clock error). */
  clockDifferenceMs: number;
  latitude: number | null;
  longitude: number | null;
  accuracy: number | null;
  userId: string;
  inspectionId: string;
  seq: number;
  prev: string | null;
}

export type ReceiptFacts = Omit<ReceiptBody, "type" | "v" | "clockDifferenceMs" | keyof ReceiptSignals>;

export function receiptBody(facts: ReceiptFacts, signals?: ReceiptSignals): ReceiptBody {
  const clockDifferenceMs = Date.parse(facts.serverTime) - Date.parse(facts.captureTime);
  if (!signals) return { type: "siteproof.photo-receipt", v: 1, ...facts, clockDifferenceMs };
  return { type: "siteproof.photo-receipt", v: 2, ...facts, clockDifferenceMs, ...signals };
}

export const receiptText = (body: ReceiptBody) => canonicalJson(body);

/** The first 12 hex digits of a SHA-256, as printed under each photo. */
export const shortHash = (sha256: string) => sha256.slice(0, 12);
