// Server-side validation of one capture's answers against a 120-question checklist (issue 44: ≤ 5 ms p99).
// Twelve sections of ten questions, every type, a "shown when" rule in each section, every question answered.
// Usage: npx tsx bench/checklist-validate.ts [--runs 5000]
import { validateAnswers } from "../app/features/checklists/answers";
import { checkDefinition, type ChecklistDefinition, type Question } from "../app/features/checklists/definition";

const args = process.argv.slice(2);
const RUNS = Number(args.includes("--runs") ? args[args.indexOf("--runs") + 1] : 5000);

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

const answers: Record<string, unknown> = {};
const definition = {
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

const checked = checkDefinition(definition);
if (!checked.ok) throw new Error(checked.problems.join("\n"));
if (!validateAnswers(checked.definition, answers).ok) throw new Error("the bench's answers should be valid");

for (let i = 0; i < 500; i++) validateAnswers(checked.definition, answers);
const times: number[] = [];
for (let i = 0; i < RUNS; i++) {
  // A fresh copy each time, as a parsed request body would be.
  const body = JSON.parse(JSON.stringify(answers));
  const t = performance.now();
  validateAnswers(checked.definition, body);
  times.push(performance.now() - t);
}
times.sort((a, b) => a - b);
const at = (p: number) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))].toFixed(3);
console.log(`120 questions, ${RUNS} runs: p50 ${at(50)} ms, p99 ${at(99)} ms, max ${times.at(-1)!.toFixed(3)} ms`);
