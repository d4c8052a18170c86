import { describe, expect, it } from "vitest";
import { allocateNearest, formatDistance, type InspectorLoad, rankInspectors } from "../../../app/features/cases/allocation";

const PUNE = { latitude: 18.5204, longitude: 73.8567 };
const MUMBAI = { latitude: 19.076, longitude: 72.8777 };
const NASHIK = { latitude: 19.9975, longitude: 73.7898 };

const person = (userId: string, name: string, position: InspectorLoad["position"], openCases = 0): InspectorLoad => ({
  userId,
  name,
  position,
  openCases,
  overdueCases: 0,
});

describe("ranking inspectors for a case", () => {
  it("orders by distance from the site, those without a position after by name", () => {
    const ranked = rankInspectors(PUNE, [
      person("z", "Zoya", null),
      person("m", "Meera", MUMBAI),
      person("a", "Anil", null),
      person("n", "Nikhil", NASHIK),
      person("p", "Priya", PUNE),
    ]);
    expect(ranked.map((r) => r.userId)).toEqual(["p", "m", "n", "a", "z"]);
    expect(ranked[0].distanceKm).toBe(0);
    // Pune to Mumbai is about 120 km as the crow flies.
    expect(ranked[1].distanceKm).toBeGreaterThan(115);
    expect(ranked[1].distanceKm).toBeLessThan(125);
    expect(ranked[3].distanceKm).toBeNull();
  });

  it("lists everyone by name when the site is unknown", () => {
    expect(rankInspectors(null, [person("m", "Meera", MUMBAI), person("a", "anil", PUNE)]).map((r) => [r.userId, r.distanceKm])).toEqual([
      ["a", null],
      ["m", null],
    ]);
  });

  it("puts the one with fewer open cases first at the same distance", () => {
    expect(rankInspectors(PUNE, [person("busy", "Asha", MUMBAI, 5), person("free", "Zubin", MUMBAI, 1)]).map((r) => r.userId)).toEqual(["free", "busy"]);
  });

  it("formats distances in metres under a kilometre", () => {
    expect(formatDistance(0.35)).toBe("350 m");
    expect(formatDistance(1.234)).toBe("1.2 km");
    expect(formatDistance(120.4)).toBe("120 km");
  });
});

describe("nearest available", () => {
  it("gives each case to the nearest located inspector, never to one without a position", () => {
    const plan = allocateNearest(
      [
        { id: "c1", site: PUNE },
        { id: "c2", site: NASHIK },
      ],
      [person("m", "Meera", MUMBAI), person("p", "Priya", PUNE), person("x", "Xavier", null), person("n", "Nikhil", NASHIK)],
    );
    expect(plan).toEqual([
      { caseId: "c1", userId: "p" },
      { caseId: "c2", userId: "n" },
    ]);
  });

  it("breaks a tie by fewer open cases, counting the ones this batch just gave out", () => {
    const inspectors = [person("a", "Asha", PUNE, 2), person("b", "Bala", PUNE, 1)];
    const plan = allocateNearest(
      ["c1", "c2", "c3"].map((id) => ({ id, site: PUNE })),
      inspectors,
    );
    // b (1 open) takes c1 → 2 each; then by name a takes c2 → a 3, b 2; b takes c3.
    expect(plan.map((p) => p.userId)).toEqual(["b", "a", "b"]);
  });

  it("assigns nothing when no inspector has a position", () => {
    expect(allocateNearest([{ id: "c1", site: PUNE }], [person("x", "Xavier", null)])).toEqual([]);
  });
});
