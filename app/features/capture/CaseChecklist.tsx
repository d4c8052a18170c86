// The case's checklist on the capture's form, in place of the seven questions.
import { Callout, Heading, Text } from "@radix-ui/themes";
import { ChecklistQuestions } from "../checklists/ChecklistQuestions";
import type { ChecklistCaptureState } from "./useChecklistCapture";

export function CaseChecklist({
  state,
  title,
  version,
  onScreen,
  onTakePhoto,
}: {
  state: NonNullable<ChecklistCaptureState["questions"]>;
  title: string;
  version: number;
  onScreen: boolean;
  onTakePhoto: (questionId: string) => void;
}) {
  return (
    <section aria-labelledby="case-checklist-title">
      <Heading as="h2" size="4" id="case-checklist-title">
        {title}
      </Heading>
      <Text as="p" size="1" color="gray" mb="3">
        Version {version}. Required questions are marked *.
      </Text>
      <ChecklistQuestions {...state} onScreen={onScreen} onAddPhoto={onTakePhoto} />
    </section>
  );
}

/** On the camera while it takes photos for a photo question: Next brings them back to it. */
export function TakingFor({ label }: { label: string }) {
  return (
    <Callout.Root color="blue" size="1" mb="3" role="status">
      <Callout.Text>Photos you take now are for “{label}”. Tap Next to return to the questions.</Callout.Text>
    </Callout.Root>
  );
}
