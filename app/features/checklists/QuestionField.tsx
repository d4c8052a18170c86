// One question's input, by type, as the capture asks it. Each input is named by the question's label and
// described by its help, its limits and what Save found missing; a red-flag answer shows in the warning colour.
import { Badge, Button, Flex, Radio, Text, TextArea, TextField, VisuallyHidden } from "@radix-ui/themes";
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

  // Native radios and checkboxes: a step of choice questions renders several times faster on a slow phone than
  // Radix's scripted groups, and arrow keys, labels and form semantics come with them.
  const picked = Array.isArray(value) ? value : [];
  const option = (c: { id: string; label: string }, i: number) => {
    const red = flags.includes(c.id) ? "red" : undefined;
    const first = i === 0 ? { id } : {};
    return (
      <Text as="label" size="2" key={c.id} className="sp-option" color={red}>
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
      </Text>
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
        <Flex direction="column" gap="2" role="group" aria-labelledby={labelId} aria-describedby={described}>
          {shots?.length ? (
            <div className="sp-options">
              {shots.map((shot, i) => {
                const on = picked.includes(shot.id);
                return (
                  <Text as="label" size="2" key={shot.id} className="sp-option">
                    <input
                      {...(i === 0 ? { id } : {})}
                      type="checkbox"
                      className="sp-checkbox"
                      checked={on}
                      disabled={!on && photoCount >= q.maxPhotos}
                      onChange={(e) => onChange(e.target.checked ? [...picked, shot.id] : picked.filter((x) => x !== shot.id))}
                    />
                    {shot.label}
                  </Text>
                );
              })}
            </div>
          ) : null}
          <Flex align="center" gap="3" wrap="wrap">
            <Text size="2" color={problem ? "red" : "gray"} aria-live="polite">
              {photoCount ? `${photos(photoCount)} added` : "No photos yet"}
            </Text>
            <Button type="button" variant="soft" {...(shots?.length ? {} : { id })} onClick={() => onAddPhoto(q.id)} disabled={photoCount >= q.maxPhotos}>
              <CameraIcon aria-hidden="true" /> {shots ? "Take photo" : "Add photo"}
            </Button>
          </Flex>
        </Flex>
      );
      break;
    case "signature":
      input = <SignaturePad id={id} value={typeof value === "string" ? value : undefined} onChange={onChange} invalid={!!problem} describedBy={described} />;
      break;
  }

  return (
    <Flex direction="column" gap="2" className="sp-question" data-flagged={flags.length ? "" : undefined}>
      <Flex justify="between" align="start" gap="2">
        <Text as={isGroup ? "span" : "label"} id={labelId} htmlFor={isGroup ? undefined : id} size="2" weight="medium">
          {q.label}
          {q.required ? (
            <>
              <span aria-hidden="true" className="sp-required">
                {" "}
                *
              </span>
              <VisuallyHidden> (required)</VisuallyHidden>
            </>
          ) : null}
        </Text>
        {flags.length ? (
          <Badge color="red" variant="soft">
            <ExclamationTriangleIcon aria-hidden="true" /> Red flag
          </Badge>
        ) : null}
      </Flex>
      {q.help ? (
        <Text id={`${id}-help`} size="1" color="gray">
          {q.help}
        </Text>
      ) : null}
      {limits ? (
        <Text id={`${id}-limits`} size="1" color="gray">
          {limits}
        </Text>
      ) : null}
      {input}
      {(q.type === "single_choice" || q.type === "yes_no") && text && !q.required ? (
        <Button type="button" variant="ghost" size="1" color="gray" onClick={() => onChange(undefined)} style={{ alignSelf: "start" }}>
          Clear answer
        </Button>
      ) : null}
      {problem ? (
        <Text id={`${id}-problem`} size="1" color="red">
          {problem}
        </Text>
      ) : null}
    </Flex>
  );
});
