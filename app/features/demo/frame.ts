// A demo photo made the way the camera makes one: a 1280×720 frame (the capture view's ideal size)
// of a made-up site, with the watermark band and corner plate laid out by watermarkLayout and
// drawn as draw-watermark.ts draws them (70% black band, white lines, the product line in light
// blue), then encoded as JPEG at the capture quality. Canvas text is not available on a server,
// so photon's own font draws the lines; the widths are measured with a fixed advance per
// character, which only changes where an address wraps.
import { draw_text_with_color, PhotonImage, Rgba } from "@cf-wasm/photon";
import { rng } from "./random";
import { BAND_ALPHA, type WatermarkInput, watermarkFontSize, watermarkLayout } from "../../platform/watermark";

export const FRAME_WIDTH = 1280;
export const FRAME_HEIGHT = 720;
/** The capture view's JPEG quality (0.92 in the browser). */
const JPEG_QUALITY = 92;

export type Rgb = [number, number, number];

function fillRect(px: Uint8ClampedArray, width: number, x0: number, y0: number, w: number, h: number, color: Rgb, alpha = 1) {
  const x1 = Math.min(width, Math.round(x0 + w));
  const y1 = Math.min(px.length / 4 / width, Math.round(y0 + h));
  for (let y = Math.max(0, Math.round(y0)); y < y1; y++) {
    for (let x = Math.max(0, Math.round(x0)); x < x1; x++) {
      const i = (y * width + x) * 4;
      px[i] = px[i] * (1 - alpha) + color[0] * alpha;
      px[i + 1] = px[i + 1] * (1 - alpha) + color[1] * alpha;
      px[i + 2] = px[i + 2] * (1 - alpha) + color[2] * alpha;
    }
  }
}

/** A rectangle of a scene, in pixels of the frame, and its colour. */
export interface SceneRect {
  x: number;
  y: number;
  w: number;
  h: number;
  color: Rgb;
}

/** What a demo frame shows, before sensor noise: a sky fading down to the horizon, the ground below
 *  it, and each building's rectangles in the order they are painted (wall, roof, windows, signboard,
 *  door). The fingerprint bench draws it again from other camera positions. */
export interface DemoScene {
  horizon: number;
  skyTop: Rgb;
  ground: Rgb;
  buildings: SceneRect[][];
}

/** The sky's colour at row y (fractional rows allowed) and the ground's. */
export const skyColor = (scene: DemoScene, y: number): Rgb => {
  const t = y / scene.horizon;
  return [scene.skyTop[0] + 80 * t, scene.skyTop[1] + 60 * t, 235 + 10 * t];
};
export const groundColor = (scene: DemoScene, y: number, height: number): Rgb => scene.ground.map((c) => c + ((y - scene.horizon) / height) * 40) as Rgb;

/** A plant, warehouse or shop front: sky, a building with windows and a signboard, a yard. */
export function demoScene(width: number, height: number, random: () => number): DemoScene {
  const horizon = Math.round(height * (0.55 + random() * 0.1));
  const skyTop: Rgb = [120 + random() * 40, 170 + random() * 30, 225];
  const ground: Rgb = random() < 0.5 ? [150, 140, 125] : [125, 125, 120];
  const buildings: SceneRect[][] = [];
  const count = 1 + Math.floor(random() * 3);
  for (let b = 0; b < count; b++) {
    const w = width * (0.25 + random() * 0.35);
    const x = random() * (width - w);
    const h = horizon * (0.35 + random() * 0.45);
    const wall: Rgb = [170 + random() * 70, 160 + random() * 60, 140 + random() * 60];
    const rects: SceneRect[] = [
      { x, y: horizon - h, w, h, color: wall },
      { x: x - 6, y: horizon - h - 10, w: w + 12, h: 12, color: [90, 90, 95] },
    ];
    const rows = Math.max(1, Math.floor(h / 70));
    const cols = Math.max(2, Math.floor(w / 80));
    for (let r = 0; r < rows; r++) {
      for (let c = 0; c < cols; c++)
        rects.push({ x: x + 20 + (c * (w - 30)) / cols, y: horizon - h + 25 + r * 65, w: (w - 30) / cols - 20, h: 38, color: [70, 95, 120] });
    }
    if (b === 0) rects.push({ x: x + w * 0.15, y: horizon - h + 4, w: w * 0.7, h: 22, color: random() < 0.5 ? [200, 40, 40] : [30, 90, 170] });
    rects.push({ x: x + w * 0.4, y: horizon - 60, w: 50, h: 60, color: [60, 55, 50] });
    buildings.push(rects);
  }
  return { horizon, skyTop, ground, buildings };
}

