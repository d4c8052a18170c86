import { describe, expect, it } from "vitest";
import { MAX_SIGNATURE_BYTES, readSignature, SIGNATURE_DATA_URL_PREFIX } from "../../../app/features/checklists/signature";

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const dataUrl = (bytes: number[]) => SIGNATURE_DATA_URL_PREFIX + btoa(String.fromCharCode(...bytes));
const refused = (raw: unknown) => ("problem" in readSignature("Signature", raw) ? (readSignature("Signature", raw) as { problem: string }).problem : null);

describe("readSignature", () => {
  it("gives back a PNG's bytes from its data URL", () => {
    const bytes = [...PNG, 0, 0, 0, 13, 73, 72, 68, 82];
    expect(readSignature("Signature", dataUrl(bytes))).toEqual({ bytes: new Uint8Array(bytes) });
  });

  it("refuses what is not a PNG data URL, bad base64 and other bytes", () => {
    for (const raw of [
      42,
      "sig-1",
      "data:image/jpeg;base64,/9j/4AAQ",
      `${SIGNATURE_DATA_URL_PREFIX}not base64!`,
      dataUrl([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4, 5]),
      dataUrl(PNG),
    ])
      expect(refused(raw)).toBe("Signature must be a signature image");
  });

  it("refuses an image over 200 KB before decoding it", () => {
    const big = SIGNATURE_DATA_URL_PREFIX + "A".repeat(Math.ceil(MAX_SIGNATURE_BYTES / 3) * 4 + 4);
    expect(refused(big)).toBe("Signature is larger than 200 KB");
    const justOver = SIGNATURE_DATA_URL_PREFIX + btoa(String.fromCharCode(...PNG) + "\0".repeat(MAX_SIGNATURE_BYTES - PNG.length + 1));
    expect(refused(justOver)).toBe("Signature is larger than 200 KB");
  });
});
