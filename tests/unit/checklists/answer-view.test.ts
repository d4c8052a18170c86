import { describe, expect, it } from "vitest";
import { answerText, answerView, NOT_ANSWERED } from "../../../app/features/checklists/answer-view";
import { goodAnswers, residence, SIGNATURE_SHA256 } from "../../fixtures/residence-checklist";

describe("answerView", () => {
  it("shows every asked question by section in words, hidden follow-ups left out", () => {
    const view = answerView(residence(), goodAnswers());
    expect(view.redFlags).toEqual([]);
    expect(view.sections.map((s) => s.title)).toEqual(["Person met", "Checks"]);
    const met = view.sections[0].rows;
    expect(met.map((r) => r.questionId)).toEqual(["person_met", "family", "since", "amenities"]);
    expect(met.map((r) => r.text)).toEqual(["Applicant", "4 persons", "2019-04-01", "TV, Car"]);
    const checks = Object.fromEntries(view.sections[1].rows.map((r) => [r.questionId, r]));
    expect(checks.nameplate_matches.text).toBe("Yes");
    expect(checks.nameplate_photo).toMatchObject({ text: "1 photo", photoIds: ["p-1"] });
    expect(checks.signature).toMatchObject({ text: "Signed", signature: SIGNATURE_SHA256 });
  });

  it("puts the red-flagged answers first, in the checklist's order, and marks them in their sections too", () => {
    const answers = { ...goodAnswers(), person_met: "none", nameplate_matches: "no" };
    const view = answerView(residence(), answers);
    expect(view.redFlags.map((r) => [r.label, r.text])).toEqual([
      ["Person met", "No one"],
      ["Nameplate matches the applicant?", "No"],
    ]);
    expect(view.sections[1].rows.find((r) => r.questionId === "nameplate_matches")?.redFlag).toBe(true);
    expect(view.sections[1].rows.find((r) => r.questionId === "remarks")?.redFlag).toBe(false);
  });

  it("says Not answered for an optional question left empty and shows a follow-up once asked", () => {
    const { family: _f, ...rest } = goodAnswers();
    const view = answerView(residence(), { ...rest, person_met: "relative", relation: "Brother" });
    const rows = view.sections[0].rows;
    expect(rows.find((r) => r.questionId === "relation")?.text).toBe("Brother");
    expect(rows.find((r) => r.questionId === "family")).toMatchObject({ text: NOT_ANSWERED, answered: false });
  });

  it("writes a number without a unit as given and an empty list as not answered", () => {
    const def = residence();
    const family = def.sections[0].questions[2];
    expect(answerText({ ...family, unit: undefined } as typeof family, 12)).toBe("12");
    expect(answerText(def.sections[0].questions[4], [])).toBe(NOT_ANSWERED);
  });
});
