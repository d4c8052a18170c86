// The checklist editor, inside the page's own <Form method="post">. The form's one "definition" field carries
// the checklist as JSON: on the server's page (and until the scripts run) it is a text area of that JSON, so the
// form works without scripts; once mounted the visual editor replaces it with a hidden field it keeps current.
// What was typed in the text area before then is carried over when it is a valid checklist.
import { Button, Callout, Flex, Heading, Text, TextArea, TextField } from "@radix-ui/themes";
import { PlusIcon } from "@radix-ui/react-icons";
import { useEffect, useId, useMemo, useReducer, useRef, useState } from "react";
import { CHECKLIST_LIMITS, type ChecklistDefinition, checkDefinition } from "./definition";
import { editChecklist } from "./editing";
import { ChecklistPreview } from "./ChecklistPreview";
import { SectionEditor } from "./SectionEditor";
import { pageHydrated } from "../../ui/useHydrated";

interface Props {
  initial: ChecklistDefinition;
  /** A published version: shown, never changed, and no field in the form. */
  readOnly?: boolean;
}

const toJson = (d: ChecklistDefinition) => JSON.stringify(d, null, 2);

/** The typed JSON's checklist, or its problems. */
function readJson(text: string) {
  try {
    return checkDefinition(JSON.parse(text));
  } catch {
    return { ok: false as const, problems: ["The text is not valid JSON"] };
  }
}

function Problems({ problems }: { problems: string[] }) {
  if (!problems.length) return null;
  return (
    <Callout.Root color="amber">
      <div>
        <Callout.Text>{problems.length === 1 ? "1 problem to fix before publishing:" : `${problems.length} problems to fix before publishing:`}</Callout.Text>
        <ul className="sp-missing">
          {problems.map((p) => (
            <li key={p}>
              <Text size="2">{p}</Text>
            </li>
          ))}
        </ul>
      </div>
    </Callout.Root>
  );
}

export function ChecklistEditor({ initial, readOnly = false }: Props) {
  const prefix = useId();
  const [definition, dispatch] = useReducer(editChecklist, initial);
  // "json" on the server's page and in the render that hydrates it; "visual" once mounted (at once after a client navigation).
  const [mode, setMode] = useState<"json" | "visual">(() => (pageHydrated() ? "visual" : "json"));
  const [text, setText] = useState(() => toJson(initial));
  const [sectionTitle, setSectionTitle] = useState("");
  const textArea = useRef<HTMLTextAreaElement>(null);
  const problems = useMemo(() => (mode === "visual" ? checkDefinition(definition) : readJson(text)), [mode, definition, text]);

  // React puts a text area back to its default while hydrating it, so what was typed before the scripts ran is
  // read here, in the render that hydrates (before the text area's turn), and carried over once mounted.
  const [typedBefore] = useState(() =>
    typeof document === "undefined" ? undefined : (document.getElementById(`${prefix}-json`) as HTMLTextAreaElement | null)?.value,
  );
  useEffect(() => {
    const typed = typedBefore;
    if (typed === undefined || typed === toJson(initial)) return setMode("visual");
    const read = readJson(typed);
    setText(typed);
    if (textArea.current) textArea.current.value = typed;
    if (read.ok) {
      dispatch({ type: "replace", definition: read.definition });
      setMode("visual");
    }
    // Once, on mount: later changes of `initial` are a new page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const focusLater = (id: string, fallback?: string) =>
    requestAnimationFrame(() => {
      const el = document.getElementById(id) as HTMLButtonElement | null;
      (el && !el.disabled ? el : fallback ? document.getElementById(fallback) : null)?.focus();
    });
  const addSection = () => {
    if (!sectionTitle.trim()) return;
    dispatch({ type: "addSection", title: sectionTitle.trim() });
    setSectionTitle("");
  };
  const toVisual = () => {
    const read = readJson(text);
    if (!read.ok) return;
    dispatch({ type: "replace", definition: read.definition });
    setMode("visual");
  };
  const toJsonMode = () => {
    setText(toJson(definition));
    setMode("json");
  };
  const list = problems.ok ? [] : problems.problems;

  if (mode === "json") {
    return (
      <Flex direction="column" gap="3">
        <Text as="label" htmlFor={`${prefix}-json`} size="2" weight="medium">
          Checklist (JSON)
        </Text>
        <TextArea
          ref={textArea}
          id={`${prefix}-json`}
          name={readOnly ? undefined : "definition"}
          defaultValue={text}
          readOnly={readOnly}
          rows={24}
          spellCheck={false}
          className="sp-json"
          onChange={(e) => setText(e.target.value)}
        />
        <Problems problems={list} />
        <Flex gap="2">
          <Button type="button" variant="soft" onClick={toVisual} disabled={!problems.ok}>
            Open in the visual editor
          </Button>
        </Flex>
      </Flex>
    );
  }

  return (
    <div className="sp-checklist-editor">
      {/* Enter in a text field adds what it names (a choice, a question), never submits the page's form. */}
      <fieldset
        className="sp-editor-fields"
        disabled={readOnly}
        onKeyDown={(e) => e.key === "Enter" && (e.target as HTMLElement).tagName === "INPUT" && e.preventDefault()}
      >
        <legend className="sp-visually-hidden">Checklist editor</legend>
        {readOnly ? null : <input type="hidden" name="definition" value={JSON.stringify(definition)} />}
        <Flex direction="column" gap="4">
          <Flex direction="column" gap="1">
            <Text as="label" htmlFor={`${prefix}-title`} size="2" weight="medium">
              Checklist title
            </Text>
            <TextField.Root
              id={`${prefix}-title`}
              value={definition.title}
              maxLength={CHECKLIST_LIMITS.label}
              onChange={(e) => dispatch({ type: "title", title: e.target.value })}
            />
          </Flex>
          <Problems problems={list} />
          {definition.sections.map((s, i) => (
            <SectionEditor key={s.id} prefix={prefix} index={i} section={s} definition={definition} dispatch={dispatch} focusLater={focusLater} />
          ))}
          {readOnly ? null : (
            <Flex gap="2" align="end" wrap="wrap" role="group" aria-label="Add a section">
              <Flex direction="column" gap="1" style={{ flex: "1 1 200px" }}>
                <Text as="label" htmlFor={`${prefix}-new-section`} size="1" weight="medium">
                  New section
                </Text>
                <TextField.Root
                  id={`${prefix}-new-section`}
                  value={sectionTitle}
                  placeholder="Its title, e.g. Neighbourhood"
                  maxLength={CHECKLIST_LIMITS.label}
                  onChange={(e) => setSectionTitle(e.target.value)}
                  onKeyDown={(e) => e.key === "Enter" && addSection()}
                />
              </Flex>
              <Button
                type="button"
                variant="soft"
                onClick={addSection}
                disabled={!sectionTitle.trim() || definition.sections.length >= CHECKLIST_LIMITS.sections}
              >
                <PlusIcon aria-hidden="true" /> Add section
              </Button>
              <Button type="button" variant="ghost" color="gray" onClick={toJsonMode}>
                Edit as JSON
              </Button>
            </Flex>
          )}
        </Flex>
      </fieldset>
      <aside className="sp-preview-column" aria-labelledby={`${prefix}-preview`}>
        <Heading as="h2" size="3" id={`${prefix}-preview`} mb="2">
          Preview on a phone
        </Heading>
        <ChecklistPreview definition={definition} />
      </aside>
    </div>
  );
}
