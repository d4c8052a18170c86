// A 120-question checklist for the benches: twelve sections of ten questions, every type, a "shown when"
// rule in each section, and an answer to every question.
import type { ChecklistDefinition, Question } from "../app/features/checklists/definition";

const choices = Array.from({ length: 8 }, (_, i) => ({ id: `c${i}`, label: `Choice ${i}` }));
function question(s: number, i: number): [Question, unknown] {
  const id = `s${s}_q${i}`;
  const base = { id, label: `Question ${s}.${i}`, required: true };
  switch (i) {
    case 0:
      return [{ ...base, type: "yes_no", redFlag: ["no"] }, "yes"];
    case 1:
      return [{ ...base, type: "single_choice", choices, shownWhen: { questionId: `s${s}_q0`, value: "yes" } }, "c3"];
    case 2:
      return [{ ...base, type: "multiple_choice", choices, redFlag: ["c7"] }, ["c5", "c1", "c2"]];
    case 3:
      return [{ ...base, type: "short_text" }, "Shop run by the applicant's brother"];
    case 4:
      return [{ ...base, type: "long_text" }, "Premises seen from the road; stock on shelves. ".repeat(20)];
    case 5:
      return [{ ...base, type: "number", unit: "persons", min: 0, max: 500 }, "12"];
    case 6:
      return [{ ...base, type: "date" }, "2024-02-29"];
    case 7:
      return [{ ...base, type: "photo", minPhotos: 1, maxPhotos: 6 }, ["p-1", "p-2", "p-3"]];
    case 8:
      return [{ ...base, type: "signature" }, "ab".repeat(32)];
    default:
      return [{ ...base, type: "single_choice", choices }, "c0"];
  }
}

export const answers: Record<string, unknown> = {};
export const definition = {
  id: "bench",
  title: "Bench",
  verificationType: "business_premises",
  version: 1,
  sections: Array.from({ length: 12 }, (_, s) => ({
    id: `s${s}`,
    title: `Section ${s}`,
    questions: Array.from({ length: 10 }, (_, i) => {
      const [q, a] = question(s, i);
      answers[q.id] = a;
      return q;
    }),
  })),
} satisfies ChecklistDefinition;
