// Spec 2 §5 "Report text" and §7 "PDF report": sanitising, finding colours, file names, page breaks.

export const SHORT_TEXT = "Location information contains non-English characters";
export const UNAVAILABLE_TEXT = "Location information unavailable";

/** Accents to plain ASCII, non-printable and non-ASCII removed, whitespace collapsed. */
export function sanitizeReportText(text: unknown): string {
  try {
    if (typeof text !== "string") throw new TypeError("not text");
    const ascii = text
      .normalize("NFD")
      .replace(/[\u0300-\u036f]/g, "")
      .replace(/[^\x20-\x7E\s]/g, "")
      .replace(/\s+/g, " ")
      .trim();
    return ascii.length < 3 ? SHORT_TEXT : ascii;
  } catch {
    return UNAVAILABLE_TEXT;
  }
}

/** Ordinary text fields (names, notes): the same cleaning, without the location wording for short text. */
export function plainReportText(text: string | null | undefined): string {
  if (!text) return "";
  const cleaned = sanitizeReportText(text);
  return cleaned === SHORT_TEXT || cleaned === UNAVAILABLE_TEXT ? text.replace(/[^\x20-\x7E]/g, "").trim() : cleaned;
}

export type Tone = "good" | "bad" | "neutral";

export function findingTone(field: string, value: string): Tone {
  switch (field) {
    case "insuranceAdequacy":
      return value === "adequate" ? "good" : "bad";
    case "signboards":
      return value === "as_per_kyc_docs" ? "good" : "bad";
    case "marketEnquiry":
    case "overallPosition":
      return value === "satisfactory" ? "good" : "bad";
    case "propertyValuation":
      return value === "adequate" ? "good" : value === "low" ? "bad" : "neutral";
    case "activityLevel":
    case "inventoryLevel":
      return value === "sufficient" || value === "high" || value === "very_high" ? "good" : value === "insufficient" || value === "low" ? "bad" : "neutral";
    default:
      return "neutral";
  }
}

/** SiteProof_Inspection_{company with non-alphanumerics as _}_{date}.pdf */
export function reportFileName(companyName: string, date: string): string {
  const company = companyName.replace(/[^A-Za-z0-9]/g, "_");
  return `SiteProof_Inspection_${company}_${date.replace(/[^0-9A-Za-z]/g, "-")}.pdf`;
}

export const PAGE_BREAK_MM = 40;
/** Bulk report: a new page when less than 40 mm remain above the bottom margin. */
export const needsNewPage = (y: number, pageHeight: number, margin: number) => pageHeight - margin - y < PAGE_BREAK_MM;
