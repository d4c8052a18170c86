import { describe, expect, it } from "vitest";
import { demoPlan } from "../../../app/features/demo/portfolio";
import { demoTeam } from "../../../app/features/demo/team";

describe("the demo organization", () => {
  const plan = demoPlan("2026-11-27T06:00:00.000Z");
  const team = demoTeam(plan);

  it("holds 25 cases in every state of part 1, eight of them saved for their case", () => {
    expect(team.cases).toHaveLength(25);
    const planned = (s: string) => team.cases.filter((c) => c.status === s).length;
    expect(planned("unassigned")).toBe(6);
    expect(planned("assigned")).toBeGreaterThan(0);
    const toSubmit = team.cases.filter((c) => c.inspectionId);
    expect(toSubmit).toHaveLength(8);
    expect(new Set(toSubmit.map((c) => c.inspectionId)).size).toBe(8);
    expect(toSubmit.every((c) => c.status === "in_progress" && c.met)).toBe(true);
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
