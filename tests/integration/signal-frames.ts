// Camera-like test frames (the demo's 1280×720 scenes, watermarked as the capture view does) and the
// copies a recycled photo arrives as: re-encoded, resized, cropped, brightened, each with the band
// drawn again, as "Add photos from files" draws it over a reused picture.
import { crop, PhotonImage, resize, SamplingFilter } from "@cf-wasm/photon";
import { demoFrame } from "../../app/features/demo/frame";
import { paintBandText } from "./jpeg";
import { watermarkBandHeight } from "../../app/platform/watermark";

export const cameraFrame = (seed: number): Uint8Array<ArrayBuffer> =>
  demoFrame(
    {
      capturedAt: new Date(1_790_000_000_000 + seed * 1000),
      latitude: 18.5204,
      longitude: 73.8567,
      address: `Plot ${seed}, MIDC Bhosari, Pune`,
      photoId: crypto.randomUUID(),
      fileName: `SiteProof_${seed}_abcdef12.jpg`,
    },
    seed,
  );

function banded(image: PhotonImage, quality = 90): Uint8Array<ArrayBuffer> {
  const width = image.get_width();
  const height = image.get_height();
  const px = image.get_raw_pixels();
  for (let y = height - watermarkBandHeight(width, height); y < height; y++)
    for (let x = 0; x < width; x++) px.fill(25, (y * width + x) * 4, (y * width + x) * 4 + 3);
  paintBandText(px, width, height);
  const out = new PhotonImage(px, width, height);
  try {
    return new Uint8Array(out.get_bytes_jpeg(quality));
  } finally {
    out.free();
  }
}

function edited(bytes: Uint8Array, edit: (image: PhotonImage) => PhotonImage): Uint8Array<ArrayBuffer> {
  const image = PhotonImage.new_from_byteslice(bytes);
  const changed = edit(image);
  try {
    return banded(changed);
  } finally {
    if (changed !== image) changed.free();
    image.free();
  }
}

export const COPIES: Record<string, (bytes: Uint8Array) => Uint8Array<ArrayBuffer>> = {
  "re-encoded at quality 60": (bytes) => {
    const image = PhotonImage.new_from_byteslice(bytes);
    try {
      return new Uint8Array(image.get_bytes_jpeg(60));
    } finally {
      image.free();
    }
  },
  "resized by 10%": (bytes) => edited(bytes, (i) => resize(i, Math.round(i.get_width() * 0.9), Math.round(i.get_height() * 0.9), SamplingFilter.Lanczos3)),
  "cropped by 5%": (bytes) =>
    edited(bytes, (i) => {
      const w = i.get_width();
      const h = i.get_height();
      return crop(i, Math.round(w * 0.025), Math.round(h * 0.025), Math.round(w * 0.975), Math.round(h * 0.975));
    }),
  brightened: (bytes) =>
    edited(bytes, (i) => {
      const px = i.get_raw_pixels();
      for (let n = 0; n < px.length; n += 4) for (let c = 0; c < 3; c++) px[n + c] = Math.min(255, px[n + c] + 30);
      return new PhotonImage(px, i.get_width(), i.get_height());
    }),
};

/** A copy keeping only `rect` of the picture (fractions of its width and height), band drawn again. */
export const croppedCopy = (bytes: Uint8Array, [x0, y0, x1, y1]: readonly number[]) =>
  edited(bytes, (i) =>
    crop(i, Math.round(i.get_width() * x0), Math.round(i.get_height() * y0), Math.round(i.get_width() * x1), Math.round(i.get_height() * y1)),
  );

/** The same scene as a second photograph would show it with someone walked into the picture (a dark
 *  figure at `rect`, fractions), band drawn again: close to the first shot for the 64-bit hash, not
 *  the same picture for the fine prints. */
export const someoneWalkedIn = (bytes: Uint8Array, [x0, y0, x1, y1]: readonly number[] = [0.3, 0.4, 0.33, 0.55]) =>
  edited(bytes, (i) => {
    const [w, h] = [i.get_width(), i.get_height()];
    const px = i.get_raw_pixels();
    for (let y = Math.round(h * y0); y < Math.round(h * y1); y++)
      for (let x = Math.round(w * x0); x < Math.round(w * x1); x++) px.fill(60, (y * w + x) * 4, (y * w + x) * 4 + 3);
    return new PhotonImage(px, w, h);
  });
