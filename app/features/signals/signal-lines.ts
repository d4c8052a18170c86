// A photo's signals in words, from its receipt: the same lines in the evidence dialog, on the verify
// page, in the PDF report and behind the history card's badge. A version 1 receipt has none.
import { matchSentences, SIGNAL_TEXT } from "./matches";
import { isFarNetwork, networkText } from "./network";
import type { ReceiptMatch } from "./matches";
import type { NetworkPresence } from "./network";
import type { IssuedCaptureCode } from "./capture-code";

export interface SignalSource {
  v?: number;
  fingerprint?: string | null;
  matches?: Pick<ReceiptMatch, "kind" | "usedOn">[];
  network?: NetworkPresence | null;
  captureCode?: IssuedCaptureCode | null;
}

export interface SignalLine {
  kind: "match" | "fingerprint" | "network" | "code";
  text: string;
  /** A warning a reviewer should look at: a match, or a network far from the GPS position. */
  warn: boolean;
}

export const formatIssueTime = (iso: string) =>
  new Date(iso).toLocaleString("en-GB", {
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hour12: false,
    timeZone: "UTC",
  }) + " UTC";

export const CODE_TEXT = {
  takenAfter: (code: IssuedCaptureCode) => `Taken after ${formatIssueTime(code.issuedAt)} (capture code ${code.code})`,
  noCode: "Taken without a capture code (offline or from a file)",
} as const;

export function signalLines(receipt: SignalSource | null | undefined): SignalLine[] {
  if (!receipt || !receipt.v || receipt.v < 2) return [];
  const lines: SignalLine[] = [];
  const matches = receipt.matches ?? [];
  for (const { text } of matchSentences(matches)) lines.push({ kind: "match", text, warn: true });
  if (matches.length === 0) lines.push({ kind: "fingerprint", text: receipt.fingerprint ? SIGNAL_TEXT.noMatch : SIGNAL_TEXT.plain, warn: false });
  if (receipt.network !== undefined) {
    lines.push({ kind: "network", text: networkText(receipt.network), warn: isFarNetwork(receipt.network) });
  }
  if (receipt.captureCode !== undefined)
    lines.push({ kind: "code", text: receipt.captureCode ? CODE_TEXT.takenAfter(receipt.captureCode) : CODE_TEXT.noCode, warn: false });
  return lines;
}

/** A receipt's text read for its signals; unreadable text has none. */
export function readSignals(receipt: string | null): SignalSource | null {
  try {
    return receipt ? (JSON.parse(receipt) as SignalSource) : null;
  } catch {
    return null;
  }
}
