// What the admin's Signals tab receives (admin-signals.server.ts builds it).
import type { ReceiptMatch } from "./matches";
import type { SignalLine } from "./signal-lines";

export interface SignalPhotoSide {
  photoId: string;
  userEmail: string;
  userName: string | null;
  inspectionId: string;
  /** Null while the inspection is not saved yet. */
  companyName: string | null;
  /** The receipt's server time. */
  receivedAt: string;
  /** The GPS position the receipt signed; null when the photo had none. */
  latitude: number | null;
  longitude: number | null;
  accuracy: number | null;
  receiptHash: string | null;
  /** The stored picture's size in pixels, so its thumbnail keeps its place while it loads. */
  width: number | null;
  height: number | null;
  /** The receipt's network and capture-code lines, as the evidence dialog says them (none on a version 1 receipt). */
  network: SignalLine | null;
  captureCode: SignalLine | null;
  /** False once the photo was removed: its receipt stays, its picture does not. */
  stored: boolean;
}

export interface AdminPhotoSignals {
  photo: SignalPhotoSide;
  matches: (Pick<ReceiptMatch, "kind" | "distance" | "usedOn"> & { text: string; other: SignalPhotoSide | null })[];
}

/** The admin's own copy of a photo (routes/app.admin.photos.$photoId.tsx), full size or as a thumbnail. */
export const adminPhotoUrl = (photoId: string, thumb = false) => `/app/admin/photos/${photoId}${thumb ? "?size=thumb" : ""}`;

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
  /** The GPS position's country the receipt recorded; null on older receipts or without GPS. */
  gpsCountry: string | null;
  captureCodeIssuedAt: string | null;
}
