import { describe, expect, it } from "vitest";
import { secondsLeftOnLease, usersCsv } from "../../../app/features/admin/admin-rules";

describe("secondsLeftOnLease", () => {
  const now = Date.parse("2026-05-01T10:00:00.000Z");
  it("waits out the rest of a live lease, and a second more", () => {
    expect(secondsLeftOnLease("2026-05-01T10:00:00.000Z", 60_000, now)).toBe(61);
    expect(secondsLeftOnLease("2026-05-01T09:59:30.500Z", 60_000, now)).toBe(32);
  });
  it("retries after a second when the lease has just run out", () => {
    expect(secondsLeftOnLease("2026-05-01T09:58:00.000Z", 60_000, now)).toBe(1);
  });
});

describe("usersCsv", () => {
  it("writes formulas with a leading apostrophe so a spreadsheet shows them as text", () => {
    const csv = usersCsv([
      { firstName: '=HYPERLINK("http://evil.example","Click")', lastName: "+1+1", organization: "@SUM(A1)", phoneNumber: "-2", address: "Pune" },
    ]);
    expect(csv.split("\r\n")[1]).toBe(`"'=HYPERLINK(""http://evil.example"",""Click"")","'+1+1","'@SUM(A1)","'-2",Pune`);
  });
});
