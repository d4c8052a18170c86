import { describe, expect, it } from "vitest";
import type { ChecklistDefinition } from "../../../app/features/checklists/definition";
import { dropHiddenAnswers, visibleQuestions } from "../../../app/features/checklists/visibility";
import { residence } from "../../fixtures/residence-checklist";

const ids = (d: ChecklistDefinition, answers: Record<string, string | number | string[]>) => visibleQuestions(d, answers).map((q) => q.id);

/** A chain: owned? -> (no) rent kind -> (lease) lease years; and a multiple choice showing a follow-up. */
const chain = (): ChecklistDefinition => ({
  id: "chain",
  title: "Chain",
  verificationType: "residence",
  version: 1,
  sections: [
    {
      id: "one",
      title: "One",
      questions: [
        { id: "owned", label: "Owned?", required: true, type: "yes_no" },
        {
          id: "rent_kind",
          label: "Rent kind",
          required: true,
          type: "single_choice",
          choices: [
            { id: "lease", label: "Lease" },
            { id: "monthly", label: "Monthly" },
          ],
          shownWhen: { questionId: "owned", value: "no" },
        },
      ],
    },
    {
      id: "two",
      title: "Two",
      questions: [
        { id: "lease_years", label: "Lease years", required: true, type: "number", shownWhen: { questionId: "rent_kind", value: "lease" } },
        {
          id: "seen",
          label: "Seen",
          required: false,
          type: "multiple_choice",
          choices: [
            { id: "car", label: "Car" },
            { id: "tv", label: "TV" },
          ],
        },
        { id: "car_model", label: "Car model", required: false, type: "short_text", shownWhen: { questionId: "seen", value: "car" } },
      ],
    },
  ],
});

describe("visibleQuestions", () => {
  it("asks a conditional question only when the earlier answer has the value", () => {
    expect(ids(residence(), {})).not.toContain("relation");
    expect(ids(residence(), { person_met: "applicant" })).not.toContain("relation");
    expect(ids(residence(), { person_met: "relative" })).toContain("relation");
  });

  it("follows a chain across sections, and a hidden link hides the rest of the chain", () => {
    expect(ids(chain(), { owned: "no", rent_kind: "lease" })).toEqual(["owned", "rent_kind", "lease_years", "seen"]);
    // rent_kind still says "lease", but it is no longer asked, so lease_years is not either.
    expect(ids(chain(), { owned: "yes", rent_kind: "lease" })).toEqual(["owned", "seen"]);
  });

  it("shows a multiple choice's follow-up when the picks include the value", () => {
    expect(ids(chain(), { seen: ["tv", "car"] })).toContain("car_model");
    expect(ids(chain(), { seen: ["tv"] })).not.toContain("car_model");
  });
});

describe("dropHiddenAnswers", () => {
  it("drops the answers of questions no longer asked, down the chain, and unknown keys", () => {
    const answers = { owned: "yes", rent_kind: "lease", lease_years: 3, seen: ["tv"], car_model: "Swift", stray: "x" };
    expect(dropHiddenAnswers(chain(), answers)).toEqual({ owned: "yes", seen: ["tv"] });
  });

  it("keeps every answer of a question still asked", () => {
    const answers = { owned: "no", rent_kind: "lease", lease_years: 3 };
    expect(dropHiddenAnswers(chain(), answers)).toEqual(answers);
  });
});
