// A checklist's questions for answering, as the capture shows them. On a phone each section is a step (Back,
// Next, "Step 2 of 5"); where there is room (the component's own width, so the editor's phone-width preview
// shows steps too) every section is stacked. The capture owns the answers, the photos and Save: this draws,
// reports each change (answers to questions no longer asked are dropped) and shows what Save found missing.
import { Button, Callout, Flex, Heading, Progress, Text } from "@radix-ui/themes";
import { ArrowLeftIcon, ArrowRightIcon } from "@radix-ui/react-icons";
import { useCallback, useEffect, useId, useMemo, useRef, useState } from "react";
import { Ahead, useIdleValue } from "../../ui/Ahead";
import type { AnswerValue, Answers } from "./answers";
import type { ChecklistDefinition } from "./definition";
import type { MissingItem } from "./missing";
import { type CapturePhoto, QuestionField } from "./QuestionField";
import { dropHiddenAnswers, visibleQuestions } from "./visibility";

export interface ChecklistQuestionsProps {
  definition: ChecklistDefinition;
  /** The capture's answers: a signature is its PNG data URL, a number may be the text typed. */
  answers: Answers;
  onChange: (answers: Answers) => void;
  /** Photos the capture has tagged to each photo question. */
  photoCounts: Record<string, number>;
  onAddPhoto: (questionId: string) => void;
  /** What Save found missing (missingBeforeSave), shown at the top and at each question. */
  missing?: MissingItem[];
  /** The capture's photos, listed under each photo question to tag (the preview counts taps instead). */
  photos?: readonly CapturePhoto[];
  /** The question to open at (the capture back from taking a photo for it). */
  startAt?: string;
  /** False while the capture builds its form ahead, unseen: the scroll to `startAt` waits until it is shown. */
  onScreen?: boolean;
}

/** From this width (the component's own) every section is stacked; below it, one step at a time. */
const WIDE = 640;
/** The step (among the sections shown for these answers) that holds a question, else the first. */
function stepOf(definition: ChecklistDefinition, answers: Answers, questionId: string | undefined): number {
  if (!questionId) return 0;
  const shown = new Set(visibleQuestions(definition, answers).map((q) => q.id));
  const sections = definition.sections.filter((s) => s.questions.some((q) => shown.has(q.id)));
  return Math.max(
    0,
    sections.findIndex((s) => s.questions.some((q) => q.id === questionId)),
  );
}
const isEmpty = (x: AnswerValue | undefined) => x === undefined || x === "" || (Array.isArray(x) && x.length === 0);

