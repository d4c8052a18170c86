// A draft whose text is not a checklist yet (a refused save of typed JSON): its text in a plain textarea inside
// the page's real form, to mend; the visual editor (ChecklistEditor.tsx) posts the same `definition` field.
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
