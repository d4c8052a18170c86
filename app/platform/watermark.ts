// Spec 1 §9, watermark on each photo: font size max(12, 2% of width); a dark band at the bottom with
// date and time, GPS to 6 decimals, the address in at most 3 lines ending in an ellipsis, and the
// product line; photo id and file name at the top right. Pure layout: the canvas drawing and the
// server's band check both use it.

export const PRODUCT_LINE = "SiteProof · Secure site verification";
export const MAX_ADDRESS_LINES = 3;
export const BAND_ALPHA = 0.7;
const ELLIPSIS = "…";

export const watermarkFontSize = (width: number) => Math.max(12, Math.round(width * 0.02));
const lineHeightFor = (fontSize: number) => Math.round(fontSize * 1.35);
const paddingFor = (fontSize: number) => Math.round(fontSize * 0.75);

/** Band height for a given number of address lines; with one line it is the smallest band drawn. */
export function watermarkBandHeight(width: number, height: number, addressLines = 1): number {
  const f = watermarkFontSize(width);
  return Math.min(height, paddingFor(f) * 2 + lineHeightFor(f) * (3 + addressLines));
}

/** The first row below the corner plate (photo id and file name) at the top right. */
export function cornerPlateBottom(width: number): number {
  const f = watermarkFontSize(width);
  return Math.ceil(paddingFor(f) / 2 + 2 * lineHeightFor(f) * 0.85 + paddingFor(f));
}

export type Measure = (text: string) => number;

/** Greedy word wrap into at most `maxLines`; the last kept line ends in an ellipsis when text was cut. */
export function wrapText(text: string, maxWidth: number, measure: Measure, maxLines = MAX_ADDRESS_LINES): string[] {
  const words = text.trim().split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let current = "";
  let i = 0;
  for (; i < words.length; i++) {
    const next = current ? `${current} ${words[i]}` : words[i];
    if (measure(next) <= maxWidth || !current) {
      current = next;
      continue;
    }
    lines.push(current);
    current = words[i];
    if (lines.length === maxLines) break;
  }
  if (lines.length < maxLines && current) {
    lines.push(current);
    current = "";
    i = words.length;
  }
  const cut = i < words.length || current !== "";
  if (cut && lines.length > 0) {
    let last = lines[lines.length - 1];
    while (last && measure(last + ELLIPSIS) > maxWidth) last = last.slice(0, -1).trimEnd();
    lines[lines.length - 1] = last + ELLIPSIS;
  }
  // A single word wider than the line is shortened too.
  return lines.map((line) => {
    if (measure(line) <= maxWidth) return line;
    let s = line;
    while (s.length > 1 && measure(s + ELLIPSIS) > maxWidth) s = s.slice(0, -1);
    return s + ELLIPSIS;
  });
}

export function formatCaptureTime(date: Date): string {
  return date.toLocaleString("en-GB", {
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
    hour12: false,
  });
}

export const formatCoordinate = (n: number) => n.toFixed(6);

export interface WatermarkInput {
  width: number;
  height: number;
  capturedAt: Date;
  latitude: number | null;
  longitude: number | null;
  address: string | null;
  photoId: string;
  fileName: string;
  /** The capture code the server issued when the camera started ("Code K7QMXP"); none offline. */
  code?: string | null;
}

export interface WatermarkLayout {
  fontSize: number;
  lineHeight: number;
  padding: number;
  bandTop: number;
  bandHeight: number;
  /** Lines of the bottom band, top to bottom. */
  bandLines: string[];
  /** Right-aligned lines at the top right. */
  cornerLines: string[];
}

export function watermarkLayout(input: WatermarkInput, measure: Measure): WatermarkLayout {
  const fontSize = watermarkFontSize(input.width);
  const lineHeight = lineHeightFor(fontSize);
  const padding = paddingFor(fontSize);
  const gps =
    input.latitude === null || input.longitude === null ? "GPS: unavailable" : `GPS: ${formatCoordinate(input.latitude)}, ${formatCoordinate(input.longitude)}`;
  const address = wrapText(input.address?.trim() || "Address unavailable", input.width - padding * 2, measure);
  // The code rides on the time line, so the band keeps its height (the server's band check).
  const time = formatCaptureTime(input.capturedAt) + (input.code ? `  ·  ${input.code}` : "");
  const bandLines = [time, gps, ...address, PRODUCT_LINE];
  const bandHeight = watermarkBandHeight(input.width, input.height, address.length);
  return { fontSize, lineHeight, padding, bandTop: input.height - bandHeight, bandHeight, bandLines, cornerLines: [`ID: ${input.photoId}`, input.fileName] };
}

/** `SiteProof_{time}_{8 characters}.jpg`, time in milliseconds since 1970. */
export function photoFileName(capturedAt: Date, id: string): string {
  return `SiteProof_${capturedAt.getTime()}_${id.replace(/-/g, "").slice(0, 8)}.jpg`;
}
