// The windows a photo is hashed at: the rows no watermark text reaches, and where a 5%-cropped
// copy's content sits (the look-up windows). Laid out on the capture view's watermark geometry.
import { MAX_ADDRESS_LINES, cornerPlateBottom, watermarkBandHeight } from "../../../platform/watermark";

/** Rows [top, bottom) of a width×height photo that no watermark text reaches. */
export function hashedRows(width: number, height: number): { top: number; bottom: number } {
  const top = Math.min(height - 1, cornerPlateBottom(width));
  const bottom = Math.max(top + 1, height - watermarkBandHeight(width, height, MAX_ADDRESS_LINES));
  return { top, bottom };
}

/** A rectangle as fractions of a photo's width and height: [left, top, right, bottom]. */
export type Rect = readonly [number, number, number, number];

/** How much a recycled copy may have lost off its edges, and where (bench/fingerprints.ts). */
export const CROP = 0.05;
/** The part of the original a cropped copy keeps: 5% off one corner, one side, or evenly. */
export const CROPS: Record<string, Rect> = {
  "top left corner": [CROP, CROP, 1, 1],
  "top right corner": [0, CROP, 1 - CROP, 1],
  "bottom left corner": [CROP, 0, 1, 1 - CROP],
  "bottom right corner": [0, 0, 1 - CROP, 1 - CROP],
  "left side": [CROP, 0, 1, 1],
  "right side": [0, 0, 1 - CROP, 1],
  "top side": [0, CROP, 1, 1],
  "bottom side": [0, 0, 1, 1 - CROP],
  evenly: [CROP / 2, CROP / 2, 1 - CROP / 2, 1 - CROP / 2],
};

/** `inner` (fractions of `outer`) as fractions of the photo `outer` is part of. */
const within = (outer: Rect, inner: Rect): Rect => {
  const [x0, y0, x1, y1] = outer;
  return [x0 + (x1 - x0) * inner[0], y0 + (y1 - y0) * inner[1], x0 + (x1 - x0) * inner[2], y0 + (y1 - y0) * inner[3]];
};
/** `rect` (fractions of the photo) as fractions of its part `outer`: the inverse of `within`. */
const relativeTo = (outer: Rect, rect: Rect): Rect => {
  const [x0, y0, x1, y1] = outer;
  return [(rect[0] - x0) / (x1 - x0), (rect[1] - y0) / (y1 - y0), (rect[2] - x0) / (x1 - x0), (rect[3] - y0) / (y1 - y0)];
};

/**
 * The window a photo is fingerprinted by: the rows between the corner plate and the tallest band,
 * less margins so wide that the same content is inside every 5%-cropped copy of the photo, and every
 * cropped copy's window is inside the photo. That lets a look-up find the stored window of either
 * side of a crop at an exact place on the other side (`lookupWindows`).
 */
export function storedWindow(width: number, height: number): Rect {
  const rows = hashedRows(width, height);
  const top = rows.top / height;
  const bottom = rows.bottom / height;
  // A crop off the top keeps the width, so the copy's plate stays as tall in pixels and reaches 5%
  // further down the picture; likewise the band from the bottom: hence a whole 5% each way.
  return [CROP, CROP + top, 1 - CROP, bottom - CROP];
}

/**
 * The windows of a new photo compared with stored ones: its own stored window; where the original's
 * window sits in a copy cropped from it (for each crop in CROPS: the new photo is the crop); and
 * where a cropped copy's window sits in its original (the stored photo was the crop).
 */
export function lookupWindows(width: number, height: number): Rect[] {
  const crops = Object.values(CROPS);
  const size = ([x0, y0, x1, y1]: Rect, by: 1 | -1) => [width * (x1 - x0) ** by, height * (y1 - y0) ** by] as const;
  // Each side's window is laid out on that side's own size: a crop off one side changes the
  // proportions, and with them where the plate and the band end.
  return [
    storedWindow(width, height),
    ...crops.map((crop) => relativeTo(crop, storedWindow(...size(crop, -1)))),
    ...crops.map((crop) => within(crop, storedWindow(...size(crop, 1)))),
  ];
}
