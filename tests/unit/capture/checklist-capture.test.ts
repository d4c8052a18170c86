import { describe, expect, it } from "vitest";
import { type ChecklistWork, checklistBody, checklistMissing, photoCountsOf, tagPhotos, untagPhoto } from "../../../app/features/capture/checklist-capture";
import { residence } from "../../fixtures/residence-checklist";

const SIGNED = "data:image/png;base64,iVBORw0KGgo=";
const [P1, P2, P3] = [crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID()];
const work = (answers: ChecklistWork["answers"]): ChecklistWork => ({ checklistId: "c1", version: 2, title: "Residence", definition: residence(), answers });

describe("the capture's checklist", () => {
  it("tags new photos to a photo question up to its maximum, and counts only photos still in the capture", () => {
    const present = new Set([P1, P2, P3]);
    const tagged = tagPhotos(residence(), {}, "nameplate_photo", [P1, P2, P3], present);
    expect(tagged.nameplate_photo).toEqual([P1, P2]);
    expect(photoCountsOf(residence(), tagged, new Set([P2, P3]))).toMatchObject({ nameplate_photo: 1 });
    // Not a photo question: nothing tagged.
    expect(tagPhotos(residence(), {}, "person_met", [P1], present)).toEqual({});
  });

  it("drops a deleted photo from its question, and the question's answer with its last photo", () => {
    const answers = { person_met: "applicant", nameplate_photo: [P1, P2] };
    expect(untagPhoto(residence(), answers, P1)).toEqual({ person_met: "applicant", nameplate_photo: [P2] });
    expect(untagPhoto(residence(), { nameplate_photo: [P1] }, P1)).toEqual({});
    expect(untagPhoto(residence(), answers, P3)).toBe(answers);
  });

  it("sends the asked answers with its version, photo answers among the capture's photos", () => {
    const w = work({ person_met: "applicant", relation: "Cousin", nameplate_matches: "no", nameplate_photo: [P1, P3], signature: SIGNED });
    expect(checklistBody(w, [P1, P2])).toEqual({
      checklistId: "c1",
      version: 2,
      answers: { person_met: "applicant", nameplate_matches: "no", nameplate_photo: [P1], signature: SIGNED },
    });
    expect(checklistBody(work({ nameplate_photo: [P3] }), [P1]).answers).toEqual({});
  });

  it("refuses Save naming what is missing, a deleted tagged photo included", () => {
    const w = work({ person_met: "applicant", nameplate_matches: "yes", nameplate_photo: [P1], signature: SIGNED });
    expect(checklistMissing(w, [P1])).toEqual([]);
    expect(checklistMissing(w, [P2]).map((m) => m.message)).toEqual(["Add 1 photo to “Nameplate photo”"]);
  });
});
