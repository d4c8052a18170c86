// A signature question's answer as the capture sends it: the drawn PNG as a data URL. The save keeps the
// image in R2 and stores (and seals) its SHA-256, so the answers stay small and the seal still covers the image.

export const SIGNATURE_DATA_URL_PREFIX = "data:image/png;base64,";
/** A signature drawn on a phone's screen is a few tens of KB; 200 KB leaves room and keeps the save's body small. */
export const MAX_SIGNATURE_BYTES = 200 * 1024;
const MAX_BASE64_CHARS = Math.ceil(MAX_SIGNATURE_BYTES / 3) * 4;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

export const SIGNATURE_MESSAGES = {
  notImage: (label: string) => `${label} must be a signature image`,
  tooLarge: (label: string) => `${label} is larger than ${MAX_SIGNATURE_BYTES / 1024} KB`,
} as const;

/** The PNG's bytes of a signature answer, or the sentence that refuses it (not a PNG data URL, too large, not PNG bytes). */
export function readSignature(label: string, raw: unknown): { bytes: Uint8Array<ArrayBuffer> } | { problem: string } {
  if (typeof raw !== "string" || !raw.startsWith(SIGNATURE_DATA_URL_PREFIX)) return { problem: SIGNATURE_MESSAGES.notImage(label) };
  const text = raw.slice(SIGNATURE_DATA_URL_PREFIX.length);
  if (text.length > MAX_BASE64_CHARS) return { problem: SIGNATURE_MESSAGES.tooLarge(label) };
  if (text.length % 4 !== 0 || !BASE64.test(text)) return { problem: SIGNATURE_MESSAGES.notImage(label) };
  const binary = atob(text);
  if (binary.length > MAX_SIGNATURE_BYTES) return { problem: SIGNATURE_MESSAGES.tooLarge(label) };
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  // The eight bytes every PNG starts with: anything else is not the image the capture draws.
  if (bytes.length <= PNG_SIGNATURE.length || PNG_SIGNATURE.some((b, i) => bytes[i] !== b)) return { problem: SIGNATURE_MESSAGES.notImage(label) };
  return { bytes };
}
