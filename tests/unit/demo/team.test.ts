import { describe, expect, it } from "vitest";
import { demoPlan } from "../../../app/features/demo/portfolio";
import { caseVisitOf, demoTeam } from "../../../app/features/demo/team";

describe("the demo organization", () => {
  const plan = demoPlan("2026-11-27T06:00:00.000Z");
  const team = demoTeam(plan);

  const toSubmit = team.cases.filter((c) => c.visits.length > 0);
  const visits = toSubmit.flatMap((c) => c.visits);

  it("holds 25 cases in every state of part 1, eight of them saved for their case", () => {
    expect(team.cases).toHaveLength(25);
    const planned = (s: string) => team.cases.filter((c) => c.status === s).length;
    expect(planned("unassigned")).toBe(6);
    expect(planned("assigned")).toBeGreaterThan(0);
    expect(toSubmit).toHaveLength(8);
    expect(new Set(visits.map((v) => v.inspectionId)).size).toBe(9);
    expect(toSubmit.every((c) => c.status === "in_progress")).toBe(true);
  });

  it("saves for cases only portfolio inspections that read the same in the personal portfolio", () => {
    for (const v of visits) {
      const x = plan.inspections.find((i) => i.id === v.inspectionId)!;
      const c = team.cases.find((k) => k.visits.includes(v))!;
      expect(x.visitId).toBeNull();
      expect(plan.companies.find((k) => k.id === x.companyId)!.siteOnRecord).toBe(true);
      expect(c.companyId).toBe(`demo-org-${x.companyId}`);
      expect(caseVisitOf(team, x.id)!.case).toBe(c);
    }
  });

  it("plans the reviewer's decisions: every outcome, hours after the save (some over a day), and three left waiting", () => {
    const decided = visits.filter((v) => v.disposition);
    expect(new Set(decided.map((v) => v.disposition!.outcome))).toEqual(new Set(["verified", "not_verified", "revisit", "not_found"]));
    expect(toSubmit.filter((c) => c.visits.at(-1)!.disposition === null)).toHaveLength(3);
    const hours = decided.map((v) => {
      const saved = Date.parse(plan.inspections.find((i) => i.id === v.inspectionId)!.savedAt);
      return (Date.parse(v.disposition!.at) - saved) / 3_600_000;
    });
    expect(hours.every((h) => h >= 1 && h < 72)).toBe(true);
    expect(hours.filter((h) => h > 24).length).toBeGreaterThan(0);
    expect(decided.every((v) => Date.parse(v.disposition!.at) < Date.parse(plan.now))).toBe(true);
    expect(decided.every((v) => v.disposition!.outcome === "verified" || v.disposition!.remark !== "")).toBe(true);
  });

  it("re-visits one case: visit 1 of the same company disposed Re-visit before visit 2 is saved, then Verified", () => {
    const twice = toSubmit.filter((c) => c.visits.length === 2);
    expect(twice).toHaveLength(1);
    const [one, two] = twice[0].visits;
    const inspection = (id: string) => plan.inspections.find((i) => i.id === id)!;
    expect(inspection(one.inspectionId).companyId).toBe(inspection(two.inspectionId).companyId);
    expect(one.disposition!.outcome).toBe("revisit");
    expect(Date.parse(one.disposition!.at)).toBeLessThan(Date.parse(inspection(two.inspectionId).savedAt));
    expect(two.disposition!.outcome).toBe("verified");
    expect(caseVisitOf(team, two.inspectionId)!.before).toBe(one);
    expect(Date.parse(twice[0].createdAt)).toBeLessThan(Date.parse(inspection(one.inspectionId).savedAt));
  });

  it("has overdue cases: open ones past due, and submissions made after their due time", () => {
    const now = Date.parse(plan.now);
    expect(team.cases.filter((c) => c.visits.length === 0 && c.assigneeId && Date.parse(c.dueAt) < now).length).toBeGreaterThanOrEqual(2);
    const late = toSubmit.filter((c) => Date.parse(c.dueAt) < Date.parse(plan.inspections.find((i) => i.id === c.visits[0].inspectionId)!.savedAt));
    expect(late.length).toBeGreaterThan(0);
  });

  it("gives cases only to its inspectors, with unique references", () => {
    const inspectors = new Set(team.members.filter((m) => m.role === "inspector").map((m) => m.userId));
    expect(team.cases.every((c) => c.assigneeId === null || inspectors.has(c.assigneeId))).toBe(true);
    expect(new Set(team.cases.map((c) => c.reference)).size).toBe(25);
    expect(team.members.filter((m) => m.role === "owner")).toHaveLength(1);
  });

  it("is the same plan when made again", () => {
    expect(demoTeam(demoPlan(plan.now))).toEqual(team);
  });
});
