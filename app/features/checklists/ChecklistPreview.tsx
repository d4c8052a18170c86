// The checklist as the capture will ask it, in a phone-wide frame: answers and photos are pretend (a tap on
// "Add photo" counts one), and "Try Save" shows what the capture would refuse.
import { Button, Flex, Text } from "@radix-ui/themes";
import { useState } from "react";
import type { Answers } from "./answers";
import { ChecklistQuestions } from "./ChecklistQuestions";
import type { ChecklistDefinition } from "./definition";
import { type MissingItem, missingBeforeSave } from "./missing";

export function ChecklistPreview({ definition }: { definition: ChecklistDefinition }) {
  const [answers, setAnswers] = useState<Answers>({});
  const [photoCounts, setPhotoCounts] = useState<Record<string, number>>({});
  const [missing, setMissing] = useState<MissingItem[] | null>(null);
  const trySave = () => setMissing(missingBeforeSave(definition, answers, photoCounts));
  const reset = () => {
    setAnswers({});
    setPhotoCounts({});
    setMissing(null);
  };
  return (
    <div className="sp-phone-frame">
      <ChecklistQuestions
        definition={definition}
        answers={answers}
        onChange={(next) => {
          setAnswers(next);
          if (missing) setMissing(null);
        }}
        photoCounts={photoCounts}
        onAddPhoto={(id) => setPhotoCounts((c) => ({ ...c, [id]: (c[id] ?? 0) + 1 }))}
        missing={missing ?? []}
      />
      <Flex gap="2" justify="end" align="center" mt="4" wrap="wrap">
        {missing && !missing.length ? (
          <Text size="2" color="green" role="status">
            Save would accept these answers.
          </Text>
        ) : null}
        <Button type="button" variant="ghost" color="gray" onClick={reset}>
          Start over
        </Button>
        <Button type="button" onClick={trySave}>
          Try Save
        </Button>
      </Flex>
    </div>
  );
}
