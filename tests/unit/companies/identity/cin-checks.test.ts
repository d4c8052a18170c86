import { describe, expect, it } from "vitest";
import { cinChecks, describeCin } from "../../../../app/features/companies/identity/cin";
import { identityChecks, identityWarnings, inspectionIdentity } from "../../../../app/features/companies/identity/checks";
import { stateInAddress } from "../../../../app/features/companies/identity/states";

const YEAR = 2026;
const texts = (r: { text: string }[]) => r.map((x) => x.text);

describe("CIN", () => {
  it("decodes a CIN in words", () => {
    expect(describeCin("U14153KA2006PTC040233")).toBe("Unlisted private company, incorporated 2006 in Karnataka, industry 14153");
    expect(describeCin("L17110MH1973PLC019786")).toBe("Listed public company, incorporated 1973 in Maharashtra, industry 17110");
  });

  it("agrees with the name's legal form", () => {
    expect(identityWarnings(cinChecks("L17110MH1973PLC019786", "Reliance Industries Limited", YEAR))).toEqual([]);
    expect(identityWarnings(cinChecks("U14153KA2006PTC040233", "Kaveri Textiles Pvt. Ltd.", YEAR))).toEqual([]);
    expect(identityWarnings(cinChecks("U14153KA2006OPC040233", "Kaveri Textiles (OPC) Private Limited", YEAR))).toEqual([]);
  });

  it("warns of a type the name does not call for", () => {
    expect(texts(identityWarnings(cinChecks("U14153KA2006PLC040233", "Kaveri Textiles Private Limited", YEAR)))).toEqual([
      'The CIN\'s type is PLC (public company), but a name with "Private Limited" calls for PTC.',
    ]);
    expect(texts(identityWarnings(cinChecks("L17110MH1973PTC019786", "Reliance Industries Limited", YEAR)))[0]).toMatch(/calls for PLC/);
    expect(texts(identityWarnings(cinChecks("U14153KA2006PTC040233", "Kaveri (OPC) Private Limited", YEAR)))[0]).toMatch(/calls for OPC/);
  });

  it("warns of a year in the future or before 1850, an unstated listing, unknown state and type", () => {
    expect(texts(identityWarnings(cinChecks("U14153KA2031PTC040233", "Kaveri Private Limited", YEAR)))).toEqual(["The CIN's year 2031 is in the future."]);
    expect(texts(identityWarnings(cinChecks("U14153KA1849PTC040233", "Kaveri Private Limited", YEAR)))).toEqual(["The CIN's year 1849 is before 1850."]);
    const odd = texts(identityWarnings(cinChecks("X14153QQ2006ABC040233", "Kaveri Private Limited", YEAR)));
    expect(odd).toEqual([
      "The CIN's first letter X states neither listed (L) nor unlisted (U).",
      "The CIN's state letters QQ name no state.",
      "The CIN's company type ABC is not a company type.",
    ]);
    expect(texts(cinChecks("U14153KA06PTC0402", "Kaveri", YEAR))[0]).toMatch(/does not have the CIN layout/);
  });
});

describe("states in an address", () => {
  it.each([
    ["12 MG Road, Bengaluru, Karnataka 560001, India", "Karnataka"],
    ["Plot 4, MIDC, Pune, MAHARASHTRA - 411019", "Maharashtra"],
    ["Near Karnataka Bank, Andheri East, Mumbai, Maharashtra", "Maharashtra"],
    ["Sector 18, Noida, UP 201301", "Uttar Pradesh"],
    ["Connaught Place, New Delhi 110001", "Delhi"],
    ["Cuttack, Orissa", "Odisha"],
    ["14 Anna Salai, Chennai, tamil  nadu", "Tamil Nadu"],
    ["Jammu & Kashmir Bank building, Srinagar, J&K", "Jammu and Kashmir"],
    ["Somewhere up the road", null],
    ["", null],
  ])("%s", (address, state) => expect(stateInAddress(address)).toBe(state));
});

describe("identity checks of a company", () => {
  const reliance = {
    name: "Reliance Industries Limited",
    cin: "L17110MH1973PLC019786",
    gstin: "27AAACR5055K1Z7",
    pan: "AAACR5055K",
    address: "Maker Chambers IV, Nariman Point, Mumbai, Maharashtra 400021",
  };

  it("passes every check of consistent numbers", () => {
    const r = identityChecks(reliance, { year: YEAR });
    expect(identityWarnings(r)).toEqual([]);
    expect(texts(r)).toContain("The states agree: Maharashtra (the GSTIN, the CIN and the address).");
    expect(texts(r)).toContain("CIN: Listed public company, incorporated 1973 in Maharashtra, industry 17110.");
  });

  it("normalises lower-case and spaced numbers", () => {
    const spaced = { ...reliance, cin: " l17110mh1973plc019786 ", gstin: "27 aaacr5055k 1z7", pan: "aaacr 5055k" };
    expect(identityChecks(spaced, { year: YEAR })).toEqual(identityChecks(reliance, { year: YEAR }));
  });

  it("gives no check for empty fields", () => {
    expect(identityChecks({ name: "Anything Limited", cin: "", gstin: " ", pan: null, address: "Mumbai" }, { year: YEAR })).toEqual([]);
  });

  it("names a PAN that differs from the GSTIN's", () => {
    const w = texts(identityWarnings(identityChecks({ ...reliance, pan: "AAACR5056K" }, { year: YEAR })));
    expect(w).toContain("The PAN inside the GSTIN is AAACR5055K, but the PAN is AAACR5056K.");
  });

  it("checks the GSTIN's PAN when there is no PAN", () => {
    const w = texts(identityWarnings(identityChecks({ name: "Bharat Pumps Limited", gstin: "27AAACR5055K1Z7" }, { year: YEAR })));
    expect(w).toEqual(["The GSTIN's PAN's 5th letter is R, but the name starts with B."]);
  });

  it("names the states that disagree, without numbers in the public sentence", () => {
    const r = identityChecks(
      { ...reliance, address: "12 MG Road, Bengaluru, Karnataka" },
      { year: YEAR, inspectedAt: "Indiranagar, Bengaluru, Karnataka, India" },
    );
    const [disagree] = identityWarnings(r);
    expect(disagree.text).toBe(
      "The states disagree: the GSTIN says Maharashtra, the CIN says Maharashtra, the address says Karnataka, the inspected location says Karnataka.",
    );
    expect(disagree.publicText).toBe("The states of the GSTIN, the CIN, the address and the inspected location disagree.");
  });

  it("names the other companies using the same GSTIN or PAN", () => {
    const w = texts(identityWarnings(identityChecks(reliance, { year: YEAR, sharedWith: { gstin: ["A Ltd"], pan: ["A Ltd", "B Ltd", "C Ltd", "D Ltd"] } })));
    expect(w).toEqual(["The same GSTIN is used by A Ltd.", "The same PAN is used by A Ltd, B Ltd, C Ltd and 1 more."]);
  });

  it("checks an inspection's recorded company against where it was inspected", () => {
    const r = inspectionIdentity(
      {
        companyName: reliance.name,
        companyCin: null,
        companyGstin: reliance.gstin,
        companyAddress: reliance.address,
        locationName: "Bengaluru",
        reverseGeocodedAddress: "MG Road, Bengaluru, Karnataka, India",
      },
      YEAR,
    );
    expect(texts(identityWarnings(r))).toEqual([
      "The states disagree: the GSTIN says Maharashtra, the address says Maharashtra, the inspected location says Karnataka.",
    ]);
  });
});
