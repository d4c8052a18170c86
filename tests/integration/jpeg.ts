import { PhotonImage } from "@cf-wasm/photon";
import { watermarkBandHeight } from "../../app/platform/watermark";

/** White strokes where the capture view writes the band's four lines of text. */
export function paintBandText(px: Uint8Array, width: number, height: number) {
  const band = watermarkBandHeight(width, height);
  const line = Math.floor(band / 5);
  for (let l = 0; l < 4; l++) {
    const top = height - band + Math.floor(line / 2) + l * line;
    for (let y = top; y < top + Math.max(2, Math.floor(line * 0.6)); y++) {
      for (let x = 8; x < width * 0.6; x++) {
        if (x % 7 < 2) px.fill(255, (y * width + x) * 4, (y * width + x) * 4 + 3);
      }
    }
  }
}

/** A test JPEG: a light scene, with the capture view's dark band and its text at the bottom unless
 *  `band` is false; `text: false` leaves the band blank (as an undecoded, black area would be). */
export function makeJpeg({ width = 640, height = 360, band = true, text = true } = {}): Uint8Array<ArrayBuffer> {
  const px = new Uint8Array(width * height * 4);
  for (let i = 0; i < px.length; i += 4) {
    px[i] = 180 + ((i / 4) % 50);
    px[i + 1] = 170;
    px[i + 2] = 150;
    px[i + 3] = 255;
  }
  if (band) {
    const top = height - watermarkBandHeight(width, height);
    for (let y = top; y < height; y++)
      for (let x = 0; x < width; x++) {
        const i = (y * width + x) * 4;
        px[i] = px[i + 1] = px[i + 2] = 30;
      }
    if (text) paintBandText(px, width, height);
  }
  const image = new PhotonImage(px, width, height);
  const bytes = image.get_bytes_jpeg(90);
  image.free();
  return new Uint8Array(bytes);
}
