// Server-side image work on an uploaded photo with photon (WASM): decode, check the watermark band,
// make a thumbnail. Kept apart from storage so the benchmark can time it alone.
import { PhotonImage, resize, SamplingFilter } from "@cf-wasm/photon";
import { watermarkBandHeight } from "./watermark";

export const THUMBNAIL_WIDTH = 320;

export interface ImageFacts {
  width: number;
  height: number;
  /** True when the bottom band drawn by the capture view is there: dark across the whole width. */
  watermarkVerified: boolean;
  thumbnail: Uint8Array;
}

/** Mean luminance (0-255) of the rows [top, bottom) of an RGBA buffer, sampling every `step` pixels. */
export function meanLuminance(pixels: Uint8Array, width: number, top: number, bottom: number, step = 4): number {
  let sum = 0;
  let n = 0;
  for (let y = top; y < bottom; y += 2) {
    for (let x = 0; x < width; x += step) {
      const i = (y * width + x) * 4;
      sum += 0.2126 * pixels[i] + 0.7152 * pixels[i + 1] + 0.0722 * pixels[i + 2];
      n++;
    }
  }
  return n === 0 ? 255 : sum / n;
}

/** The watermark band is drawn at 70% black; text inside lifts the mean a little. */
export const BAND_MAX_LUMINANCE = 90;

export function inspectImage(bytes: Uint8Array): ImageFacts {
  const image = PhotonImage.new_from_byteslice(bytes);
  try {
    const width = image.get_width();
    const height = image.get_height();
    const band = watermarkBandHeight(width, height);
    // Sample only the lower half of the band: its upper edge can blur into the photo in JPEG.
    const pixels = image.get_raw_pixels();
    const watermarkVerified = meanLuminance(pixels, width, height - Math.floor(band / 2), height) <= BAND_MAX_LUMINANCE;
    const thumbHeight = Math.max(1, Math.round((height * THUMBNAIL_WIDTH) / width));
    const thumb = resize(image, THUMBNAIL_WIDTH, thumbHeight, SamplingFilter.Triangle);
    try {
      return { width, height, watermarkVerified, thumbnail: thumb.get_bytes_jpeg(75) };
    } finally {
      thumb.free();
    }
  } finally {
    image.free();
  }
}
