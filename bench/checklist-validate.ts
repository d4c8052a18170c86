// Server-side validation of one capture's answers against a 120-question checklist (issue 44: ≤ 5 ms p99).
// The checklist: bench/checklist-120.ts.
// Usage: npx tsx bench/checklist-validate.ts [--runs 5000]
import { validateAnswers } from "../app/features/checklists/answers";
import { checkDefinition } from "../app/features/checklists/definition";
import { answers, definition } from "./checklist-120";

const args = process.argv.slice(2);
const RUNS = Number(args.includes("--runs") ? args[args.indexOf("--runs") + 1] : 5000);

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
