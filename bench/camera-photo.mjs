// A camera-like JPEG for benchmarks: gradients plus noise, so sizes are like a phone's, and a dark
// band where the watermark goes (the upload path checks for it).
import { PhotonImage } from "@cf-wasm/photon/node";
import { watermarkBandHeight } from "../app/platform/watermark";

/** @returns {Uint8Array<ArrayBuffer>} */
export function cameraPhoto(seed, W = 1920, H = 1080, quality = 92) {
  const px = new Uint8Array(W * H * 4);
  let r = seed * 2654435761;
  for (let y = 0; y < H; y++)
    for (let x = 0; x < W; x++) {
      r = (r * 1103515245 + 12345) >>> 0;
      const i = (y * W + x) * 4,
        n = r % 24;
      px[i] = (x / 7 + n) & 255;
      px[i + 1] = (y / 4 + n) & 255;
      px[i + 2] = ((x + y) / 11 + n) & 255;
      px[i + 3] = 255;
    }
  for (let y = H - watermarkBandHeight(W, H); y < H; y++)
    for (let x = 0; x < W; x++) {
      const i = (y * W + x) * 4;
      px[i] = px[i + 1] = px[i + 2] = 25;
    }
  // The band's text, as white strokes across four lines (the server checks that the band has text).
  const band = watermarkBandHeight(W, H),
    line = Math.floor(band / 5);
  for (let l = 0; l < 4; l++) {
    const top = H - band + Math.floor(line / 2) + l * line;
    for (let y = top; y < top + Math.max(2, Math.floor(line * 0.6)); y++)
      for (let x = 8; x < W * 0.6; x++) {
        if (x % 7 < 2) px.fill(255, (y * W + x) * 4, (y * W + x) * 4 + 3);
      }
  }
  const img = new PhotonImage(px, W, H);
  const jpeg = new Uint8Array(img.get_bytes_jpeg(quality));
  img.free();
  return jpeg;
}
