import { describe, expect, it } from "vitest";
import { redFlags, validateAnswers } from "../../../app/features/checklists/answers";
import { goodAnswers, residence, SIGNATURE_SHA256 } from "../../fixtures/residence-checklist";

const problems = (answers: unknown) => {
  const result = validateAnswers(residence(), answers);
  return result.ok ? [] : result.problems.map((p) => p.message);
};
const withAnswer = (id: string, value: unknown) => problems({ ...goodAnswers(), [id]: value });

describe("validateAnswers", () => {
  it("normalizes good answers: checklist order, trimmed text, numbers, multiple choices in the choices' order, blanks dropped", () => {
    const result = validateAnswers(residence(), { ...goodAnswers(), family: "4", since: "", amenities: ["tv", "car"] });
    expect(result).toEqual({
      ok: true,
      answers: {
        person_met: "applicant",
        family: 4,
        amenities: ["car", "tv"],
        nameplate_matches: "yes",
        nameplate_photo: ["p-1"],
        remarks: "Quiet lane",
        signature: SIGNATURE_SHA256,
      },
    });
    expect(Object.keys(result.ok ? result.answers : {})[0]).toBe("person_met");
  });

  it("names each missing required question, and asks for a signature as such", () => {
    expect(problems({})).toEqual([
      "Person met is required",
      "Nameplate matches the applicant? is required",
      "Nameplate photo is required",
      "Signature of the person met must be signed",
    ]);
    expect(withAnswer("nameplate_matches", "  ")).toEqual(["Nameplate matches the applicant? is required"]);
  });

  it("refuses what is not an answers object, and unknown questions", () => {
    expect(problems(null)).toEqual(["The answers must be an object of question ids and answers"]);
    expect(problems([])).toEqual(["The answers must be an object of question ids and answers"]);
    expect(withAnswer("floor", "2")).toEqual(["Unknown question: floor"]);
    expect(problems({ ...goodAnswers(), ...JSON.parse('{"__proto__": "x"}') })).toEqual(["Unknown question: __proto__"]);
  });

  it("refuses a wrong choice, a list for a single choice, repeated choices and a wrong yes/no", () => {
    expect(withAnswer("person_met", "neighbour")).toEqual(['Person met: "neighbour" is not one of its choices']);
    expect(withAnswer("person_met", ["applicant"])).toEqual(["Person met takes one choice"]);
    expect(withAnswer("amenities", ["car", "bike"])).toEqual(['Amenities seen: "bike" is not one of its choices']);
    expect(withAnswer("amenities", ["car", "car"])).toEqual(["Amenities seen lists a choice twice"]);
    expect(validateAnswers(residence(), { ...goodAnswers(), amenities: "ac" })).toMatchObject({ ok: true, answers: { amenities: ["ac"] } });
    expect(withAnswer("nameplate_matches", true)).toEqual(["Nameplate matches the applicant? must be yes or no"]);
  });

  it("refuses numbers out of range or not numbers, with the unit", () => {
    expect(withAnswer("family", 0)).toEqual(["Family members must be at least 1 persons"]);
    expect(withAnswer("family", "31")).toEqual(["Family members must be at most 30 persons"]);
    expect(withAnswer("family", "four")).toEqual(["Family members must be a number"]);
    expect(withAnswer("family", Infinity)).toEqual(["Family members must be a number"]);
  });

  it("refuses text over its limit or with control characters, and bad dates", () => {
    expect(withAnswer("remarks", "x".repeat(2001))).toEqual(["Remarks is longer than 2,000 characters"]);
    expect(withAnswer("remarks", "a\u0000b")).toEqual(["Remarks contains control characters"]);
    expect(withAnswer("remarks", 5)).toEqual(["Remarks must be text"]);
    expect(withAnswer("since", "2026-02-30")).toEqual(["Living here since must be a date (YYYY-MM-DD)"]);
    expect(withAnswer("since", "01/04/2019")).toEqual(["Living here since must be a date (YYYY-MM-DD)"]);
    expect(withAnswer("since", "2024-02-29")).toEqual([]);
  });

  it("counts photos and refuses what is not a list of photo ids", () => {
    expect(withAnswer("nameplate_photo", ["p-1", "p-2", "p-3"])).toEqual(["Nameplate photo takes at most 2 photos"]);
    expect(withAnswer("nameplate_photo", "p-1")).toEqual(["Nameplate photo must be a list of photos"]);
    expect(withAnswer("nameplate_photo", ["p 1"])).toEqual(["Nameplate photo must be a list of photos"]);
    expect(withAnswer("nameplate_photo", ["p-1", "p-1"])).toEqual(["Nameplate photo must be a list of photos"]);
    const d = residence();
    Object.assign(d.sections[1].questions[1], { minPhotos: 2 });
    expect(validateAnswers(d, goodAnswers())).toEqual({
      ok: false,
      problems: [{ questionId: "nameplate_photo", message: "Nameplate photo needs at least 2 photos" }],
    });
  });

  it("takes a signature as its PNG's SHA-256 in hex, never the drawn image or another id", () => {
    expect(withAnswer("signature", SIGNATURE_SHA256)).toEqual([]);
    for (const other of [["sig-1"], "sig-1", SIGNATURE_SHA256.toUpperCase(), SIGNATURE_SHA256.slice(1), "data:image/png;base64,iVBORw0KGgo="])
      expect(withAnswer("signature", other)).toEqual(["Signature of the person met must be a signature image"]);
  });

  it("asks a conditional question only when its earlier answer is given, and then as required", () => {
    expect(withAnswer("person_met", "relative")).toEqual(["Relation to the applicant is required"]);
    expect(problems({ ...goodAnswers(), person_met: "relative", relation: "Brother" })).toEqual([]);
    expect(withAnswer("relation", "Brother")).toEqual(["Relation to the applicant is not asked for these answers, so it must have no answer"]);
    expect(withAnswer("relation", "")).toEqual([]);
  });

  it("hides a question whose parent is itself hidden, and follows a multiple choice's picks", () => {
    const d = residence();
    d.sections[1].questions[2].shownWhen = { questionId: "relation", value: "x" };
    // relation is text, so the definition check refuses this; the validation still never shows it.
    d.sections[1].questions[2].shownWhen = { questionId: "amenities", value: "car" };
    expect(validateAnswers(d, goodAnswers()).ok).toBe(true);
    expect(validateAnswers(d, { ...goodAnswers(), amenities: ["tv"] })).toMatchObject({ ok: false, problems: [{ questionId: "remarks" }] });
  });
});

describe("redFlags", () => {
  it("lists the flagged questions in the checklist's order with their values", () => {
    const result = validateAnswers(residence(), { ...goodAnswers(), person_met: "none", nameplate_matches: "no" });
    if (!result.ok) throw new Error(result.problems[0].message);
    expect(redFlags(residence(), result.answers).map((f) => [f.question.id, f.values])).toEqual([
      ["person_met", ["none"]],
      ["nameplate_matches", ["no"]],
    ]);
    expect(redFlags(residence(), goodAnswers() as never)).toEqual([]);
    const d = residence();
    Object.assign(d.sections[0].questions[4], { redFlag: ["ac", "tv"] });
    expect(redFlags(d, { amenities: ["car", "tv"] }).map((f) => [f.question.id, f.values])).toEqual([["amenities", ["tv"]]]);
  });
});
