// One question's input, by type, as the capture asks it. Each input is named by the question's label and
// described by its help, its limits and what Save found missing; a red-flag answer shows in the warning colour.
import { Badge, Button, Radio, TextArea, TextField } from "@radix-ui/themes";
import { CameraIcon, ExclamationTriangleIcon } from "@radix-ui/react-icons";
import type { AnswerValue } from "./answers";
import { TEXT_LIMITS } from "./answers";
import type { Question } from "./definition";
import { SignaturePad } from "./SignaturePad";
import { memo } from "react";

interface Props {
  id: string;
  question: Question;
  value: AnswerValue | undefined;
  onChange: (questionId: string, value: AnswerValue | undefined) => void;
  photoCount: number;
  onAddPhoto: (questionId: string) => void;
  /** What Save found missing or wrong here, in words. */
  problem?: string;
  /** The capture's photos, to tag to a photo question (the editor's preview has none and counts taps). */
  photos?: readonly CapturePhoto[];
}

export interface CapturePhoto {
  id: string;
  label: string;
}

const YES_NO = [
  { id: "yes", label: "Yes" },
  { id: "no", label: "No" },
];
const photos = (n: number) => `${n} ${n === 1 ? "photo" : "photos"}`;
// Radix's Flex, Text and VisuallyHidden markup written out (the same classes and style): a step draws ten
// questions of several each, and their prop parsing was a good part of a step's script time on a slow phone.
const HIDDEN: React.CSSProperties = {
  position: "absolute",
  border: 0,
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: "hidden",
  clip: "rect(0, 0, 0, 0)",
  whiteSpace: "nowrap",
  wordWrap: "normal",
};

/** The limits a person should know before typing: "Between 1 and 30 persons", "1 to 2 photos". */
export function limitsText(q: Question): string | null {
  if (q.type === "number") {
    const unit = q.unit ? ` ${q.unit}` : "";
    if (q.min !== undefined && q.max !== undefined) return `Between ${q.min} and ${q.max}${unit}`;
    if (q.min !== undefined) return `At least ${q.min}${unit}`;
    if (q.max !== undefined) return `At most ${q.max}${unit}`;
    return null;
  }
  if (q.type === "photo") return q.minPhotos === q.maxPhotos ? `Takes ${photos(q.minPhotos)}` : `Takes ${q.minPhotos} to ${q.maxPhotos} photos`;
  return null;
}

function flagged(q: Question, value: AnswerValue | undefined): string[] {
  if (!("redFlag" in q) || !q.redFlag || value === undefined) return [];
  return q.redFlag.filter((f) => (Array.isArray(value) ? value.includes(f) : value === f));
}

