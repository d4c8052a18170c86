// Server-side image work on an uploaded photo with photon (WASM): decode, check the watermark band,
// make a thumbnail. Kept apart from storage so the benchmark can time it alone. The fingerprint is
// the upload's next step (signals/fingerprint.ts), made from the thumbnail's pixels handed over here.
import { crop, PhotonImage, resize, SamplingFilter } from "@cf-wasm/photon";
import { watermarkBandHeight } from "../../platform/watermark";

export const THUMBNAIL_WIDTH = 320;

export interface ImageFacts {
  width: number;
  height: number;
  /** True when the bottom band drawn by the capture view is there: dark, with its text. */
  watermarkVerified: boolean;
  thumbnail: Uint8Array;
  /** The thumbnail's RGBA pixels, already small and smoothed: the fingerprint costs no second resize. */
  thumbnailPixels: { rgba: Uint8Array; width: number; height: number };
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

/** Share (0-1) of sampled pixels in rows [top, bottom) brighter than `threshold`. */
export function brightShare(pixels: Uint8Array, width: number, top: number, bottom: number, threshold = BAND_TEXT_LUMINANCE): number {
  let bright = 0;
  let n = 0;
  for (let y = top; y < bottom; y++) {
    for (let x = 0; x < width; x += 2) {
      const i = (y * width + x) * 4;
      if (0.2126 * pixels[i] + 0.7152 * pixels[i + 1] + 0.0722 * pixels[i + 2] >= threshold) bright++;
      n++;
    }
  }
  return n === 0 ? 0 : bright / n;
}

/** The watermark band is drawn at 70% black; text inside lifts the mean a little. */
export const BAND_MAX_LUMINANCE = 90;
/** The band's text is white (and light blue): its strokes stay this bright through JPEG. */
export const BAND_TEXT_LUMINANCE = 150;
/** At least this share of the band is text: four lines of it cover several percent, a blank or
 *  undecoded (black) band none. */
export const BAND_MIN_TEXT_SHARE = 0.003;

/** The band the capture view draws, given the bottom `band` rows of the photo (RGBA): dark in its
 *  lower half, with light text in it. */
export function watermarkBandFound(bandPixels: Uint8Array, width: number, band: number): boolean {
  // The lower half only for darkness: the band's upper edge can blur into the photo in JPEG.
  if (meanLuminance(bandPixels, width, band - Math.floor(band / 2), band) > BAND_MAX_LUMINANCE) return false;
  return brightShare(bandPixels, width, 0, band) >= BAND_MIN_TEXT_SHARE;
}

/** The bottom band's pixels, cut inside photon: copying only the band to JS instead of the whole
 *  photo saves 4 bytes per pixel (16 MB at the 4 MP budget) from the request's peak memory. */
function bandPixels(image: PhotonImage, width: number, height: number): { pixels: Uint8Array; band: number } {
  const band = Math.max(1, watermarkBandHeight(width, height));
  const cut = crop(image, 0, height - band, width, height);
  try {
    return { pixels: cut.get_raw_pixels(), band: cut.get_height() };
  } finally {
    cut.free();
  }
}

export function inspectImage(bytes: Uint8Array): ImageFacts {
  const image = PhotonImage.new_from_byteslice(bytes);
  try {
    const width = image.get_width();
    const height = image.get_height();
    const { pixels, band } = bandPixels(image, width, height);
    const watermarkVerified = watermarkBandFound(pixels, width, band);
    const thumbHeight = Math.max(1, Math.round((height * THUMBNAIL_WIDTH) / width));
    const thumb = resize(image, THUMBNAIL_WIDTH, thumbHeight, SamplingFilter.Triangle);
    try {
      const thumbnailPixels = { rgba: thumb.get_raw_pixels(), width: thumb.get_width(), height: thumb.get_height() };
      return { width, height, watermarkVerified, thumbnail: thumb.get_bytes_jpeg(75), thumbnailPixels };
    } finally {
      thumb.free();
    }
  } finally {
    image.free();
  }
}