/** The scene as the camera sees it from where the demo stands, with some sensor noise. */
function paintScene(px: Uint8ClampedArray, width: number, height: number, random: () => number) {
  const scene = demoScene(width, height, random);
  for (let y = 0; y < scene.horizon; y++) fillRect(px, width, 0, y, width, 1, skyColor(scene, y));
  for (let y = scene.horizon; y < height; y++) fillRect(px, width, 0, y, width, 1, groundColor(scene, y, height));
  for (const rect of scene.buildings.flat()) fillRect(px, width, rect.x, rect.y, rect.w, rect.h, rect.color);
  for (let i = 0; i < px.length; i += 4) {
    const n = (random() - 0.5) * 14;
    px[i] += n;
    px[i + 1] += n;
    px[i + 2] += n;
    px[i + 3] = 255;
  }
}

/** Photon's font runs about this wide per character, as a share of the font size. */
const ADVANCE = 0.5;

export function demoFrame(input: Omit<WatermarkInput, "width" | "height">, seed: number): Uint8Array<ArrayBuffer> {
  // Clamped: a colour computed past 255 stays white instead of wrapping round to black.
  const px = new Uint8ClampedArray(FRAME_WIDTH * FRAME_HEIGHT * 4);
  paintScene(px, FRAME_WIDTH, FRAME_HEIGHT, rng(seed));
  return watermarkedFrame(px, input);
}

/** A FRAME_WIDTH×FRAME_HEIGHT picture (RGBA) with the band and the corner plate drawn over it, as a
 *  JPEG at the capture quality. */
export function watermarkedFrame(px: Uint8ClampedArray, input: Omit<WatermarkInput, "width" | "height">): Uint8Array<ArrayBuffer> {
  const width = FRAME_WIDTH;
  const height = FRAME_HEIGHT;
  const full = { ...input, width, height };
  const layout = watermarkLayout(full, (text) => text.length * watermarkFontSize(width) * ADVANCE);
  const { fontSize, lineHeight, padding, bandTop, bandHeight, bandLines, cornerLines } = layout;
  fillRect(px, width, 0, bandTop, width, bandHeight, [0, 0, 0], BAND_ALPHA);
  const cornerSize = Math.max(12, Math.round(fontSize * 0.8));
  const cornerWidth = Math.max(...cornerLines.map((l) => l.length * cornerSize * ADVANCE));
  fillRect(
    px,
    width,
    width - cornerWidth - padding * 1.5,
    padding / 2,
    cornerWidth + padding,
    cornerLines.length * lineHeight * 0.85 + padding,
    [0, 0, 0],
    0.55,
  );

  const image = new PhotonImage(new Uint8Array(px.buffer), width, height);
  try {
    const white = () => new Rgba(255, 255, 255, 255);
    bandLines.forEach((line, i) => {
      const color = i === bandLines.length - 1 ? new Rgba(0x93, 0xc5, 0xfd, 255) : white();
      draw_text_with_color(image, line, padding, bandTop + padding + i * lineHeight, fontSize, color);
    });
    cornerLines.forEach((line, i) => {
      draw_text_with_color(
        image,
        line,
        Math.round(width - padding - line.length * cornerSize * ADVANCE),
        Math.round(padding + i * lineHeight * 0.85),
        cornerSize,
        white(),
      );
    });
    return new Uint8Array(image.get_bytes_jpeg(JPEG_QUALITY));
  } finally {
    image.free();
  }
}
