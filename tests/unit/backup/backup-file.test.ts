import { describe, expect, it } from "vitest";
import { INSPECTION_TIME, isInspectionDate, readBackup } from "../../../app/features/backup/backup-file";

// The backup file's rules: every record is held to its form's rules, and the first bad one is named.

const now = "2026-11-24T10:00:00.000Z";
const inspection = (over: Record<string, unknown> = {}) => ({
  id: "a1",
  companyName: "Konkan Traders",
  inspectorName: "Asha Rao",
  timestamp: now,
  date: "24/11/2026",
  time: "10:00:00",
  insuranceAdequacy: "adequate",
  activityLevel: "moderate",
  signboards: "as_per_kyc_docs",
  propertyValuation: "adequate",
  inventoryLevel: "sufficient",
  marketEnquiry: "satisfactory",
  overallPosition: "satisfactory",
  photoCount: 1,
  createdAt: now,
  updatedAt: now,
  ...over,
});
const file = (parts: Record<string, unknown[]>) =>
  JSON.stringify({ version: "1.0", exportDate: now, profile: {}, companies: [], inspections: [], visits: [], ...parts });

describe("inspection date and time", () => {
  it("takes the save's en-GB day of the calendar and 24-hour time", () => {
    expect(["24/11/2026", "1/1/2026", "29/02/2028"].every(isInspectionDate)).toBe(true);
    expect(["31/02/2099", "2026-11-24", "24/13/2026", "00/01/2026", "", "24/11/26"].some(isInspectionDate)).toBe(false);
    expect(["10:00:00", "23:59:59", "9:05", "00:00:00"].every((t) => INSPECTION_TIME.test(t))).toBe(true);
    expect(["99:99", "24:00:00", "10:60:00", "10:00:60", "10am", ""].some((t) => INSPECTION_TIME.test(t))).toBe(false);
  });
});

describe("readBackup", () => {
  it("reads a well-formed file", () => {
    const r = readBackup(file({ inspections: [inspection()] }));
    expect(r.ok && r.backup.inspections[0].companyName).toBe("Konkan Traders");
  });

  it.each([
    [{ date: "31/02/2099" }, "Inspection 1 (Konkan Traders), date: The date must be a day of the calendar written DD/MM/YYYY"],
    [{ time: "99:99" }, "Inspection 1 (Konkan Traders), time: The time must be a 24-hour time (HH:MM:SS)"],
    [{ inspectorName: "  " }, "inspectorName: The inspector's name is required"],
    [{ locationAccuracy: 1e12 }, "locationAccuracy: The location accuracy is out of range"],
    [{ photoCount: 2.5 }, "photoCount: The photo count must be a whole number"],
    [{ photoCount: 101 }, "photoCount"],
  ])("refuses an inspection with %o, naming it", (over, reason) => {
    const r = readBackup(file({ inspections: [inspection(), inspection({ id: "a2", ...over })] }));
    expect(r.ok).toBe(false);
    expect(!r.ok && r.error).toMatch(/^The backup cannot be restored: Inspection 2 \(Konkan Traders\), /);
    expect(!r.ok && r.error).toContain(reason.replace("Inspection 1", "Inspection 2"));
  });

  it("keeps a sealed record's text exactly as it was signed", () => {
    const r = readBackup(file({ inspections: [inspection({ companyName: " Konkan Traders ", inspectorName: "Asha Rao " })] }));
    expect(r.ok && [r.backup.inspections[0].companyName, r.backup.inspections[0].inspectorName]).toEqual([" Konkan Traders ", "Asha Rao "]);
  });

  it("refuses a company whose website is not an http(s) address", () => {
    const r = readBackup(file({ companies: [{ id: "c1", name: "Acme", address: "Pune", website: "https://", createdAt: now, updatedAt: now }] }));
    expect(r).toEqual({
      ok: false,
      error: "The backup cannot be restored: Company 1 (Acme), website: Invalid website URL (must start with http:// or https://)",
    });
  });
});