/** Memoized: the callbacks are stable, so only the question whose answer changed is drawn again. */
export const QuestionField = memo(function QuestionField({ id, question: q, value, onChange: answer, photoCount, onAddPhoto, problem, photos: shots }: Props) {
  const onChange = (v: AnswerValue | undefined) => answer(q.id, v);
  const labelId = `${id}-label`;
  const limits = limitsText(q);
  const described = [q.help ? `${id}-help` : null, limits ? `${id}-limits` : null, problem ? `${id}-problem` : null].filter(Boolean).join(" ") || undefined;
  const flags = flagged(q, value);
  const text = typeof value === "string" || typeof value === "number" ? String(value) : "";
  const common = { id, "aria-describedby": described, "aria-invalid": problem ? true : undefined, "aria-required": q.required || undefined };
  const isGroup = q.type === "single_choice" || q.type === "multiple_choice" || q.type === "yes_no" || q.type === "photo";
  const Label = isGroup ? "span" : "label";

  // Native radios and checkboxes: a step of choice questions renders several times faster on a slow phone than
  // Radix's scripted groups, and arrow keys, labels and form semantics come with them.
  const picked = Array.isArray(value) ? value : [];
  const option = (c: { id: string; label: string }, i: number) => {
    const red = flags.includes(c.id) ? "red" : undefined;
    const first = i === 0 ? { id } : {};
    return (
      <label key={c.id} className="rt-Text rt-r-size-2 sp-option" data-accent-color={red}>
        {q.type === "multiple_choice" ? (
          <input
            {...first}
            type="checkbox"
            className="sp-checkbox"
            data-accent-color={red}
            checked={picked.includes(c.id)}
            onChange={(e) => onChange(e.target.checked ? [...picked, c.id] : picked.filter((x) => x !== c.id))}
          />
        ) : (
          <Radio {...first} name={id} value={c.id} color={red} checked={text === c.id} onValueChange={(v) => onChange(v)} />
        )}
        {c.label}
      </label>
    );
  };

  let input: React.ReactNode;
  switch (q.type) {
    case "single_choice":
    case "yes_no":
    case "multiple_choice":
      input = (
        <div
          role={q.type === "multiple_choice" ? "group" : "radiogroup"}
          aria-labelledby={labelId}
          aria-describedby={described}
          aria-invalid={problem ? true : undefined}
          aria-required={q.type === "multiple_choice" ? undefined : q.required || undefined}
          className={q.type === "yes_no" ? "sp-options sp-yes-no" : "sp-options"}
        >
          {(q.type === "yes_no" ? YES_NO : q.choices).map(option)}
        </div>
      );
      break;
    case "short_text":
      input = <TextField.Root {...common} value={text} maxLength={TEXT_LIMITS.short_text} onChange={(e) => onChange(e.target.value)} />;
      break;
    case "long_text":
      input = <TextArea {...common} value={text} rows={3} maxLength={TEXT_LIMITS.long_text} onChange={(e) => onChange(e.target.value)} />;
      break;
    case "number":
      // Kept as typed ("12." on the way to "12.5"); validateAnswers reads it as the number.
      input = (
        <TextField.Root
          {...common}
          type="number"
          inputMode="decimal"
          step="any"
          min={q.min}
          max={q.max}
          value={text}
          onChange={(e) => onChange(e.target.value)}
        >
          {q.unit ? <TextField.Slot side="right">{q.unit}</TextField.Slot> : null}
        </TextField.Root>
      );
      break;
    case "date":
      input = <TextField.Root {...common} type="date" value={text} onChange={(e) => onChange(e.target.value)} />;
      break;
    case "photo":
      input = (
        <div role="group" aria-labelledby={labelId} aria-describedby={described} className="rt-Flex rt-r-fd-column rt-r-gap-2">
          {shots?.length ? (
            <div className="sp-options">
              {shots.map((shot, i) => {
                const on = picked.includes(shot.id);
                return (
                  <label key={shot.id} className="rt-Text rt-r-size-2 sp-option">
                    <input
                      {...(i === 0 ? { id } : {})}
                      type="checkbox"
                      className="sp-checkbox"
                      checked={on}
                      disabled={!on && photoCount >= q.maxPhotos}
                      onChange={(e) => onChange(e.target.checked ? [...picked, shot.id] : picked.filter((x) => x !== shot.id))}
                    />
                    {shot.label}
                  </label>
                );
              })}
            </div>
          ) : null}
          <div className="rt-Flex rt-r-ai-center rt-r-fw-wrap rt-r-gap-3">
            <span data-accent-color={problem ? "red" : "gray"} aria-live="polite" className="rt-Text rt-r-size-2">
              {photoCount ? `${photos(photoCount)} added` : "No photos yet"}
            </span>
            <Button type="button" variant="soft" {...(shots?.length ? {} : { id })} onClick={() => onAddPhoto(q.id)} disabled={photoCount >= q.maxPhotos}>
              <CameraIcon aria-hidden="true" /> {shots ? "Take photo" : "Add photo"}
            </Button>
          </div>
        </div>
      );
      break;
    case "signature":
      input = <SignaturePad id={id} value={typeof value === "string" ? value : undefined} onChange={onChange} invalid={!!problem} describedBy={described} />;
      break;
  }

  return (
    <div data-flagged={flags.length ? "" : undefined} className="rt-Flex rt-r-fd-column rt-r-gap-2 sp-question">
      <div className="rt-Flex rt-r-ai-start rt-r-jc-space-between rt-r-gap-2">
        <Label id={labelId} htmlFor={isGroup ? undefined : id} className="rt-Text rt-r-size-2 rt-r-weight-medium">
          {q.label}
          {q.required ? (
            <>
              <span aria-hidden="true" className="sp-required">
                {" "}
                *
              </span>
              <span style={HIDDEN}> (required)</span>
            </>
          ) : null}
        </Label>
        {flags.length ? (
          <Badge color="red" variant="soft">
            <ExclamationTriangleIcon aria-hidden="true" /> Red flag
          </Badge>
        ) : null}
      </div>
      {q.help ? (
        <span data-accent-color="gray" id={`${id}-help`} className="rt-Text rt-r-size-1">
          {q.help}
        </span>
      ) : null}
      {limits ? (
        <span data-accent-color="gray" id={`${id}-limits`} className="rt-Text rt-r-size-1">
          {limits}
        </span>
      ) : null}
      {input}
      {(q.type === "single_choice" || q.type === "yes_no") && text && !q.required ? (
        <Button type="button" variant="ghost" size="1" color="gray" onClick={() => onChange(undefined)} style={{ alignSelf: "start" }}>
          Clear answer
        </Button>
      ) : null}
      {problem ? (
        <span data-accent-color="red" id={`${id}-problem`} className="rt-Text rt-r-size-1">
          {problem}
        </span>
      ) : null}
    </div>
  );
});
