import { describe, expect, it } from "vitest";
import { redFlags, validateAnswers } from "../../../app/features/checklists/answers";
import { BUILT_IN_CHECKLISTS } from "../../../app/features/checklists/built-in";
import { residenceChecklist } from "../../../app/features/checklists/built-in/residence";
import { DEMO_RED_FLAG, demoChecklistAnswers } from "../../../app/features/demo/checklist-answers";
import { demoPlan } from "../../../app/features/demo/portfolio";
import { DEMO_RED_FLAG_CASE, demoTeam } from "../../../app/features/demo/team";

const PHOTOS = ["11111111-1111-4111-8111-111111111111", "22222222-2222-4222-8222-222222222222", "33333333-3333-4333-8333-333333333333"];

describe("the demo's checklist answers", () => {
  it.each(BUILT_IN_CHECKLISTS.map((d) => [d.title, d] as const))("answer %s as the server accepts, with no red flag", (_, definition) => {
    const answers = demoChecklistAnswers(definition, PHOTOS);
    expect(validateAnswers(definition, answers)).toEqual({ ok: true, answers: expect.any(Object) });
    expect(redFlags(definition, answers)).toEqual([]);
  });

  it("tag distinct photos to a residence's photo questions while there are enough", () => {
    const answers = demoChecklistAnswers(residenceChecklist, PHOTOS);
    expect(answers.nameplate_photo).toEqual([PHOTOS[0]]);
    expect(answers.residence_photos).toEqual([PHOTOS[1]]);
    expect(answers.person_met).toBe("applicant");
  });

  it("flag the chosen residence: the neighbour does not confirm", () => {
    const answers = demoChecklistAnswers(residenceChecklist, PHOTOS, DEMO_RED_FLAG);
    expect(validateAnswers(residenceChecklist, answers).ok).toBe(true);
    expect(redFlags(residenceChecklist, answers).map((f) => [f.question.label, f.values])).toEqual([["Neighbour's confirmation", ["does_not_confirm"]]]);
  });

  it("flag a Residence case that waits in the review queue with one visit", () => {
    const flagged = demoTeam(demoPlan("2026-11-24T08:00:00.000Z")).cases.find((c) => c.id === DEMO_RED_FLAG_CASE);
    expect(flagged?.verificationType).toBe("residence");
    expect(flagged?.visits).toHaveLength(1);
    expect(flagged?.visits[0].disposition).toBeNull();
  });
});
