import { describe, expect, it } from "vitest";
import { idFromLabel, uniqueId } from "../../../app/features/checklists/ids";

const KEY = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;

describe("idFromLabel", () => {
  it("makes a key of letters, digits and _ from the label", () => {
    expect(idFromLabel("Nameplate matches the applicant?", "question")).toBe("nameplate_matches_the_applicant");
    expect(idFromLabel("  Owned by parents / relative ", "choice")).toBe("owned_by_parents_relative");
    expect(idFromLabel("Café área", "question")).toBe("cafe_area");
  });

  it("starts with a letter and falls back when the label has none of its own", () => {
    expect(idFromLabel("2 wheelers", "question")).toBe("question_2_wheelers");
    expect(idFromLabel("", "section")).toBe("section");
    expect(idFromLabel("नाम", "question")).toBe("question");
    expect(idFromLabel("???", "choice")).toBe("choice");
  });

  it("stays within 64 characters and never ends with _", () => {
    const id = idFromLabel(`${"a".repeat(63)} b`, "question");
    expect(id).toBe("a".repeat(63));
    expect(idFromLabel("x".repeat(300), "question")).toMatch(KEY);
  });
});

describe("uniqueId", () => {
  it("adds _2, _3… when the id is taken", () => {
    expect(uniqueId("Remarks", "question", [])).toBe("remarks");
    expect(uniqueId("Remarks", "question", ["remarks"])).toBe("remarks_2");
    expect(uniqueId("Remarks", "question", ["remarks", "remarks_2"])).toBe("remarks_3");
    expect(uniqueId("", "question", ["question"])).toBe("question_2");
  });

  it("keeps a suffixed long id within 64 characters", () => {
    const long = "b".repeat(64);
    const id = uniqueId(long, "question", [long]);
    expect(id).toBe(`${"b".repeat(62)}_2`);
    expect(id).toMatch(KEY);
  });
});
