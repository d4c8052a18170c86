import { describe, expect, it } from "vitest";
import { gstinCheckCharacter, gstinChecks, gstinPan, gstinState } from "../../../../app/features/companies/identity/gstin";
import { panChecks } from "../../../../app/features/companies/identity/pan";
import { compact } from "../../../../app/features/companies/identity/result";

const texts = (r: { text: string }[]) => r.map((x) => x.text);

describe("GSTIN check character (published mod-36 scheme)", () => {
  // 27AAPFU0939F1ZV is the GSTN's own example; 07AAGFF2194N1Z1 and 33AACCM9093R1ZP are quoted as valid
  // by independent validators. The others are computed by the scheme on real PANs.
  it.each(["27AAPFU0939F1ZV", "07AAGFF2194N1Z1", "33AACCM9093R1ZP", "27AAACR5055K1Z7", "29AAGCB7383J1Z4", "24AAACC1206D1ZM"])("accepts %s", (g) => {
    expect(gstinCheckCharacter(g.slice(0, 14))).toBe(g[14]);
    expect(gstinChecks(g).every((r) => r.level === "ok")).toBe(true);
  });

  it("names the character a wrong one should be", () => {
    const [result] = gstinChecks("27AAPFU0939F1Z5");
    expect(result).toMatchObject({ level: "warning", text: "The GSTIN's check character is 5; by the published scheme it should be V." });
    expect(result.publicText).not.toMatch(/V|5/);
  });

  it("warns of a layout that is not a GSTIN's and of an unknown state code", () => {
    expect(gstinChecks("27AAPFU0939F1X5")[0].text).toMatch(/does not have the GSTIN layout/);
    const unknown = gstinChecks(`45AAPFU0939F1Z${gstinCheckCharacter("45AAPFU0939F1Z")}`);
    expect(texts(unknown)).toContain("The GSTIN's state code 45 is not a GST state code.");
    expect(unknown.at(-1)!.level).toBe("ok");
  });

  it("reads the state and the PAN", () => {
    expect(gstinState("27AAPFU0939F1ZV")).toBe("Maharashtra");
    expect(gstinState("29AAGCB7383J1Z4")).toBe("Karnataka");
    expect(gstinState("26AAPFU0939F1ZV")).toBe("Dadra and Nagar Haveli and Daman and Diu");
    expect(gstinPan("27AAPFU0939F1ZV")).toBe("AAPFU0939F");
  });

  it("normalises lower-case and spaced input, and gives nothing for empty", () => {
    expect(compact(" 27aapfu0939f 1zv ")).toBe("27AAPFU0939F1ZV");
    expect(compact("   ")).toBeNull();
    expect(compact(null)).toBeNull();
  });
});

describe("PAN holder type and 5th letter", () => {
  it("accepts a company's PAN on a company name", () => {
    const r = panChecks("AAACR5055K", "Reliance Industries Limited");
    expect(r.map((x) => x.level)).toEqual(["ok", "ok"]);
    expect(texts(r)).toEqual(["The PAN belongs to a company.", "The PAN's 5th letter R is the first letter of the name."]);
  });

  it("ignores M/s and The before the first letter", () => {
    expect(panChecks("AAACR5055K", "M/s. The Reliance Co Pvt. Ltd.").every((x) => x.level === "ok")).toBe(true);
  });

  it("warns of a person's PAN on a Private Limited company, and of an LLP without F", () => {
    expect(texts(panChecks("ABCPR1234K", "Ravi Traders Private Limited"))[0]).toBe("The PAN's 4th letter P means a person, but the name says a company (C).");
    expect(texts(panChecks("ABCCR1234K", "Ravi Associates LLP"))[0]).toBe("The PAN's 4th letter C means a company, but the name says an LLP (F).");
    expect(panChecks("AAPFU0939F", "Umbrella Associates LLP").every((x) => x.level === "ok")).toBe(true);
  });

  it("warns when the 5th letter is not the name's first", () => {
    const r = panChecks("AAACR5055K", "Bharat Pumps Limited");
    expect(r[1]).toMatchObject({ level: "warning", text: "The PAN's 5th letter is R, but the name starts with B." });
  });

  it("warns of an unknown holder type and a broken layout", () => {
    expect(texts(panChecks("AAAXR5055K", "Reliance Limited"))[0]).toBe("The PAN's 4th letter X is not a holder type.");
    expect(texts(panChecks("AAAC5055K", "Reliance Limited"))[0]).toMatch(/does not have the PAN layout/);
  });

  it("makes no claim on the name of a person's PAN or a name with no legal form", () => {
    expect(panChecks("ABCPK1234L", "Ravi Kumar")).toEqual([{ level: "ok", text: "The PAN belongs to a person.", publicText: null }]);
  });
});
