// The editor's fields for what a question's type adds: choices (with their red flags), yes/no red flags,
// a number's unit and limits, a photo question's counts. Each control is named for a screen reader, and
// choices move with buttons, not by dragging.
import { Button, Checkbox, Flex, IconButton, Text, TextField } from "@radix-ui/themes";
import { ArrowDownIcon, ArrowUpIcon, TrashIcon } from "@radix-ui/react-icons";
import { useEffect, useState } from "react";
import { CHECKLIST_LIMITS, type Question, type QuestionType } from "./definition";
import type { EditAction } from "./editing";
import type { At, QuestionPatch } from "./question-edits";

export const QUESTION_TYPE_LABELS: Record<QuestionType, string> = {
  single_choice: "Single choice",
  multiple_choice: "Multiple choice",
  yes_no: "Yes / no",
  short_text: "Short text",
  long_text: "Long text",
  number: "Number",
  date: "Date",
  photo: "Photo",
  signature: "Signature",
};

interface Props {
  id: string;
  at: At;
  question: Question;
  dispatch: (action: EditAction) => void;
}

/** A number typed as text ("-", "1.") until it is one, so the field never fights the typing. */
function NumberInput({
  id,
  label,
  value,
  onValue,
  min,
  max,
}: {
  id: string;
  label: string;
  value: number | undefined;
  onValue: (n: number | undefined) => void;
  min?: number;
  max?: number;
}) {
  const [text, setText] = useState(value === undefined ? "" : String(value));
  useEffect(() => {
    // Only a change from elsewhere (a reset, another field) rewrites what is typed.
    setText((t) => ((t.trim() === "" ? undefined : Number(t)) === value ? t : value === undefined ? "" : String(value)));
  }, [value]);
  return (
    <Flex direction="column" gap="1" style={{ width: 120 }}>
      <Text as="label" htmlFor={id} size="1" weight="medium">
        {label}
      </Text>
      <TextField.Root
        id={id}
        type="number"
        inputMode="decimal"
        step="any"
        min={min}
        max={max}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          const n = e.target.value.trim() === "" ? undefined : Number(e.target.value);
          if (n === undefined || Number.isFinite(n)) onValue(n);
        }}
      />
    </Flex>
  );
}

function Choices({ id, at, question: q, dispatch }: Props & { question: Extract<Question, { choices: unknown }> }) {
  const [label, setLabel] = useState("");
  const add = () => {
    if (!label.trim()) return;
    dispatch({ type: "addChoice", at, label: label.trim() });
    setLabel("");
  };
  const flagged = new Set<string>(q.redFlag ?? []);
  return (
    <Flex direction="column" gap="2" role="group" aria-label={`Choices of “${q.label}”`}>
      <Text size="1" weight="medium">
        Choices
      </Text>
      {q.choices.map((c, i) => (
        <Flex key={c.id} gap="2" align="center" wrap="wrap">
          <TextField.Root
            aria-label={`Choice ${i + 1}`}
            value={c.label}
            maxLength={CHECKLIST_LIMITS.choiceLabel}
            onChange={(e) => dispatch({ type: "choiceLabel", at, choice: i, label: e.target.value })}
            style={{ flex: "1 1 160px" }}
          />
          <Text as="label" size="1" color={flagged.has(c.id) ? "red" : "gray"}>
            <Flex gap="1" align="center">
              <Checkbox color="red" checked={flagged.has(c.id)} onCheckedChange={(on) => dispatch({ type: "redFlag", at, value: c.id, on: on === true })} />
              Red flag
            </Flex>
          </Text>
          <IconButton
            type="button"
            size="1"
            variant="ghost"
            aria-label={`Move “${c.label}” up`}
            disabled={i === 0}
            onClick={() => dispatch({ type: "moveChoice", at, choice: i, by: -1 })}
          >
            <ArrowUpIcon />
          </IconButton>
          <IconButton
            type="button"
            size="1"
            variant="ghost"
            aria-label={`Move “${c.label}” down`}
            disabled={i === q.choices.length - 1}
            onClick={() => dispatch({ type: "moveChoice", at, choice: i, by: 1 })}
          >
            <ArrowDownIcon />
          </IconButton>
          <IconButton
            type="button"
            size="1"
            variant="ghost"
            color="red"
            aria-label={`Remove “${c.label}”`}
            onClick={() => dispatch({ type: "removeChoice", at, choice: i })}
          >
            <TrashIcon />
          </IconButton>
        </Flex>
      ))}
      <Flex gap="2" align="center">
        <TextField.Root
          id={`${id}-new-choice`}
          aria-label={`New choice for “${q.label}”`}
          placeholder="New choice"
          value={label}
          maxLength={CHECKLIST_LIMITS.choiceLabel}
          onChange={(e) => setLabel(e.target.value)}
          onKeyDown={(e) => e.key === "Enter" && add()}
          style={{ flex: "1 1 160px" }}
        />
        <Button type="button" variant="soft" size="2" onClick={add} disabled={!label.trim() || q.choices.length >= CHECKLIST_LIMITS.choices}>
          Add choice
        </Button>
      </Flex>
    </Flex>
  );
}

export function TypeFields(props: Props) {
  const { id, at, question: q, dispatch } = props;
  const patch = (p: QuestionPatch) => dispatch({ type: "patch", at, patch: p });
  switch (q.type) {
    case "single_choice":
    case "multiple_choice":
      return <Choices {...props} question={q} />;
    case "yes_no":
      return (
        <Flex gap="4" role="group" aria-label={`Red flags of “${q.label}”`}>
          {(["yes", "no"] as const).map((v) => (
            <Text as="label" size="2" key={v} color={q.redFlag?.includes(v) ? "red" : undefined}>
              <Flex gap="2" align="center">
                <Checkbox
                  color="red"
                  checked={q.redFlag?.includes(v) ?? false}
                  onCheckedChange={(on) => dispatch({ type: "redFlag", at, value: v, on: on === true })}
                />
                Red flag on “{v === "yes" ? "Yes" : "No"}”
              </Flex>
            </Text>
          ))}
        </Flex>
      );
    case "number":
      return (
        <Flex gap="3" wrap="wrap" align="end">
          <Flex direction="column" gap="1" style={{ width: 120 }}>
            <Text as="label" htmlFor={`${id}-unit`} size="1" weight="medium">
              Unit
            </Text>
            <TextField.Root
              id={`${id}-unit`}
              value={q.unit ?? ""}
              maxLength={20}
              placeholder="years, ₹, m²"
              onChange={(e) => patch({ unit: e.target.value })}
            />
          </Flex>
          <NumberInput id={`${id}-min`} label="Minimum" value={q.min} onValue={(min) => patch({ min })} />
          <NumberInput id={`${id}-max`} label="Maximum" value={q.max} onValue={(max) => patch({ max })} />
        </Flex>
      );
    case "photo":
      return (
        <Flex gap="3" wrap="wrap" align="end">
          <NumberInput
            id={`${id}-min-photos`}
            label="At least (photos)"
            min={1}
            max={CHECKLIST_LIMITS.photos}
            value={q.minPhotos}
            onValue={(n) => n !== undefined && patch({ minPhotos: n })}
          />
          <NumberInput
            id={`${id}-max-photos`}
            label="At most (photos)"
            min={1}
            max={CHECKLIST_LIMITS.photos}
            value={q.maxPhotos}
            onValue={(n) => n !== undefined && patch({ maxPhotos: n })}
          />
        </Flex>
      );
    default:
      return null;
  }
}
