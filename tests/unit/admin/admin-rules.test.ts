import { describe, expect, it } from "vitest";
import { usersCsv } from "../../../app/features/admin/admin-rules";

describe("usersCsv", () => {
  it("writes formulas with a leading apostrophe so a spreadsheet shows them as text", () => {
    const csv = usersCsv([
      { firstName: '=HYPERLINK("http://evil.example","Click")', lastName: "+1+1", organization: "@SUM(A1)", phoneNumber: "-2", address: "Pune" },
    ]);
    expect(csv.split("\r\n")[1]).toBe(`"'=HYPERLINK(""http://evil.example"",""Click"")","'+1+1","'@SUM(A1)","'-2",Pune`);
  });
});
