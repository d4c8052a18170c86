// A case's dispositions as a lender reads them, taken from the signed texts themselves (not the
// columns beside them), so what the verify page, the Evidence dialog and the PDF show is exactly what
// the browser check verifies. Pure: the page, the dialog and the report all use it.
import type { DispositionOutcome } from "../../platform/db/schema";
import { OUTCOME_LABELS, parseDisposition } from "./disposition";

export interface DispositionLine {
  /** Place in the case's chain, from 1. */
  n: number;
  id: string;
  visit: number;
  outcome: DispositionOutcome;
  /** The outcome in words (OUTCOME_LABELS). */
  label: string;
  remark: string;
  reviewerName: string;
  decidedAt: string;
  /** The number of the disposition this one corrects, and of the one that corrected this one. */
  replaces: number | null;
  replacedBy: number | null;
}

/** The case a shared inspection was captured for, and its decisions in order. */
export interface CaseReview {
  reference: string;
  dispositions: DispositionLine[];
  /** The server's own check of the chain (signatures, links, this inspection's seal), where it ran. */
  check?: { ok: boolean; detail: string };
}

/** The signed texts of a case's chain, oldest first, as lines; an unreadable text is left out (the check says so). */
export function dispositionLines(texts: string[]): DispositionLine[] {
  const bodies = texts.map(parseDisposition);
  const number = new Map(bodies.flatMap((b, i) => (b ? [[b.id, i + 1] as const] : [])));
  return bodies.flatMap((b, i) => {
    if (!b) return [];
    const replacedBy = bodies.findIndex((later) => later?.replaces?.id === b.id);
    return [
      {
        n: i + 1,
        id: b.id,
        visit: b.visit,
        outcome: b.outcome,
        label: OUTCOME_LABELS[b.outcome] ?? String(b.outcome),
        remark: b.remark,
        reviewerName: b.reviewer.name,
        decidedAt: b.decidedAt,
        replaces: b.replaces ? (number.get(b.replaces.id) ?? null) : null,
        replacedBy: replacedBy === -1 ? null : replacedBy + 1,
      },
    ];
  });
}

/** "2026-11-27 10:05 UTC": the same on the server, in every browser and in the PDF. */
export const decidedAtText = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;

/** One disposition in a sentence, for the report and anywhere a plain line is wanted. */
export function dispositionSentence(d: DispositionLine): string {
  const parts = [`${d.n}. ${d.label} (visit ${d.visit}) by ${d.reviewerName}, ${decidedAtText(d.decidedAt)}`];
  if (d.remark.trim()) parts.push(`Remark: ${d.remark.trim().replace(/\.+$/, "")}`);
  if (d.replaces !== null) parts.push(`Replaces disposition ${d.replaces}`);
  if (d.replacedBy !== null) parts.push(`Replaced by disposition ${d.replacedBy}`);
  return `${parts.join(". ")}.`;
}
