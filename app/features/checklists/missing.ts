// What stops Save in the capture, in words that name each question. It runs validateAnswers itself on what the
// capture holds (photos as counts, a signature as the drawn image), so the capture refuses exactly what the
// server would, and says it as something to do: answer, add photos, sign.
import { type Answers, validateAnswers } from "./answers";
import { type ChecklistDefinition, questionsOf } from "./definition";
import { dropHiddenAnswers, visibleQuestions } from "./visibility";

export type MissingItem = {
  questionId: string;
  /** Answer, sign or add/remove photos; "fix" is an answer the server would refuse, with its sentence. */
  need: "answer" | "sign" | "add_photos" | "remove_photos" | "fix";
  message: string;
};

const quoted = (label: string) => `“${label}”`;
const photos = (n: number) => `${n} ${n === 1 ? "photo" : "photos"}`;
const isEmpty = (x: unknown) => x === undefined || (typeof x === "string" && x.trim() === "") || (Array.isArray(x) && x.length === 0);

/**
 * What is missing or wrong before Save, in the checklist's order. `answers` are the capture's (hidden questions'
 * answers are ignored, a signature is its image); `photoCounts` the photos tagged to each photo question.
 */
export function missingBeforeSave(definition: ChecklistDefinition, answers: Answers, photoCounts: Record<string, number>): MissingItem[] {
  const given = dropHiddenAnswers(definition, answers);
  for (const q of visibleQuestions(definition, given)) {
    if (q.type === "photo") {
      const count = photoCounts[q.id] ?? 0;
      // Stand-in ids: only the count matters here, and the capture holds the photos themselves.
      if (count > 0) given[q.id] = Array.from({ length: count }, (_, i) => `photo-${i + 1}`);
      else delete given[q.id];
    }
    // The server stores a signature as its PNG's SHA-256; a stand-in of that shape for the drawn image.
    if (q.type === "signature" && !isEmpty(given[q.id])) given[q.id] = "0".repeat(64);
  }
  const checked = validateAnswers(definition, given);
  if (checked.ok) return [];
  const byId = new Map(questionsOf(definition).map((q) => [q.id, q]));
  return checked.problems.map(({ questionId, message }): MissingItem => {
    const q = byId.get(questionId);
    if (!q) return { questionId, need: "fix", message };
    const label = quoted(q.label);
    if (q.type === "photo") {
      const count = photoCounts[q.id] ?? 0;
      if (count < q.minPhotos) return { questionId, need: "add_photos", message: `Add ${photos(q.minPhotos - count)} to ${label}` };
      if (count > q.maxPhotos) return { questionId, need: "remove_photos", message: `Remove ${photos(count - q.maxPhotos)} from ${label}` };
    }
    if (!isEmpty(given[q.id])) return { questionId, need: "fix", message };
    return q.type === "signature" ? { questionId, need: "sign", message: `Sign ${label}` } : { questionId, need: "answer", message: `Answer ${label}` };
  });
}

const list = (parts: string[]) => (parts.length < 2 ? parts.join("") : `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}`);
const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const lower = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/**
 * One sentence for Save's refusal: “Answer “Person met” and “Nameplate matches the applicant?” and add 1 photo to
 * “Nameplate photo”.” The questions to answer are listed together; an answer to fix keeps its own sentence.
 */
export function missingSentence(items: MissingItem[]): string {
  const toAnswer = items.filter((i) => i.need === "answer").map((i) => i.message.replace(/^Answer /, ""));
  const clauses = [
    ...(toAnswer.length ? [`answer ${list(toAnswer)}`] : []),
    ...items.filter((i) => i.need !== "answer" && i.need !== "fix").map((i) => lower(i.message)),
  ];
  const fixes = items.filter((i) => i.need === "fix").map((i) => `${i.message}.`);
  return [...(clauses.length ? [`${capital(list(clauses))}.`] : []), ...fixes].join(" ");
}
