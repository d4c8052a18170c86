import { describe, expect, it } from "vitest";
import { contentCredentialSegments, withoutContentCredentials } from "../../../app/features/credentials/segments";
import { gpsCoordinate } from "../../../app/features/credentials/manifest.server";

const segment = (marker: number, payload: number[]) => [0xff, marker, (payload.length + 2) >> 8, (payload.length + 2) & 0xff, ...payload];
const text = (s: string) => [...s].map((c) => c.charCodeAt(0));
/** An APP11 JUMBF segment: "JP", box instance, sequence number, then a superbox whose description names `label`. */
const jumbf = (instance: number, seq: number, label: string, body: number[] = [1, 2, 3]) =>
  segment(0xeb, [...text("JP"), 0, instance, 0, 0, 0, seq, 0, 0, 0, 40, ...text("jumb"), 0, 0, 0, 24, ...text("jumd"), ...text(label), ...body]);
const continuation = (instance: number, seq: number) => segment(0xeb, [...text("JP"), 0, instance, 0, 0, 0, seq, 0, 0, 0, 40, ...text("jumb"), 9, 9, 9]);

const SOI = [0xff, 0xd8];
const APP0 = segment(0xe0, text("JFIF\0"));
const DQT = segment(0xdb, [0, 1, 2]);
// Entropy-coded data may hold what looks like an APP11 marker after SOS; it is never touched.
const SCAN = [...segment(0xda, [1, 2]), 0x12, 0xff, 0x00, 0xff, 0xeb, 0x00, 0x04, 0x4a, 0x50, 0xff, 0xd9];

describe("Content Credentials segments of a JPEG", () => {
  it("takes out exactly the C2PA APP11 segments, continuations included, leaving the rest byte for byte", () => {
    const accepted = new Uint8Array([...SOI, ...APP0, ...DQT, ...SCAN]);
    const credentialed = new Uint8Array([...SOI, ...APP0, ...jumbf(1, 1, "c2pa"), ...continuation(1, 2), ...DQT, ...SCAN]);
    expect(contentCredentialSegments(credentialed)).toHaveLength(2);
    expect(withoutContentCredentials(credentialed)).toEqual({ bytes: accepted, removed: 2 });
  });

  it("keeps other JUMBF boxes (another instance, not C2PA) and files that are not JPEGs", () => {
    const other = new Uint8Array([...SOI, ...jumbf(2, 1, "jp2c"), ...continuation(2, 2), ...jumbf(3, 1, "c2pa"), ...DQT, ...SCAN]);
    const { bytes, removed } = withoutContentCredentials(other);
    expect(removed).toBe(1);
    expect(bytes).toEqual(new Uint8Array([...SOI, ...jumbf(2, 1, "jp2c"), ...continuation(2, 2), ...DQT, ...SCAN]));
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0xff, 0xeb]);
    expect(withoutContentCredentials(png)).toEqual({ bytes: png, removed: 0 });
    expect(withoutContentCredentials(new Uint8Array([...SOI, 0xff, 0xeb, 0xff, 0xff]))).toMatchObject({ removed: 0 });
  });
});

describe("GPS coordinates for stds.exif", () => {
  it("writes degrees and decimal minutes with the hemisphere", () => {
    expect(gpsCoordinate(19.076, "N", "S")).toBe("19,4.560000N");
    expect(gpsCoordinate(-33.8688, "N", "S")).toBe("33,52.128000S");
    expect(gpsCoordinate(-0.5, "E", "W")).toBe("0,30.000000W");
  });
});
