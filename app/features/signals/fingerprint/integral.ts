// Grey grids of any window of a photo, read from its integral image: the hash and the fine print
// both read them, the alignment hundreds of them per photo.
import type { Rect } from "./windows";

/** Luminance of each pixel of an RGBA buffer. */
function luminance(rgba: Uint8Array, width: number, height: number): Float32Array {
  const out = new Float32Array(width * height);
  for (let i = 0, p = 0; i < out.length; i++, p += 4) out[i] = 0.299 * rgba[p] + 0.587 * rgba[p + 1] + 0.114 * rgba[p + 2];
  return out;
}

/** The integral image of a width×height grey image: for each of its (width+1)×(height+1) pixel
 *  corners, the sum of the pixels above and left of it. Any cell's mean is then four look-ups,
 *  whatever its size: the alignment reads hundreds of windows of one photo. */
export function integralImage(lum: Float32Array, width: number, height: number): Float64Array {
  const sums = new Float64Array((width + 1) * (height + 1));
  for (let y = 0; y < height; y++) {
    let row = 0;
    for (let x = 0; x < width; x++) {
      row += lum[y * width + x];
      sums[(y + 1) * (width + 1) + x + 1] = sums[y * (width + 1) + x + 1] + row;
    }
  }
  return sums;
}

/** A grey image to read grids from: its integral image (`integralImage`) and size. */
export interface Integral {
  sums: Float64Array;
  width: number;
  height: number;
}

/** For each of `cells` cells over [from, to) (pixels, fractional), kept inside [0, size) and at
 *  least a sliver wide (a window's edge a little outside the photo reads its edge): the positions of
 *  its edges, each once (a cell's right edge is nearly always the next one's left), and the index of
 *  each cell's first edge and last edge in them. */
function cellEdges(from: number, to: number, size: number, cells: number) {
  const step = (to - from) / cells;
  const at: number[] = [];
  const first = new Int32Array(cells);
  const last = new Int32Array(cells);
  for (let g = 0; g < cells; g++) {
    const a = Math.min(size - 1e-6, Math.max(0, from + g * step));
    const b = Math.min(size, Math.max(a + 1e-6, from + (g + 1) * step));
    if (at[at.length - 1] !== a) at.push(a);
    first[g] = at.length - 1;
    at.push(b);
    last[g] = at.length - 1;
  }
  return { at, first, last };
}

/** The cols×rows grey grid of a window: each cell the area-weighted mean of the pixels under it
 *  (fractional edges, so windows a fraction of a pixel apart are not rounded onto the same pixels).
 *  A pixel is its value over its whole square, so the integral up to a fractional point is the
 *  bilinear blend of the four corner sums around it, exactly. */
export function greyGrid(image: Integral, rect: Rect, cols: number, rows: number): Float64Array {
  const { sums, width, height } = image;
  const stride = width + 1;
  const across = cellEdges(rect[0] * width, rect[2] * width, width, cols);
  const down = cellEdges(rect[1] * height, rect[3] * height, height, rows);
  // The integral at every crossing of an edge across and an edge down.
  const corners = new Float64Array(across.at.length * down.at.length);
  down.at.forEach((y, e) => {
    const j = Math.min(height - 1, Math.floor(y));
    const fy = y - j;
    across.at.forEach((x, k) => {
      const i = Math.min(width - 1, Math.floor(x));
      const fx = x - i;
      const p = j * stride + i;
      const top = sums[p] + (sums[p + 1] - sums[p]) * fx;
      const bottom = sums[p + stride] + (sums[p + stride + 1] - sums[p + stride]) * fx;
      corners[e * across.at.length + k] = top + (bottom - top) * fy;
    });
  });
  const n = across.at.length;
  const out = new Float64Array(cols * rows);
  for (let gy = 0; gy < rows; gy++) {
    const [t, b] = [down.first[gy] * n, down.last[gy] * n];
    const tall = down.at[down.last[gy]] - down.at[down.first[gy]];
    for (let gx = 0; gx < cols; gx++) {
      const [l, r] = [across.first[gx], across.last[gx]];
      out[gy * cols + gx] = (corners[b + r] - corners[b + l] - corners[t + r] + corners[t + l]) / ((across.at[r] - across.at[l]) * tall);
    }
  }
  return out;
}

/** A photo's grey pixels (its thumbnail's integral image, `width`×`height`) and the photo's own size. */
export interface GreyPixels extends Integral {
  photo: { width: number; height: number };
}

/** The grey pixels of an RGBA image of width×height (a thumbnail of a photo of size `photo`). */
export const greyPixels = (rgba: Uint8Array, width: number, height: number, photo: { width: number; height: number }): GreyPixels => ({
  sums: integralImage(luminance(rgba, width, height), width, height),
  width,
  height,
  photo,
});
