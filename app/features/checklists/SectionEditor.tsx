// One section in the editor: its title, its questions and a row to add a question (label and type first, so
// the new question's id comes from its label). Moves keep the focus on the moved item's button.
import { Button, Card, Flex, Heading, IconButton, Text, TextField } from "@radix-ui/themes";
import { ArrowDownIcon, ArrowUpIcon, PlusIcon, TrashIcon } from "@radix-ui/react-icons";
import { useRef, useState } from "react";
import { CHECKLIST_LIMITS, QUESTION_TYPES, type ChecklistDefinition, type ChecklistSection, type QuestionType } from "./definition";
import type { EditAction } from "./editing";
import { QuestionEditor } from "./QuestionEditor";
import { QUESTION_TYPE_LABELS } from "./TypeFields";

interface Props {
  prefix: string;
  index: number;
  section: ChecklistSection;
  definition: ChecklistDefinition;
  dispatch: (action: EditAction) => void;
  /** Focus this element once the edit is drawn, or the fallback when it is gone or disabled. */
  focusLater: (id: string, fallback?: string) => void;
}

export function SectionEditor({ prefix, index, section: s, definition, dispatch, focusLater }: Props) {
  const id = `${prefix}-s-${s.id}`;
  const [label, setLabel] = useState("");
  const [type, setType] = useState<QuestionType>("yes_no");
  // The questions the section opened with start closed; one added (or moved here) since starts open to edit.
  const opened = useRef(new Set(s.questions.map((q) => q.id))).current;
  const name = s.title.trim() || `Section ${index + 1}`;
  const last = definition.sections.length - 1;
  const full = definition.sections.reduce((n, x) => n + x.questions.length, 0) >= CHECKLIST_LIMITS.questions;
  const add = () => {
    if (!label.trim() || full) return;
    dispatch({ type: "addQuestion", section: index, label: label.trim(), questionType: type });
    setLabel("");
  };
  const moveSection = (by: -1 | 1) => {
    dispatch({ type: "moveSection", section: index, by });
    focusLater(`${id}-${by < 0 ? "up" : "down"}`, `${id}-${by < 0 ? "down" : "up"}`);
  };

  return (
    <Card asChild>
      <section aria-labelledby={`${id}-heading`}>
        <Flex justify="between" align="center" mb="3" gap="2">
          <Heading as="h3" size="3" id={`${id}-heading`}>
            Section {index + 1}
          </Heading>
          <Flex gap="1">
            <IconButton
              type="button"
              id={`${id}-up`}
              variant="ghost"
              aria-label={`Move section “${name}” up`}
              disabled={index === 0}
              onClick={() => moveSection(-1)}
            >
              <ArrowUpIcon />
            </IconButton>
            <IconButton
              type="button"
              id={`${id}-down`}
              variant="ghost"
              aria-label={`Move section “${name}” down`}
              disabled={index === last}
              onClick={() => moveSection(1)}
            >
              <ArrowDownIcon />
            </IconButton>
            <IconButton
              type="button"
              variant="ghost"
              color="red"
              aria-label={`Remove section “${name}”`}
              disabled={last === 0}
              onClick={() => {
                dispatch({ type: "removeSection", section: index });
                focusLater(`${prefix}-new-section`);
              }}
            >
              <TrashIcon />
            </IconButton>
          </Flex>
        </Flex>
        <Flex direction="column" gap="1" mb="3">
          <Text as="label" htmlFor={`${id}-title`} size="1" weight="medium">
            Section title
          </Text>
          <TextField.Root
            id={`${id}-title`}
            value={s.title}
            maxLength={CHECKLIST_LIMITS.label}
            onChange={(e) => dispatch({ type: "sectionTitle", section: index, title: e.target.value })}
          />
        </Flex>
        <Flex direction="column" gap="3">
          {s.questions.map((q, qi) => {
            const qid = `${prefix}-q-${q.id}`;
            const at = { section: index, question: qi };
            return (
              <QuestionEditor
                key={q.id}
                id={qid}
                at={at}
                question={q}
                definition={definition}
                isFirst={index === 0 && qi === 0}
                isLast={index === last && qi === s.questions.length - 1}
                dispatch={dispatch}
                onMove={(by) => {
                  dispatch({ type: "moveQuestion", at, by });
                  focusLater(`${qid}-${by < 0 ? "up" : "down"}`, `${qid}-${by < 0 ? "down" : "up"}`);
                }}
                onRemove={() => {
                  dispatch({ type: "removeQuestion", at });
                  focusLater(`${id}-new-label`);
                }}
                startOpen={!opened.has(q.id)}
              />
            );
          })}
        </Flex>
        <Flex gap="2" align="end" wrap="wrap" mt="3" role="group" aria-label={`Add a question to “${name}”`}>
          <Flex direction="column" gap="1" style={{ flex: "1 1 200px" }}>
            <Text as="label" htmlFor={`${id}-new-label`} size="1" weight="medium">
              New question
            </Text>
            <TextField.Root
              id={`${id}-new-label`}
              value={label}
              maxLength={CHECKLIST_LIMITS.label}
              placeholder="Its label, e.g. Nameplate matches the applicant?"
              onChange={(e) => setLabel(e.target.value)}
              onKeyDown={(e) => e.key === "Enter" && add()}
            />
          </Flex>
          <Flex direction="column" gap="1">
            <Text as="label" htmlFor={`${id}-new-type`} size="1" weight="medium">
              Type
            </Text>
            <select id={`${id}-new-type`} className="sp-select" value={type} onChange={(e) => setType(e.target.value as QuestionType)}>
              {QUESTION_TYPES.map((t) => (
                <option key={t} value={t}>
                  {QUESTION_TYPE_LABELS[t]}
                </option>
              ))}
            </select>
          </Flex>
          <Button type="button" variant="soft" onClick={add} disabled={!label.trim() || full}>
            <PlusIcon aria-hidden="true" /> Add question
          </Button>
        </Flex>
      </section>
    </Card>
  );
}
