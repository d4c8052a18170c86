// A new photo's signals, gathered as its receipt is issued: the fingerprint and its matches across
// the deployment, the sender's network, the capture code. What goes into the receipt and the
// photo_signals row is decided here; the upload (capture/accept-photo.server.ts) hands over what it
// already has, and gathers again when a copy of the photo was recorded during the look-up.
import type { Db } from "../../platform/db/db.server";
import { type Fingerprint, hashBands } from "./fingerprint";
import { comparable, findMatches, lookUpGuard, type Printer } from "./fingerprints.server";
import { senderNetwork } from "./network.server";
import type { IssuedCaptureCode } from "./capture-code";
import type { SignalsToRecord } from "./receipt-signals";

export interface SignalInput {
  userId: string;
  inspectionId: string;
  /** The key (matches.ts `companyKey`) of the company the capture page had picked; null when none. */
  companyKey: string | null;
  fingerprint: Fingerprint;
  latitude: number | null;
  longitude: number | null;
  /** request.cf (or the fixed local one); null when the runtime gave none. */
  cf: Record<string, unknown> | null | undefined;
  captureCode: IssuedCaptureCode | null;
  /** Prints a matched photo's stored original when it was recorded before fine prints. */
  print: Printer;
}

export async function gatherSignals(env: Env, db: Db, input: SignalInput): Promise<SignalsToRecord> {
  const usable = comparable(input.fingerprint);
  const [{ matches, seen }, network] = await Promise.all([
    findMatches(env, db, input.fingerprint, input.inspectionId, input.companyKey, input.print),
    senderNetwork(input.cf, input.latitude === null ? { latitude: null, longitude: null } : input),
  ]);
  const bands = usable ? hashBands(input.fingerprint.hash) : [null, null, null, null];
  return {
    // Goes into the photo's insert batch: a copy recorded since the look-up fails it (see lookUpGuard).
    guard: usable ? lookUpGuard(db, input.fingerprint, input.inspectionId, seen) : null,
    receipt: { fingerprint: usable ? input.fingerprint.hash : null, matches, network, captureCode: input.captureCode },
    row: {
      companyKey: input.companyKey,
      fingerprint: usable ? input.fingerprint.hash : null,
      band0: bands[0],
      band1: bands[1],
      band2: bands[2],
      band3: bands[3],
      finePrint: usable ? (input.fingerprint.fine ?? null) : null,
      matchCount: matches.length,
      matchKind: matches[0]?.kind ?? null,
      networkDistanceKm: network?.distanceKm ?? null,
      networkCountry: network?.country ?? null,
      captureCodeIssuedAt: input.captureCode?.issuedAt ?? null,
    },
  };
}
