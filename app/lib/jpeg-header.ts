// A JPEG's frame size, read from its header before anything decodes it: an upload is measured before
// it is processed, so a 117 KB file that claims 10000x10000 pixels never reaches the decoder.

/** The largest photo the server decodes: 4 MP (2688x1512 at 16:9). Decoding costs about 15 bytes
 *  per pixel in photon's WASM (measured: 2 MP +38 MB, 4 MP +56-66 MB, 12 MP +158 MB, 24 MP +358 MB),
 *  so a 4 MP photo peaks near 60 MB, well inside a Worker's 128 MB. The capture view records 1280x720;
 *  photos added from files are scaled down to this budget in the browser before the watermark. */
export const MAX_PHOTO_PIXELS = 4 * 1024 * 1024;

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
