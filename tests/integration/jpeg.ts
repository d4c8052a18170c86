import { PhotonImage } from "@cf-wasm/photon";
import { watermarkBandHeight } from "../../app/lib/watermark";

/** A test JPEG: a light scene, with the capture view's dark band at the bottom unless `band` is false. */
export function makeJpeg({ width = 640, height = 360, band = true } = {}): Uint8Array<ArrayBuffer> {
  const px = new Uint8Array(width * height * 4);
  for (let i = 0; i < px.length; i += 4) {
    px[i] = 180 + ((i / 4) % 50);
    px[i + 1] = 170;
    px[i + 2] = 150;
    px[i + 3] = 255;
  }
  if (band) {
    const top = height - watermarkBandHeight(width, height);
    for (let y = top; y < height; y++) for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      px[i] = px[i + 1] = px[i + 2] = 30;
    }
  }
  const image = new PhotonImage(px, width, height);
  const bytes = image.get_bytes_jpeg(90);
  image.free();
  return new Uint8Array(bytes);
}
