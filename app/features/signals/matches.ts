// What a fingerprint match means and how it is said, for the receipt and every place that shows it.
// An inspector learns that a photo matches one on record, never whose: a receipt's match names the
// other photo only by its receipt hash, which an admin can resolve (signals.server.ts).

export type MatchKind = "other-company" | "earlier-use";

export interface ReceiptMatch {
  kind: MatchKind;
  /** Differing bits of the two 64-bit fingerprints. */
  distance: number;
  /** The matched photo's receipt hash: opaque to anyone who cannot read the deployment's photos. */
  receiptHash: string | null;
  /** When the matched photo was received; only for an earlier use at the same company. */
  usedOn: string | null;
}

/** A photo's company, the same way for everyone: by its CIN when it has one, else by its name. */
export function companyKey(company: { cin: string | null; name: string } | null | undefined): string | null {
  if (!company) return null;
  const cin = company.cin?.trim().toUpperCase();
  if (cin) return `cin:${cin}`;
  const name = company.name.trim().toLowerCase().replace(/\s+/g, " ");
  return name ? `name:${name}` : null;
}

/** Same company (by key) is an earlier use of the picture; anything else is another company's. */
export function matchKind(ours: string | null, theirs: string | null): MatchKind {
  return ours !== null && ours === theirs ? "earlier-use" : "other-company";
}

export const SIGNAL_TEXT = {
  otherCompany: "This picture is also filed for another company",
  earlierUse: (date: string) => `This picture was already used on ${date}`,
  noMatch: "No other photo on record matches this picture",
  plain: "Too plain to fingerprint: not compared with other photos",
} as const;

export const formatDay = (iso: string) => new Date(iso).toLocaleDateString("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });

/** The sentence for one match, as the inspector and the verify page see it. */
export function matchText(match: Pick<ReceiptMatch, "kind" | "usedOn">): string {
  return match.kind === "earlier-use" && match.usedOn ? SIGNAL_TEXT.earlierUse(formatDay(match.usedOn)) : SIGNAL_TEXT.otherCompany;
}

/**
 * What a photo's matches mean, each sentence once: a picture on record three times for other companies
 * is one "also filed for another company", not three.
 */
export function matchSentences(matches: Pick<ReceiptMatch, "kind" | "usedOn">[]): { kind: MatchKind; text: string }[] {
  const said = new Set<string>();
  return matches.flatMap((m) => {
    const text = matchText(m);
    if (said.has(text)) return [];
    said.add(text);
    return [{ kind: m.kind, text }];
  });
}

/** The most telling match first: another company's, then the closest. */
export function rankMatches<T extends Pick<ReceiptMatch, "kind" | "distance">>(matches: T[]): T[] {
  return [...matches].sort((a, b) => (a.kind === b.kind ? a.distance - b.distance : a.kind === "other-company" ? -1 : 1));
}
