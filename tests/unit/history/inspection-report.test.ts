import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import jsQR from "jsqr";
import { describe, expect, it } from "vitest";
import { buildInspectionReport, type ReportInspection } from "../../../app/features/history/inspection-report";
import { qrModules } from "../../../app/features/history/qr";

const URL_ = "https://siteproof.example.com/verify/3kZ9vQ_x-2bYp7LmN0aR4tUw8eHc1sDf";

/** Reads a binary PPM (P6) as RGBA pixels, as pdftoppm writes them. */
function readPpm(bytes: Buffer) {
  const header = bytes.toString("latin1", 0, 64).match(/^P6\s+(\d+)\s+(\d+)\s+255\s/)!;
  const [width, height] = [Number(header[1]), Number(header[2])];
  const rgb = bytes.subarray(header[0].length);
  const rgba = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < width * height; i++) rgba.set([rgb[i * 3], rgb[i * 3 + 1], rgb[i * 3 + 2], 255], i * 4);
  return { rgba, width, height };
}

const inspection: ReportInspection = {
  id: "0b6f2c1e-7a4d-4e8b-9d21-5c3f8a9e1b70",
  companyName: "Acme Cold Storage",
  companyCin: null,
  companyGstin: null,
  companyAddress: "Pune, Maharashtra",
  date: "21/11/2026",
  time: "10:15:00",
  inspectorName: "Asha Rao",
  organization: null,
  locationName: "Pune",
  latitude: 18.52,
  longitude: 73.85,
  notes: null,
  photoCount: 2,
  insuranceAdequacy: "adequate",
  activityLevel: "moderate",
  signboards: "as_per_kyc_docs",
  propertyValuation: "adequate",
  inventoryLevel: "sufficient",
  marketEnquiry: "satisfactory",
  overallPosition: "satisfactory",
  sealed: true,
  siteCheck: { text: "All 2 photos taken within 40 m of the site (GPS ±12 m)" },
  photos: [
    { sha256: "a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f90", siteDistanceM: 38 },
    { sha256: "ffeeddccbbaa99887766554433221100ffeeddccbbaa99887766554433221100", siteDistanceM: 12 },
  ],
};

describe("the QR code of a verify link", () => {
  it("encodes the link so that a reader gets it back", () => {
    const modules = qrModules(URL_);
    const scale = 4;
    const size = (modules.length + 8) * scale;
    const rgba = new Uint8ClampedArray(size * size * 4).fill(255);
    modules.forEach((row, r) =>
      row.forEach((dark, c) => {
        if (!dark) return;
        for (let y = 0; y < scale; y++)
          for (let x = 0; x < scale; x++)
            rgba.fill(0, (((r + 4) * scale + y) * size + (c + 4) * scale + x) * 4, (((r + 4) * scale + y) * size + (c + 4) * scale + x) * 4 + 3);
      }),
    );
    expect(jsQR(rgba, size, size)?.data).toBe(URL_);
  });

  it("prints on the report's cover, readable from the rendered page, with the short hashes and the on-site check", () => {
    const dir = mkdtempSync(join(tmpdir(), "sp-report-"));
    const pdf = join(dir, "report.pdf");
    writeFileSync(
      pdf,
      Buffer.from(
        buildInspectionReport(inspection, null, new Date("2026-11-21T10:20:00Z"), { verifyUrl: URL_, expiresAt: "2026-12-21T10:20:00Z" }).output("arraybuffer"),
      ),
    );
    const text = execFileSync("pdftotext", ["-layout", pdf, "-"], { encoding: "utf8" });
    expect(text).toContain("Verify this inspection");
    expect(text).toContain(URL_);
    expect(text).toContain("On-site check: All 2 photos taken within 40 m of the site (GPS ±12 m).");
    expect(text).toMatch(/Photo 1\s+a1b2c3d4e5f6\s+38 m from the site/);
    expect(text).toMatch(/Photo 2\s+ffeeddccbbaa\s+12 m from the site/);
    execFileSync("pdftoppm", ["-r", "150", "-f", "1", "-l", "1", pdf, join(dir, "cover")]);
    const { rgba, width, height } = readPpm(readFileSync(join(dir, "cover-1.ppm")));
    expect(jsQR(rgba, width, height)?.data).toBe(URL_);
  });

  it('lists no assessment findings for a checklist capture, whose seven fields are "" (not asked)', () => {
    const dir = mkdtempSync(join(tmpdir(), "sp-report-"));
    const pdf = join(dir, "report.pdf");
    const notAsked = {
      insuranceAdequacy: "",
      activityLevel: "",
      signboards: "",
      propertyValuation: "",
      inventoryLevel: "",
      marketEnquiry: "",
      overallPosition: "",
    };
    writeFileSync(
      pdf,
      Buffer.from(
        buildInspectionReport({ ...inspection, ...notAsked, notes: "Met the applicant" }, null, new Date("2026-11-21T10:20:00Z")).output("arraybuffer"),
      ),
    );
    const text = execFileSync("pdftotext", ["-layout", pdf, "-"], { encoding: "utf8" });
    expect(text).not.toContain("Assessment Findings");
    expect(text).not.toContain("Insurance Adequacy");
    expect(text).not.toContain("Green: good");
    expect(text).toContain("Met the applicant");
  });
});
