import { describe, expect, it } from "vitest";
import {
  formatCaptureTime,
  photoFileName,
  PRODUCT_LINE,
  watermarkBandHeight,
  watermarkFontSize,
  watermarkLayout,
  wrapText,
} from "../../../app/platform/watermark";

// A monospace stand-in for canvas measureText: every character is 10 px wide.
const measure = (text: string) => text.length * 10;

describe("watermark layout", () => {
  it("uses the larger of 12 and 2% of the width as the font size", () => {
    expect(watermarkFontSize(320)).toBe(12);
    expect(watermarkFontSize(600)).toBe(12);
    expect(watermarkFontSize(1280)).toBe(26);
    expect(watermarkFontSize(4000)).toBe(80);
  });

  it("puts date and time, GPS to 6 decimals, the address and the product line in the band, id and file name at the top right", () => {
    const layout = watermarkLayout(
      {
        width: 1280,
        height: 720,
        capturedAt: new Date("2026-03-05T13:45:10Z"),
        latitude: 18.5204303,
        longitude: 73.8567437,
        address: "MIDC Road, Pune",
        photoId: "c710b583-4463",
        fileName: "SiteProof_1_c710b583.jpg",
      },
      measure,
    );
    expect(layout.bandLines[0]).toBe(formatCaptureTime(new Date("2026-03-05T13:45:10Z")));
    expect(layout.bandLines.slice(1)).toEqual(["GPS: 18.520430, 73.856744", "MIDC Road, Pune", PRODUCT_LINE]);
    expect(layout.cornerLines).toEqual(["ID: c710b583-4463", "SiteProof_1_c710b583.jpg"]);
    expect(layout.bandTop + layout.bandHeight).toBe(720);
    expect(layout.bandHeight).toBe(watermarkBandHeight(1280, 720, 1));
  });

  it("wraps a long address into at most 3 lines ending in an ellipsis, and grows the band with it", () => {
    const address = Array.from({ length: 40 }, (_, i) => `Word${i}`).join(" ");
    const lines = wrapText(address, 200, measure);
    expect(lines).toHaveLength(3);
    expect(lines[2].endsWith("…")).toBe(true);
    for (const line of lines) expect(measure(line)).toBeLessThanOrEqual(200);
    expect(wrapText("Short address", 200, measure)).toEqual(["Short address"]);
    expect(wrapText("Abcdefghijklmnopqrstuvwxyz", 100, measure)).toEqual(["Abcdefghi…"]);
    const layout = watermarkLayout(
      { width: 400, height: 300, capturedAt: new Date(), latitude: null, longitude: null, address, photoId: "x", fileName: "f" },
      measure,
    );
    expect(layout.bandLines).toHaveLength(6);
    expect(layout.bandLines[1]).toBe("GPS: unavailable");
    expect(layout.bandHeight).toBe(watermarkBandHeight(400, 300, 3));
    expect(watermarkBandHeight(400, 300, 3)).toBeGreaterThan(watermarkBandHeight(400, 300, 1));
  });

  it("names files SiteProof_{time}_{8 characters}.jpg", () => {
    expect(photoFileName(new Date(1795303234690), "c710b583-4463-4acf-9bce-73ff26284e9e")).toBe("SiteProof_1795303234690_c710b583.jpg");
  });
});
