// What a photo's signals put on record: the part of its version 2 receipt (evidence/receipt.ts) and
// its photo_signals row, written in one batch with the photo. Types only: the receipt side imports
// them from here, and nothing here imports the receipt side.
import type { Db } from "../../platform/db/db.server";
import type { PhotoSignals } from "../../platform/db/schema";
import type { IssuedCaptureCode } from "./capture-code";
import type { ReceiptMatch } from "./matches";
import type { NetworkPresence } from "./network";

export interface ReceiptSignals {
  /** 64-bit perceptual hash (16 hex digits); null when the picture is too plain to compare. */
  fingerprint: string | null;
  /** Photos of other inspections on record, anywhere in the deployment, that show the same picture. */
  matches: ReceiptMatch[];
  /** What the network said about the sender, and how far that is from the photo's GPS. */
  network?: NetworkPresence | null;
  /** The code the server issued when the camera started; null when taken without one (offline). */
  captureCode?: IssuedCaptureCode | null;
}

type RunnableStatement = Parameters<Db["batch"]>[0][number];

/** The fingerprint look-up's guard (fingerprints.server.ts `lookUpGuard`). */
export interface LookUpGuard {
  /** Fails the photo's insert batch when a like photo was recorded since the look-up. */
  statement: RunnableStatement;
  /** Asked after a failed batch: one row `{ newer: 1 }` when the look-up is out of date. */
  check: PromiseLike<{ newer: number }[]>;
}

export interface SignalsToRecord {
  /** Goes first into the photo's insert batch; null when there was nothing to look up. */
  guard: LookUpGuard | null;
  receipt: ReceiptSignals;
  row: Omit<PhotoSignals, "seq" | "photoId" | "userId" | "inspectionId" | "receivedAt">;
}
