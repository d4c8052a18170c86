// What every identity rule gives: a level and a sentence, and the sentence a stranger may read.

export type IdentityLevel = "ok" | "warning";

export interface IdentityResult {
  level: IdentityLevel;
  text: string;
  /**
   * The same finding for the public verify page, which never shows a CIN, GSTIN or PAN: no number
   * and nothing decoded from one (its state, year, check character). Null: not shown there.
   */
  publicText: string | null;
}

export const ok = (text: string, publicText: string | null = null): IdentityResult => ({ level: "ok", text, publicText });
export const warning = (text: string, publicText: string | null = null): IdentityResult => ({ level: "warning", text, publicText });

/** A registration number as typed, normalised: capitals, no spaces; empty is null (no check). */
export function compact(value: string | null | undefined): string | null {
  const text = (value ?? "").replace(/\s+/g, "").toUpperCase();
  return text === "" ? null : text;
}
