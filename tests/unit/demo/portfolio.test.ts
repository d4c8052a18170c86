import { describe, expect, it } from "vitest";
import { CIN_PATTERN, GSTIN_PATTERN, PAN_PATTERN } from "../../../app/features/companies/company-form";
import { DEMO_INSPECTIONS, demoPlan, gstinCheck } from "../../../app/features/demo/portfolio";
import { InspectionPayloadSchema } from "../../../app/platform/inspection-payload";
import { PhotoMetaSchema } from "../../../app/features/capture/photo-meta";
import { STATES, stateFromAddress } from "../../../app/platform/states";
import { localDate } from "../../../app/platform/time/zones";
import * as v from "valibot";

const NOW = "2026-11-24T08:00:00.000Z";
const plan = demoPlan(NOW);
const DAY = 86_400_000;

describe("the demo portfolio plan", () => {
  it("is the same plan when made again from the same instant", () => {
    expect(demoPlan(NOW)).toEqual(plan);
  });

  it("has 30 companies, three in each of the ten analytics states, with well-formed CIN, GSTIN and PAN", () => {
    expect(plan.companies).toHaveLength(30);
    for (const state of STATES) expect(plan.companies.filter((c) => c.state === state)).toHaveLength(3);
    for (const c of plan.companies) {
      expect(stateFromAddress(c.address)).toBe(c.state);
      expect(c.cin).toMatch(CIN_PATTERN);
      expect(c.gstin).toMatch(GSTIN_PATTERN);
      expect(c.pan).toMatch(PAN_PATTERN);
      // A GSTIN holds the PAN and ends in its check character.
      expect(c.gstin.slice(2, 12)).toBe(c.pan);
      expect(c.gstin[14]).toBe(gstinCheck(c.gstin.slice(0, 14)));
    }
    expect(new Set(plan.companies.map((c) => c.gstin)).size).toBe(30);
    expect(plan.companies.filter((c) => !c.siteOnRecord).length).toBeGreaterThan(0);
  });

  it("computes the GSTIN check character as published examples do", () => {
    // 27AAPFU0939F1ZV is the example GSTIN the GST portal's own guide uses.
    expect(gstinCheck("27AAPFU0939F1Z")).toBe("V");
  });

  it("spreads 40 inspections of 2 to 5 photos over the last six months, each a valid save", () => {
    expect(plan.inspections).toHaveLength(DEMO_INSPECTIONS);
    const now = Date.parse(NOW);
    for (const x of plan.inspections) {
      const saved = Date.parse(x.savedAt);
      expect(saved).toBeLessThan(now);
      expect(saved).toBeGreaterThan(now - 183 * DAY);
      expect(x.photos.length).toBeGreaterThanOrEqual(2);
      expect(x.photos.length).toBeLessThanOrEqual(5);
      for (const p of x.photos) {
        // Taken, then received a few seconds later, before the save.
        expect(Date.parse(p.capturedAt)).toBeLessThan(Date.parse(p.receivedAt));
        expect(Date.parse(p.receivedAt)).toBeLessThan(saved);
        expect(v.safeParse(PhotoMetaSchema, { ...p, cameraDirection: "environment", flashMode: "off", inspectionId: x.id }).success).toBe(true);
      }
      const payload = {
        id: x.id,
        companyId: x.companyId,
        visitId: x.visitId,
        photoIds: x.photos.map((p) => p.id),
        assessment: x.assessment,
        notes: x.notes,
        timestamp: x.photos[0].capturedAt,
        location: null,
      };
      expect(v.safeParse(InspectionPayloadSchema, payload).success).toBe(true);
    }
    const months = new Set(plan.inspections.map((x) => x.savedAt.slice(0, 7)));
    expect(months.size).toBeGreaterThanOrEqual(6);
    expect(new Set(plan.inspections.flatMap((x) => x.photos.map((p) => p.id))).size).toBe(plan.inspections.reduce((n, x) => n + x.photos.length, 0));
  });

  it("mixes on-site results, sources, assessments and notes", () => {
    const kinds = new Set(plan.inspections.map((x) => x.onSite));
    expect([...kinds].sort()).toEqual(["far", "on-site", "pinned", "poor-accuracy"]);
    expect(new Set(plan.inspections.map((x) => x.source))).toEqual(new Set(["web", "mobile"]));
    expect(new Set(plan.inspections.map((x) => x.assessment.overallPosition)).size).toBe(2);
    expect(plan.inspections.some((x) => x.notes === "")).toBe(true);
    expect(plan.inspections.some((x) => x.notes !== "")).toBe(true);
    // A pinned inspection is the first of a company without a site.
    for (const x of plan.inspections.filter((i) => i.onSite === "pinned")) {
      expect(plan.companies.find((c) => c.id === x.companyId)!.siteOnRecord).toBe(false);
      expect(plan.inspections.find((i) => i.companyId === x.companyId)).toBe(x);
    }
  });

  it("plans visits overdue, today, upcoming and completed, one completed by an inspection", () => {
    const today = localDate(new Date(NOW), "Asia/Kolkata");
    const kinds = (k: string) => plan.visits.filter((x) => x.kind === k);
    expect(kinds("overdue").every((x) => x.scheduledDate < today && !x.completed)).toBe(true);
    expect(kinds("today").every((x) => x.scheduledDate === today && !x.completed)).toBe(true);
    expect(kinds("upcoming").every((x) => x.scheduledDate > today)).toBe(true);
    expect(kinds("completed").every((x) => x.completed)).toBe(true);
    for (const k of ["overdue", "today", "upcoming", "completed"]) expect(kinds(k).length).toBeGreaterThan(0);
    const [linked] = kinds("linked");
    const inspection = plan.inspections.find((x) => x.visitId === linked.id)!;
    expect(inspection.companyId).toBe(linked.companyId);
    expect(linked.scheduledDate).toBe(localDate(new Date(inspection.savedAt), "Asia/Kolkata"));
  });

  it("gives the admin users of both account types", () => {
    expect(new Set(plan.users.map((u) => u.accountType))).toEqual(new Set(["free", "premium"]));
  });
});
