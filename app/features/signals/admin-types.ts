// What the admin's Signals tab receives (admin-signals.server.ts builds it).
import type { ReceiptMatch } from "./matches";

export interface SignalPhotoSide {
  photoId: string;
  userEmail: string;
  userName: string | null;
  inspectionId: string;
  /** Null while the inspection is not saved yet. */
  companyName: string | null;
  receivedAt: string;
}

export interface AdminPhotoSignals {
  photo: SignalPhotoSide;
  matches: (Pick<ReceiptMatch, "kind" | "distance" | "usedOn"> & { text: string; other: SignalPhotoSide | null })[];
}

export const SIGNAL_FILTERS = ["all", "match", "far", "no-code"] as const;
export type SignalFilter = (typeof SIGNAL_FILTERS)[number];

export interface SignalListItem {
  photoId: string;
  userEmail: string;
  inspectionId: string;
  companyName: string | null;
  receivedAt: string;
  matchCount: number;
  matchKind: string | null;
  networkDistanceKm: number | null;
  networkCountry: string | null;
  captureCodeIssuedAt: string | null;
}
