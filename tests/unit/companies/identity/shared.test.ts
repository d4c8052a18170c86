import { describe, expect, it } from "vitest";
import { lookupValues, sharedNumbers } from "../../../../app/features/companies/identity/shared";
import { rowsWithWarnings, warningsNote } from "../../../../app/features/companies/identity/import-report";

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

describe("an import's report", () => {
  it("counts the rows with a warning, numbers repeated within the file included", () => {
    const good = { name: "Reliance Industries Limited", gstin: "27AAACR5055K1Z7", address: "Mumbai, Maharashtra" };
    const wrongCheck = { name: "Umbrella Associates LLP", gstin: "27AAPFU0939F1Z5", address: "Pune, Maharashtra" };
    expect(rowsWithWarnings([good], 2026)).toBe(0);
    expect(rowsWithWarnings([good, wrongCheck], 2026)).toBe(1);
    expect(rowsWithWarnings([good, { ...good, name: "Reliance Retail Limited" }], 2026)).toBe(2);
    expect(warningsNote([good], 2026)).toBe("");
    expect(warningsNote([good, wrongCheck], 2026)).toBe(" (1 with identity warnings)");
  });
});
