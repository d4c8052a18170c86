// Draws the spec's watermark (layout in ../watermark.ts) onto a canvas holding the photo.
import { BAND_ALPHA, type WatermarkInput, watermarkLayout } from "../../platform/watermark";

export function drawWatermark(ctx: CanvasRenderingContext2D, input: WatermarkInput): void {
  const font = (size: number, weight = "normal") => `${weight} ${size}px system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif`;
  ctx.font = font(Math.max(12, Math.round(input.width * 0.02)));
  const layout = watermarkLayout(input, (text) => ctx.measureText(text).width);
  const { fontSize, lineHeight, padding, bandTop, bandHeight, bandLines, cornerLines } = layout;

  ctx.fillStyle = `rgba(0, 0, 0, ${BAND_ALPHA})`;
  ctx.fillRect(0, bandTop, input.width, bandHeight);
  ctx.textBaseline = "top";
  ctx.textAlign = "left";
  bandLines.forEach((line, i) => {
    const last = i === bandLines.length - 1;
    ctx.font = font(fontSize, i === 0 || last ? "bold" : "normal");
    ctx.fillStyle = last ? "#93c5fd" : "#ffffff";
    ctx.fillText(line, padding, bandTop + padding + i * lineHeight);
  });

  // Top right: photo id and file name on a small dark plate, so they read on any scene.
  ctx.font = font(Math.max(12, Math.round(fontSize * 0.8)));
  const cornerWidth = Math.max(...cornerLines.map((l) => ctx.measureText(l).width));
  const cornerHeight = cornerLines.length * lineHeight * 0.85 + padding;
  ctx.fillStyle = "rgba(0, 0, 0, 0.55)";
  ctx.fillRect(input.width - cornerWidth - padding * 1.5, padding / 2, cornerWidth + padding, cornerHeight);
  ctx.fillStyle = "#ffffff";
  ctx.textAlign = "right";
  cornerLines.forEach((line, i) => ctx.fillText(line, input.width - padding, padding + i * lineHeight * 0.85));
  ctx.textAlign = "left";
}

/** Draws a frame (video or image) with its watermark and encodes it as JPEG at the spec's quality. */
export async function watermarkedJpeg(
  source: CanvasImageSource,
  width: number,
  height: number,
  input: Omit<WatermarkInput, "width" | "height">,
  quality: number,
): Promise<Blob> {
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext("2d");
  if (!ctx) throw new Error("Canvas is not available");
  ctx.drawImage(source, 0, 0, width, height);
  drawWatermark(ctx, { ...input, width, height });
  return new Promise((resolve, reject) => canvas.toBlob((b) => (b ? resolve(b) : reject(new Error("Could not encode the photo"))), "image/jpeg", quality));
}
