// One question's input, by type, as the capture asks it. Each input is named by the question's label and
// described by its help, its limits and what Save found missing; a red-flag answer shows in the warning colour.
import { Badge, Button, CheckboxGroup, Flex, RadioGroup, Text, TextArea, TextField, VisuallyHidden } from "@radix-ui/themes";
import { CameraIcon, ExclamationTriangleIcon } from "@radix-ui/react-icons";
import type { AnswerValue } from "./answers";
import { TEXT_LIMITS } from "./answers";
import type { Question } from "./definition";
import { SignaturePad } from "./SignaturePad";

interface Props {
  id: string;
  question: Question;
  value: AnswerValue | undefined;
  onChange: (value: AnswerValue | undefined) => void;
  photoCount: number;
  onAddPhoto: () => void;
  /** What Save found missing or wrong here, in words. */
  problem?: string;
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

export function QuestionField({ id, question: q, value, onChange, photoCount, onAddPhoto, problem }: Props) {
  const labelId = `${id}-label`;
  const limits = limitsText(q);
  const described = [q.help ? `${id}-help` : null, limits ? `${id}-limits` : null, problem ? `${id}-problem` : null].filter(Boolean).join(" ") || undefined;
  const flags = flagged(q, value);
  const text = typeof value === "string" || typeof value === "number" ? String(value) : "";
  const common = { id, "aria-describedby": described, "aria-invalid": problem ? true : undefined, "aria-required": q.required || undefined };
  const isGroup = q.type === "single_choice" || q.type === "multiple_choice" || q.type === "yes_no" || q.type === "photo";

  const choice = (c: { id: string; label: string }) => (
    <RadioGroup.Item key={c.id} value={c.id}>
      <Text color={flags.includes(c.id) ? "red" : undefined}>{c.label}</Text>
    </RadioGroup.Item>
  );

  let input: React.ReactNode;
  switch (q.type) {
    case "single_choice":
    case "yes_no":
      input = (
        <RadioGroup.Root
          {...common}
          aria-labelledby={labelId}
          color={flags.length ? "red" : undefined}
          className={q.type === "yes_no" ? "sp-yes-no" : undefined}
          orientation={q.type === "yes_no" ? "horizontal" : "vertical"}
          value={text}
          onValueChange={(v) => onChange(v)}
        >
          {(q.type === "yes_no" ? YES_NO : q.choices).map(choice)}
        </RadioGroup.Root>
      );
      break;
    case "multiple_choice":
      input = (
        <CheckboxGroup.Root
          {...common}
          role="group"
          aria-labelledby={labelId}
          color={flags.length ? "red" : undefined}
          value={Array.isArray(value) ? value : []}
          onValueChange={(v) => onChange(v)}
        >
          {q.choices.map((c) => (
            <CheckboxGroup.Item key={c.id} value={c.id}>
              <Text color={flags.includes(c.id) ? "red" : undefined}>{c.label}</Text>
            </CheckboxGroup.Item>
          ))}
        </CheckboxGroup.Root>
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
        <Flex align="center" gap="3" wrap="wrap" role="group" aria-labelledby={labelId} aria-describedby={described}>
          <Text size="2" color={problem ? "red" : "gray"} aria-live="polite">
            {photoCount ? `${photos(photoCount)} added` : "No photos yet"}
          </Text>
          <Button type="button" variant="soft" id={id} onClick={onAddPhoto} disabled={photoCount >= q.maxPhotos}>
            <CameraIcon aria-hidden="true" /> Add photo
          </Button>
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
}
