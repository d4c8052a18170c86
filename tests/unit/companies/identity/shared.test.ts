import { describe, expect, it } from "vitest";
import { lookupValues, sharedNumbers } from "../../../../app/features/companies/identity/shared";

const row = (id: string, gstin: string | null, pan: string | null) => ({ id, name: `Company ${id}`, gstin, pan });

describe("shared numbers", () => {
  it("names the other companies with the same GSTIN or PAN, compared normalised", () => {
    const a = row("a", "27AAPFU0939F1ZV", "AAPFU0939F");
    const pool = [a, row("b", "27AAPFU0939F 1ZV", null), row("c", null, "AAPFU0939F"), row("d", "29AAGCB7383J1Z4", "AAGCB7383J")];
    expect(sharedNumbers([a], pool).get("a")).toEqual({ gstin: ["Company b"], pan: ["Company c"] });
    expect(sharedNumbers([pool[3]], pool).get("d")).toEqual({ gstin: [], pan: [] });
  });

  it("looks values up as stored and normalised, without empties", () => {
    expect(lookupValues([row("a", "27AAPFU0939F 1ZV", null), row("b", "27AAPFU0939F1ZV", "")], "gstin")).toEqual(["27AAPFU0939F 1ZV", "27AAPFU0939F1ZV"]);
    expect(lookupValues([row("a", null, "")], "pan")).toEqual([]);
  });
});
