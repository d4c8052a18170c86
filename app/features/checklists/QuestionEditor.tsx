// One question in the editor: its label, type, "required", help, the type's own fields and "Shown when",
// with buttons to move it (across sections too) and remove it.
import { Checkbox, Flex, IconButton, Text, TextField } from "@radix-ui/themes";
import { ArrowDownIcon, ArrowUpIcon, TrashIcon } from "@radix-ui/react-icons";
import { CHECKLIST_LIMITS, QUESTION_TYPES, type ChecklistDefinition, type Question, type QuestionType } from "./definition";
import type { EditAction } from "./editing";
import { type At, shownWhenOptions } from "./question-edits";
import { QUESTION_TYPE_LABELS, TypeFields } from "./TypeFields";

interface Props {
  id: string;
  at: At;
  question: Question;
  definition: ChecklistDefinition;
  isFirst: boolean;
  isLast: boolean;
  dispatch: (action: EditAction) => void;
  /** Moves and removals take the focus along: the editor knows where it should go. */
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
  /** A question added in this editing session starts open; the others show one summary line each. */
  startOpen: boolean;
}

const SEP = "\u001f";

/** What a closed question says of itself: enough to find the one to change in a 30-question checklist. */
function summaryOf(q: Question): string {
  const marks = [q.required ? "required" : "optional", q.shownWhen ? "shown when…" : null, "redFlag" in q && q.redFlag?.length ? "red flag" : null];
  return marks.filter(Boolean).join(" · ");
}

export function QuestionEditor({ id, at, question: q, definition, isFirst, isLast, dispatch, onMove, onRemove, startOpen }: Props) {
  const name = q.label.trim() || "this question";
  const options = shownWhenOptions(definition, at);
  const rule = q.shownWhen ? `${q.shownWhen.questionId}${SEP}${q.shownWhen.value}` : "";
  return (
    <div className="sp-question-editor" role="group" aria-labelledby={`${id}-heading`}>
      <Flex justify="between" align="center" gap="2" mb="2">
        <Text id={`${id}-heading`} size="1" color="gray" weight="medium">
          Question {at.question + 1} · {QUESTION_TYPE_LABELS[q.type]}
        </Text>
        <Flex gap="1">
          <IconButton type="button" id={`${id}-up`} size="1" variant="ghost" aria-label={`Move “${name}” up`} disabled={isFirst} onClick={() => onMove(-1)}>
            <ArrowUpIcon />
          </IconButton>
          <IconButton type="button" id={`${id}-down`} size="1" variant="ghost" aria-label={`Move “${name}” down`} disabled={isLast} onClick={() => onMove(1)}>
            <ArrowDownIcon />
          </IconButton>
          <IconButton type="button" size="1" variant="ghost" color="red" aria-label={`Remove “${name}”`} onClick={onRemove}>
            <TrashIcon />
          </IconButton>
        </Flex>
      </Flex>
      <details className="sp-question-details" open={startOpen || !q.label.trim()}>
        <summary>
          <Text weight="medium">{q.label.trim() || "No label yet"}</Text>{" "}
          <Text size="1" color="gray">
            {summaryOf(q)}
          </Text>
        </summary>
        <Flex direction="column" gap="3" mt="3">
          <Flex gap="3" wrap="wrap" align="end">
            <Flex direction="column" gap="1" style={{ flex: "1 1 220px" }}>
              <Text as="label" htmlFor={`${id}-label`} size="1" weight="medium">
                Label
              </Text>
              <TextField.Root
                id={`${id}-label`}
                value={q.label}
                maxLength={CHECKLIST_LIMITS.label}
                onChange={(e) => dispatch({ type: "label", at, label: e.target.value })}
              />
            </Flex>
            <Flex direction="column" gap="1">
              <Text as="label" htmlFor={`${id}-type`} size="1" weight="medium">
                Type
              </Text>
              <select
                id={`${id}-type`}
                className="sp-select"
                value={q.type}
                onChange={(e) => dispatch({ type: "questionType", at, questionType: e.target.value as QuestionType })}
              >
                {QUESTION_TYPES.map((t) => (
                  <option key={t} value={t}>
                    {QUESTION_TYPE_LABELS[t]}
                  </option>
                ))}
              </select>
            </Flex>
            <Text as="label" size="2">
              <Flex gap="2" align="center" height="36px">
                <Checkbox checked={q.required} onCheckedChange={(on) => dispatch({ type: "patch", at, patch: { required: on === true } })} />
                Required
              </Flex>
            </Text>
          </Flex>
          <Flex direction="column" gap="1">
            <Text as="label" htmlFor={`${id}-help`} size="1" weight="medium">
              Help text
            </Text>
            <TextField.Root
              id={`${id}-help`}
              value={q.help ?? ""}
              maxLength={CHECKLIST_LIMITS.help}
              onChange={(e) => dispatch({ type: "patch", at, patch: { help: e.target.value } })}
            />
          </Flex>
          <TypeFields id={id} at={at} question={q} dispatch={dispatch} />
          <Flex direction="column" gap="1">
            <Text as="label" htmlFor={`${id}-shown`} size="1" weight="medium">
              Shown when
            </Text>
            <select
              id={`${id}-shown`}
              className="sp-select"
              value={rule}
              onChange={(e) => {
                const [questionId, value] = e.target.value.split(SEP);
                dispatch({ type: "shownWhen", at, shownWhen: value ? { questionId, value } : null });
              }}
            >
              <option value="">Always</option>
              {/* A rule the options no longer offer (its question moved below) stays visible until changed. */}
              {rule && !options.some((o) => o.question.id === q.shownWhen?.questionId) ? (
                <option value={rule}>
                  “{q.shownWhen?.questionId}” is “{q.shownWhen?.value}” (not an earlier question)
                </option>
              ) : null}
              {options.map((o) => (
                <optgroup key={o.question.id} label={o.question.label || o.question.id}>
                  {o.values.map((v) => (
                    <option key={v.id} value={`${o.question.id}${SEP}${v.id}`}>
                      “{o.question.label || o.question.id}” is “{v.label || v.id}”
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
          </Flex>
        </Flex>
      </details>
    </div>
  );
}
