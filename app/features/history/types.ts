// What the history page receives for each inspection (history.server.ts's listInspections builds it).
import type { SerializeFrom } from "@remix-run/cloudflare";
import type { Inspection, Photo } from "../../platform/db/schema";
import type { SignalLine } from "../signals/signal-lines";

export type SealState = "sealed" | "broken" | "unsealed";

/** The photo fields the history page, the viewer and the reports use (no storage keys). */
export type HistoryPhotoRow = Pick<
  Photo,
  "id" | "inspectionId" | "fileName" | "capturedAt" | "latitude" | "longitude" | "accuracy" | "sha256" | "siteDistanceM" | "width" | "height"
> & { address: string | null; signals: SignalLine[] };

/** The list shows the seal's state; the signed seal itself stays on the server. */
export type HistoryItem = Omit<Inspection, "seal" | "sealSignature" | "sealKeyId"> & { sealState: SealState; sealed: boolean; photos: HistoryPhotoRow[] };

export type HistoryInspection = SerializeFrom<HistoryItem>;
