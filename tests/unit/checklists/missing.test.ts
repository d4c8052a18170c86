import { describe, expect, it } from "vitest";
import { missingBeforeSave, missingSentence } from "../../../app/features/checklists/missing";
import { residence } from "../../fixtures/residence-checklist";

const SIGNED = "data:image/png;base64,iVBORw0KGgo=";
const complete = () => ({ person_met: "applicant", nameplate_matches: "no", signature: SIGNED });

describe("missingBeforeSave", () => {
  it("names every required question, the photos and the signature, in the checklist's order", () => {
    const missing = missingBeforeSave(residence(), {}, {});
    expect(missing.map((m) => m.message)).toEqual([
      "Answer “Person met”",
      "Answer “Nameplate matches the applicant?”",
      "Add 1 photo to “Nameplate photo”",
      "Sign “Signature of the person met”",
    ]);
    expect(missing.map((m) => m.need)).toEqual(["answer", "answer", "add_photos", "sign"]);
  });

  it("finds nothing when the answers, the photo count and the drawn signature are there", () => {
    expect(missingBeforeSave(residence(), complete(), { nameplate_photo: 1 })).toEqual([]);
    expect(missingBeforeSave(residence(), complete(), { nameplate_photo: 2 })).toEqual([]);
  });

  it("asks for a conditional question only while it is shown, and ignores a hidden question's answer", () => {
    const shown = missingBeforeSave(residence(), { ...complete(), person_met: "relative" }, { nameplate_photo: 1 });
    expect(shown.map((m) => m.message)).toEqual(["Answer “Relation to the applicant”"]);
    expect(missingBeforeSave(residence(), { ...complete(), relation: "Brother" }, { nameplate_photo: 1 })).toEqual([]);
  });

  it("counts photos against the question's limits", () => {
    const few = missingBeforeSave(residence(), complete(), {});
    expect(few).toEqual([{ questionId: "nameplate_photo", need: "add_photos", message: "Add 1 photo to “Nameplate photo”" }]);
    const many = missingBeforeSave(residence(), complete(), { nameplate_photo: 5 });
    expect(many).toEqual([{ questionId: "nameplate_photo", need: "remove_photos", message: "Remove 3 photos from “Nameplate photo”" }]);
  });

  it("gives an answer the server would refuse in validateAnswers' own words", () => {
    const missing = missingBeforeSave(residence(), { ...complete(), family: "0", since: "2026-02-30" }, { nameplate_photo: 1 });
    expect(missing).toEqual([
      { questionId: "family", need: "fix", message: "Family members must be at least 1 persons" },
      { questionId: "since", need: "fix", message: "Living here since must be a date (YYYY-MM-DD)" },
    ]);
  });

  it("treats blank text as no answer", () => {
    expect(missingBeforeSave(residence(), { ...complete(), nameplate_matches: " " }, { nameplate_photo: 1 }).map((m) => m.need)).toEqual(["answer"]);
  });
});

describe("missingSentence", () => {
  it("lists the questions to answer together, then the photos and signatures", () => {
    expect(missingSentence(missingBeforeSave(residence(), { person_met: "applicant", signature: SIGNED }, {}))).toBe(
      "Answer “Nameplate matches the applicant?” and add 1 photo to “Nameplate photo”.",
    );
    expect(missingSentence(missingBeforeSave(residence(), {}, {}))).toBe(
      "Answer “Person met” and “Nameplate matches the applicant?”, add 1 photo to “Nameplate photo” and sign “Signature of the person met”.",
    );
  });

  it("keeps an answer to fix as its own sentence, and says nothing when nothing is missing", () => {
    const items = missingBeforeSave(residence(), { ...complete(), family: "99" }, {});
    expect(missingSentence(items)).toBe("Add 1 photo to “Nameplate photo”. Family members must be at most 30 persons.");
    expect(missingSentence([])).toBe("");
  });
});
