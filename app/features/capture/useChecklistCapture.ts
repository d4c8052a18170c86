// The case's checklist in the capture: its answers, the photos tagged to its photo questions (a photo taken
// "for" a question is tagged to it as it arrives), and what Save found missing. Null work: the seven questions.
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { Answers } from "../checklists/answers";
import { type MissingItem, missingSentence } from "../checklists/missing";
import type { StoredPhoto } from "../offline/photo-store";
import { type CaptureChecklist, type ChecklistWork, checklistBody, checklistMissing, photoCountsOf, tagPhotos, untagPhoto } from "./checklist-capture";

export function useChecklistCapture(initial: CaptureChecklist | null, photos: StoredPhoto[]) {
  const [work, setWork] = useState<ChecklistWork | null>(initial && { ...initial, answers: {} });
  const [missing, setMissing] = useState<MissingItem[]>([]);
  /** The photo question the camera is taking photos for, and the one the form reopens at. */
  const [takingFor, setTakingFor] = useState<string | null>(null);
  const [startAt, setStartAt] = useState<string | undefined>(undefined);

  const photoIds = useMemo(() => photos.map((p) => p.id), [photos]);
  const present = useMemo(() => new Set(photoIds), [photoIds]);
  const seen = useRef<Set<string>>(present);
  useEffect(() => {
    const added = photoIds.filter((id) => !seen.current.has(id));
    seen.current = present;
    if (takingFor && added.length) setWork((w) => w && { ...w, answers: tagPhotos(w.definition, w.answers, takingFor, added, present) });
  }, [photoIds, present, takingFor]);

  const onChange = useCallback((answers: Answers) => {
    setWork((w) => w && { ...w, answers });
    // What Save found is shown until the next Save; an answer given clears its own line.
    setMissing((m) => (m.length ? m.filter((item) => answers[item.questionId] === undefined) : m));
  }, []);

  const photoCounts = useMemo(() => (work ? photoCountsOf(work.definition, work.answers, present) : {}), [work, present]);
  const photoList = useMemo(() => photos.map((p, i) => ({ id: p.id, label: `Photo ${i + 1}` })), [photos]);

  return {
    work,
    /** A resumed or loaded capture's checklist (its own version) and answers (stable, for effects). */
    restore: setWork as (w: ChecklistWork) => void,
    reset: () => {
      setWork(initial && { ...initial, answers: {} });
      setMissing([]);
      setTakingFor(null);
      setStartAt(undefined);
    },
    questions: work
      ? {
          definition: work.definition,
          answers: work.answers,
          onChange,
          photoCounts,
          photos: photoList,
          missing,
          startAt,
        }
      : null,
    takingFor: takingFor && work ? (work.definition.sections.flatMap((s) => s.questions).find((q) => q.id === takingFor)?.label ?? null) : null,
    /** The camera takes the next photos for this question. */
    takePhotoFor: (questionId: string) => {
      setTakingFor(questionId);
      setStartAt(questionId);
    },
    /** Back on the form: photos are no longer taken for a question. */
    doneTaking: () => setTakingFor(null),
    untag: (photoId: string) => setWork((w) => w && { ...w, answers: untagPhoto(w.definition, w.answers, photoId) }),
    /** Save's check: the sentence naming what is missing, or null (also null for the seven questions). */
    refusal: (): string | null => {
      if (!work) return null;
      const items = checklistMissing(work, photoIds);
      setMissing(items);
      return items.length ? missingSentence(items) : null;
    },
    body: () => (work ? checklistBody(work, photoIds) : null),
  };
}

export type ChecklistCaptureState = ReturnType<typeof useChecklistCapture>;
