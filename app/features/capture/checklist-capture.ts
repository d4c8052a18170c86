// A case's checklist as the capture holds it: the exact published version the loader gave (kept on the device
// with the answers, so a draft or an offline capture stays on that version) and the answers so far. Photo
// questions hold the ids of the capture's photos tagged to them; a photo deleted since is no answer.
import type { Answers } from "../checklists/answers";
import { type ChecklistDefinition, questionsOf } from "../checklists/definition";
import { type MissingItem, missingBeforeSave } from "../checklists/missing";
import { dropHiddenAnswers } from "../checklists/visibility";
import type { ChecklistCapture } from "../../platform/inspection-payload";

export interface CaptureChecklist {
  checklistId: string;
  version: number;
  title: string;
  definition: ChecklistDefinition;
}

export interface ChecklistWork extends CaptureChecklist {
  answers: Answers;
}

const photoQuestions = (definition: ChecklistDefinition) => questionsOf(definition).filter((q) => q.type === "photo");

/** The tagged photos of a photo question that are still in the capture, in the order they were tagged. */
export function taggedPhotos(answers: Answers, questionId: string, photoIds: ReadonlySet<string>): string[] {
  const value = answers[questionId];
  return Array.isArray(value) ? value.filter((id) => photoIds.has(id)) : [];
}

/** How many of the capture's photos each photo question holds. */
export function photoCountsOf(definition: ChecklistDefinition, answers: Answers, photoIds: ReadonlySet<string>): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const q of photoQuestions(definition)) counts[q.id] = taggedPhotos(answers, q.id, photoIds).length;
  return counts;
}

/** New photos taken for a question, added while it takes more (its maximum is the limit Save enforces too). */
export function tagPhotos(definition: ChecklistDefinition, answers: Answers, questionId: string, newIds: string[], photoIds: ReadonlySet<string>): Answers {
  const q = photoQuestions(definition).find((x) => x.id === questionId);
  if (!q || q.type !== "photo") return answers;
  const kept = taggedPhotos(answers, questionId, photoIds);
  const added = newIds.filter((id) => !kept.includes(id)).slice(0, Math.max(0, q.maxPhotos - kept.length));
  return added.length ? { ...answers, [questionId]: [...kept, ...added] } : answers;
}

/** The answers without a deleted photo. */
export function untagPhoto(definition: ChecklistDefinition, answers: Answers, photoId: string): Answers {
  let next = answers;
  for (const q of photoQuestions(definition)) {
    const value = answers[q.id];
    if (!Array.isArray(value) || !value.includes(photoId)) continue;
    next = { ...next };
    const left = value.filter((id) => id !== photoId);
    if (left.length) next[q.id] = left;
    else delete next[q.id];
  }
  return next;
}

/** The answers as the save sends them: only questions asked, photo answers among the capture's photos. */
export function checklistBody(work: ChecklistWork, photoIds: readonly string[]): ChecklistCapture {
  const present = new Set(photoIds);
  const answers = dropHiddenAnswers(work.definition, work.answers);
  for (const q of photoQuestions(work.definition)) {
    if (!Object.hasOwn(answers, q.id)) continue;
    const kept = taggedPhotos(answers, q.id, present);
    if (kept.length) answers[q.id] = kept;
    else delete answers[q.id];
  }
  return { checklistId: work.checklistId, version: work.version, answers };
}

/** What stops Save (missingBeforeSave) for the capture's answers and its photos. */
export function checklistMissing(work: ChecklistWork, photoIds: readonly string[]): MissingItem[] {
  return missingBeforeSave(work.definition, work.answers, photoCountsOf(work.definition, work.answers, new Set(photoIds)));
}
