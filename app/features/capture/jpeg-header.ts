// A JPEG's frame size, read from its header before anything decodes it: an upload is measured before
// it is processed, so a 117 KB file that claims 10000x10000 pixels never reaches the decoder.

/** The largest photo the server decodes: 4 MP (2688x1512 at 16:9). Measured in workerd (Miniflare,
 *  photon's WASM, after a warm-up decode): a 1280x720 capture raises the process's peak by 21 MB, a
 *  4 MP photo by 62-65 MB (78 when its whole RGBA copy came to JS; now only the watermark band's rows
 *  do), and one padded to MAX_PHOTO_BYTES by 79 MB; 12 MP took 206 MB and 100 MP 1.5 GB. WASM memory alone: 17 MB at 1280x720,
 *  56 MB at 4 MP (about 14 bytes per pixel). The capture view records 1280x720; photos added from
 *  files are scaled down to this budget in the browser before the watermark. */
export const MAX_PHOTO_PIXELS = 4 * 1024 * 1024;

/** Bytes a JPEG may spend per pixel: a noisy camera-like frame at the spec's quality 0.95 takes 0.61
 *  (1.02 at quality 1.0). More is something other than the picture (trailing bytes, padded segments),
 *  and each copy of it costs memory before and during the decode. */
export const MAX_JPEG_BYTES_PER_PIXEL = 1.5;
/** Room for headers and metadata (EXIF, ICC) on top of the picture's share. */
export const JPEG_METADATA_ALLOWANCE = 512 * 1024;

/** The most bytes a JPEG of this frame size may take. */
export const maxJpegBytes = (width: number, height: number) => width * height * MAX_JPEG_BYTES_PER_PIXEL + JPEG_METADATA_ALLOWANCE;

/** The largest upload accepted at all: a budget-sized frame's allowance, 6.5 MB (6,815,744 bytes). */
export const MAX_PHOTO_BYTES = MAX_JPEG_BYTES_PER_PIXEL * MAX_PHOTO_PIXELS + JPEG_METADATA_ALLOWANCE;

export interface JpegSize {
  width: number;
  height: number;
}

// Start-of-frame markers: baseline, extended, progressive and lossless, Huffman or arithmetic
// (0xC4 is a Huffman table, 0xC8 reserved, 0xCC arithmetic conditioning: not frames).
const isFrameMarker = (m: number) => m >= 0xc0 && m <= 0xcf && m !== 0xc4 && m !== 0xc8 && m !== 0xcc;

/** The frame's width and height, or null when the bytes hold no readable frame header. */
export function jpegSize(bytes: Uint8Array): JpegSize | null {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  let i = 2;
  while (i + 3 < bytes.length) {
    if (bytes[i] !== 0xff) return null;
    const marker = bytes[i + 1];
    // Fill bytes and markers without a length.
    if (marker === 0xff) {
      i++;
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      i += 2;
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null; // end of image, or scan data before any frame
    const length = (bytes[i + 2] << 8) | bytes[i + 3];
    if (length < 2) return null;
    if (isFrameMarker(marker)) {
      if (i + 9 > bytes.length) return null;
      const height = (bytes[i + 5] << 8) | bytes[i + 6];
      const width = (bytes[i + 7] << 8) | bytes[i + 8];
      return width > 0 && height > 0 ? { width, height } : null;
    }
    i += 2 + length;
  }
  return null;
}

/** Scales a size down (never up) so it holds at most `maxPixels`, keeping the aspect ratio. */
export function fitWithin(width: number, height: number, maxPixels = MAX_PHOTO_PIXELS): JpegSize {
  if (width * height <= maxPixels) return { width, height };
  const scale = Math.sqrt(maxPixels / (width * height));
  return { width: Math.max(1, Math.floor(width * scale)), height: Math.max(1, Math.floor(height * scale)) };
}
