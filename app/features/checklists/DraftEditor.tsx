// The draft's editor for now: its JSON in a plain textarea inside the page's real form. The visual editor
// (ChecklistEditor.tsx) takes this component's place; the form posts the same `definition` field.
import { Text, TextArea } from "@radix-ui/themes";

export function DraftEditor({ text, invalid }: { text: string; invalid: boolean }) {
  return (
    <label>
      <Text as="div" size="2" weight="medium" mb="1">
        Checklist (JSON)
      </Text>
      <TextArea
        name="definition"
        defaultValue={text}
        rows={24}
        spellCheck={false}
        aria-invalid={invalid || undefined}
        style={{ fontFamily: "var(--code-font-family, monospace)", fontSize: 13 }}
      />
    </label>
  );
}
