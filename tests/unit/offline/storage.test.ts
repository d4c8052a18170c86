import { describe, expect, it } from "vitest";
import { formatBytes, photoDoesNotFit, plannedPhotoBytes, storageVerdict, TYPICAL_PHOTO_BYTES } from "../../../app/features/offline/storage";

const MB = 1_000_000;

describe("the storage estimate before a capture", () => {
  it("is fine with room for ten or more photos", () => {
    expect(storageVerdict({ quota: 100 * MB, usage: 80 * MB }, 2 * MB)).toEqual({ kind: "ok" });
    expect(storageVerdict({ quota: 20 * MB, usage: 0 }, 2 * MB)).toEqual({ kind: "ok" });
  });

  it("warns with the figures when ten more would not fit", () => {
    const v = storageVerdict({ quota: 100 * MB, usage: 81 * MB }, 2 * MB);
    expect(v).toMatchObject({ kind: "low", free: 19 * MB, room: 9 });
    expect(v.kind === "low" && v.message).toBe("Storage is running low: 19.0 MB left on this device, room for about 9 more photos of 2.0 MB.");
    const one = storageVerdict({ quota: 10 * MB, usage: 7 * MB }, 2 * MB);
    expect(one.kind === "low" && one.message).toBe("Storage is running low: 3.0 MB left on this device, room for about 1 more photo of 2.0 MB.");
  });

  it("refuses when not even one more photo fits, saying why", () => {
    const v = storageVerdict({ quota: 10 * MB, usage: 9.5 * MB }, 2 * MB);
    expect(v).toMatchObject({ kind: "full", free: 0.5 * MB });
    expect(v.kind === "full" && v.message).toBe(
      "Not enough storage on this device to keep another photo: 500 kB left, a photo needs about 2.0 MB. Send or remove waiting photos first.",
    );
    // Usage over quota (it happens while the browser evicts) is zero left, not negative.
    expect(storageVerdict({ quota: 10 * MB, usage: 12 * MB }, 2 * MB)).toMatchObject({ kind: "full", free: 0 });
  });

  it("cannot judge without an estimate, and then does not block", () => {
    expect(storageVerdict(null, 2 * MB)).toEqual({ kind: "unknown" });
    expect(storageVerdict({ quota: 10 * MB }, 2 * MB)).toEqual({ kind: "unknown" });
    expect(storageVerdict({ quota: 10 * MB, usage: 0 }, 0)).toEqual({ kind: "unknown" });
  });

  it("plans for the largest photo so far, else a typical one", () => {
    expect(plannedPhotoBytes([])).toBe(TYPICAL_PHOTO_BYTES);
    expect(plannedPhotoBytes([300_000, 900_000, 450_000])).toBe(900_000);
  });

  it("checks the photo itself once it exists", () => {
    expect(photoDoesNotFit({ quota: 10 * MB, usage: 9 * MB }, 800_000)).toBeNull();
    expect(photoDoesNotFit({ quota: 10 * MB, usage: 9.5 * MB }, 800_000)).toBe(
      "Not enough storage on this device to keep this photo: 500 kB left, the photo needs 800 kB.",
    );
    expect(photoDoesNotFit(null, 800_000)).toBeNull();
  });

  it("writes sizes people read", () => {
    expect([0, 999, 1500, 2_340_000, 3_200_000_000].map(formatBytes)).toEqual(["0 bytes", "999 bytes", "2 kB", "2.3 MB", "3.2 GB"]);
  });
});
