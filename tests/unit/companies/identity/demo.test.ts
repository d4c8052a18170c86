import { describe, expect, it } from "vitest";
import { identityChecks, identityWarnings } from "../../../../app/features/companies/identity/checks";
import { mismatchedCompanies } from "../../../../app/features/demo/mismatched";
import { demoPlan } from "../../../../app/features/demo/portfolio";

const NOW = "2026-11-27T06:00:00.000Z";
const texts = (c: Parameters<typeof identityChecks>[0]) => identityWarnings(identityChecks(c, { year: 2026 })).map((r) => r.text);

describe("the demo portfolio's numbers", () => {
  it("keeps the 30 companies' numbers consistent", () => {
    for (const c of demoPlan(NOW).companies) expect(texts(c), c.name).toEqual([]);
  });

  it("adds two companies whose numbers disagree", () => {
    const [deccan, sahyadri] = mismatchedCompanies(NOW);
    expect(texts(deccan)).toEqual([
      "The PAN inside the GSTIN is AADCD4417K, but the PAN is AADCD4471K.",
      "The states disagree: the GSTIN says Maharashtra, the CIN says Karnataka, the address says Karnataka.",
    ]);
    expect(texts(sahyadri)).toEqual([
      "The GSTIN's check character is 4; by the published scheme it should be P.",
      "The PAN's 4th letter P means a person, but the name says a company (C).",
      'The CIN\'s type is PTC (private company), but a name with "Limited" without "Private" calls for PLC.',
    ]);
  });
});
