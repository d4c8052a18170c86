import { describe, expect, it } from "vitest";
import { fitWithin, jpegSize, MAX_PHOTO_BYTES, MAX_PHOTO_PIXELS, maxJpegBytes } from "../../../app/features/capture/jpeg-header";
import { cameraPhoto } from "../../../bench/camera-photo.mjs";

/** A JPEG header alone: SOI, an APP0 segment, then a baseline frame claiming `w` x `h`. */
function header(w: number, h: number, frame = 0xc0) {
  return new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 4, 0, 0, 0xff, frame, 0, 11, 8, h >> 8, h & 255, w >> 8, w & 255, 1, 1, 0x11, 0]);
}

describe("jpegSize", () => {
  it("reads the frame size of a real JPEG without decoding it", () => {
    expect(jpegSize(cameraPhoto(1, 1280, 720, 90))).toEqual({ width: 1280, height: 720 });
    expect(jpegSize(cameraPhoto(2, 333, 77, 50))).toEqual({ width: 333, height: 77 });
  });

  it("reads progressive frames and skips fill bytes", () => {
    expect(jpegSize(header(10000, 10000, 0xc2))).toEqual({ width: 10000, height: 10000 });
    const filled = header(640, 480);
    expect(jpegSize(new Uint8Array([...filled.slice(0, 8), 0xff, ...filled.slice(8)]))).toEqual({ width: 640, height: 480 });
  });

  it("answers null for bytes with no readable frame", () => {
    expect(jpegSize(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]))).toBeNull();
    expect(jpegSize(new Uint8Array([0x89, 0x50, 0x4e, 0x47]))).toBeNull();
    expect(jpegSize(header(0, 480))).toBeNull();
    expect(jpegSize(new Uint8Array([0xff, 0xd8, 0xff, 0xda, 0, 4, 0, 0]))).toBeNull();
    expect(jpegSize(header(640, 480).slice(0, 14))).toBeNull();
  });
});

describe("fitWithin", () => {
  it("keeps a photo inside the budget and never scales up", () => {
    expect(fitWithin(1280, 720)).toEqual({ width: 1280, height: 720 });
    const big = fitWithin(4000, 3000);
    expect(big.width * big.height).toBeLessThanOrEqual(MAX_PHOTO_PIXELS);
    expect(big.width / big.height).toBeCloseTo(4 / 3, 2);
    expect(fitWithin(10000, 10000).width).toBe(2048);
  });
});

describe("maxJpegBytes", () => {
  it("leaves a real capture far inside its allowance and caps every upload at the budget's", () => {
    const capture = cameraPhoto(3, 1280, 720, 95);
    expect(capture.length).toBeLessThan(maxJpegBytes(1280, 720) / 2);
    expect(maxJpegBytes(1280, 720)).toBe(1280 * 720 * 1.5 + 512 * 1024);
    expect(MAX_PHOTO_BYTES).toBe(6_815_744);
    expect(maxJpegBytes(2048, 2048)).toBe(MAX_PHOTO_BYTES);
  });
});