export function ChecklistQuestions({
  definition,
  answers,
  onChange,
  photoCounts,
  onAddPhoto,
  missing = [],
  photos,
  startAt,
  onScreen = true,
}: ChecklistQuestionsProps) {
  const prefix = useId();
  const root = useRef<HTMLDivElement>(null);
  const [step, setStep] = useState(() => stepOf(definition, answers, startAt));
  // Steps until the component is known to have room: a phone draws only the step it shows (a 120-question
  // checklist is ten steps, and a slow phone should not build the nine it hides).
  const [wide, setWide] = useState(false);
  useEffect(() => {
    const el = root.current;
    if (!el || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(([entry]) => setWide(entry.contentRect.width >= WIDE));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  const shown = useMemo(() => new Set(visibleQuestions(definition, answers).map((q) => q.id)), [definition, answers]);
  // A section whose questions are all hidden is no step.
  const sections = definition.sections.map((s) => ({ ...s, questions: s.questions.filter((q) => shown.has(q.id)) })).filter((s) => s.questions.length > 0);
  const current = Math.min(step, sections.length - 1);
  const problems = new Map(missing.map((m) => [m.questionId, m.message]));
  const fieldId = (questionId: string) => `${prefix}-q-${questionId}`;

  // Stable callbacks, so answering one question redraws that question alone (QuestionField is memoized).
  const latest = useRef({ definition, answers, onChange, onAddPhoto });
  latest.current = { definition, answers, onChange, onAddPhoto };
  const set = useCallback((questionId: string, value: AnswerValue | undefined) => {
    const { definition, answers, onChange } = latest.current;
    const next = { ...answers };
    if (isEmpty(value)) delete next[questionId];
    else next[questionId] = value as AnswerValue;
    onChange(dropHiddenAnswers(definition, next));
  }, []);
  const addPhoto = useCallback((questionId: string) => latest.current.onAddPhoto(questionId), []);
  const stepped = !wide && sections.length > 1;
  // The steps beside the one shown are built ahead while the phone is idle (the person is reading) and kept
  // unseen (ui/Ahead): Next and Back show a step already laid out, where a slow phone took about 100 ms to build,
  // style and lay out ten questions after the tap. The step left is kept the same way, for Back.
  const near = useIdleValue(current, stepped);
  const built = (i: number) => !stepped || i === current || (near !== null && Math.abs(i - near) <= 1);
  const go = (index: number, focusId?: string) => {
    setStep(index);
    // After the step is drawn: the new step's heading (or the question asked for) takes the focus, so a screen
    // reader hears where it is and the phone scrolls there.
    requestAnimationFrame(() => {
      const target = document.getElementById(focusId ?? `${prefix}-s-${index}`);
      target?.focus();
      target?.scrollIntoView({ block: "nearest" });
    });
  };

  // Back from taking a photo for a question: that question is where the person was.
  useEffect(() => {
    if (onScreen && startAt) document.getElementById(fieldId(startAt))?.scrollIntoView({ block: "center" });
    // fieldId derives from a stable prefix.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [onScreen, startAt]);

  return (
    <div className="sp-checklist" ref={root}>
      {missing.length ? (
        <Callout.Root color="red" role="alert" mb="3">
          <div>
            <Callout.Text>Before saving:</Callout.Text>
            <ul className="sp-missing">
              {missing.map((m) => {
                const at = sections.findIndex((s) => s.questions.some((q) => q.id === m.questionId));
                return (
                  <li key={`${m.questionId}-${m.need}`}>
                    {at >= 0 ? (
                      <button type="button" className="sp-link-button" onClick={() => go(at, fieldId(m.questionId))}>
                        {m.message}
                      </button>
                    ) : (
                      m.message
                    )}
                  </li>
                );
              })}
            </ul>
          </div>
        </Callout.Root>
      ) : null}
      {stepped ? (
        <div className="sp-checklist-steps">
          <Flex justify="between" align="center" mb="1">
            <Text size="2" weight="medium" aria-live="polite">
              Step {current + 1} of {sections.length}
            </Text>
            <Text size="2" color="gray">
              {sections[current].title}
            </Text>
          </Flex>
          <Progress value={((current + 1) / sections.length) * 100} aria-label={`Step ${current + 1} of ${sections.length}`} />
        </div>
      ) : null}
      {sections.map((s, i) =>
        !built(i) ? null : (
          <Ahead as="section" key={s.id} ahead={stepped && i !== current} className="sp-checklist-section" aria-labelledby={`${prefix}-s-${i}`}>
            <Heading as="h3" size="3" id={`${prefix}-s-${i}`} tabIndex={-1} mb="3">
              {s.title}
            </Heading>
            <Flex direction="column" gap="4">
              {s.questions.map((q) => (
                <QuestionField
                  key={q.id}
                  id={fieldId(q.id)}
                  question={q}
                  value={answers[q.id]}
                  onChange={set}
                  photoCount={photoCounts[q.id] ?? 0}
                  onAddPhoto={addPhoto}
                  problem={problems.get(q.id)}
                  photos={q.type === "photo" ? photos : undefined}
                />
              ))}
            </Flex>
          </Ahead>
        ),
      )}
      {stepped ? (
        <Flex className="sp-checklist-steps" justify="between" mt="4">
          <Button type="button" variant="soft" color="gray" onClick={() => go(current - 1)} disabled={current === 0}>
            <ArrowLeftIcon aria-hidden="true" /> Back
          </Button>
          <Button type="button" variant="soft" onClick={() => go(current + 1)} disabled={current === sections.length - 1}>
            Next <ArrowRightIcon aria-hidden="true" />
          </Button>
        </Flex>
      ) : null}
    </div>
  );
}
