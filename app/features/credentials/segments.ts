// A JPEG's Content Credentials live in APP11 segments holding a JUMBF box whose description names the
// C2PA manifest store ("c2pa"); a store over 64 KB continues in more APP11 segments with the same box
// instance number. SiteProof embeds by inserting such segments only, so taking them out again gives back
// the accepted bytes exactly: the verify page's file check and C2PA's own data hash both rest on that.
// Plain code over a byte array, so the browser runs it too.

const APP11 = 0xeb;
const SOS = 0xda;
const EOI = 0xd9;
const ascii = (b: Uint8Array, at: number, text: string) => [...text].every((c, k) => b[at + k] === c.charCodeAt(0));

/** Where each C2PA APP11 segment of the header starts and ends; empty when there are none or it is not a JPEG. */
export function contentCredentialSegments(b: Uint8Array): { start: number; end: number }[] {
  if (b.length < 4 || b[0] !== 0xff || b[1] !== 0xd8) return [];
  const found: { start: number; end: number }[] = [];
  const c2paInstances = new Set<number>();
  let i = 2;
  while (i + 4 <= b.length && b[i] === 0xff) {
    const marker = b[i + 1];
    if (marker === SOS || marker === EOI) break;
    // Fill bytes (0xFF 0xFF) may precede a marker.
    if (marker === 0xff) {
      i++;
      continue;
    }
    const end = i + 2 + ((b[i + 2] << 8) | b[i + 3]);
    if (end > b.length) break;
    // APP11 payload: "JP", box instance (2 bytes), sequence number (4), then the JUMBF box (or its continuation).
    if (marker === APP11 && end - i >= 12 && ascii(b, i + 4, "JP")) {
      const instance = (b[i + 6] << 8) | b[i + 7];
      const first = ascii(b, i + 16, "jumb") && ascii(b, i + 24, "jumd") && ascii(b, i + 28, "c2pa");
      if (first) c2paInstances.add(instance);
      if (c2paInstances.has(instance)) found.push({ start: i, end });
    }
    i = end;
  }
  return found;
}

/** The file without its C2PA segments (the same array when it has none), and how many were taken out. */
export function withoutContentCredentials(b: Uint8Array): { bytes: Uint8Array; removed: number } {
  const segments = contentCredentialSegments(b);
  if (!segments.length) return { bytes: b, removed: 0 };
  const out = new Uint8Array(b.length - segments.reduce((n, s) => n + s.end - s.start, 0));
  let from = 0;
  let at = 0;
  for (const s of segments) {
    out.set(b.subarray(from, s.start), at);
    at += s.start - from;
    from = s.end;
  }
  out.set(b.subarray(from), at);
  return { bytes: out, removed: segments.length };
}
