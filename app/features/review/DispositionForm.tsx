// The reviewer's decision: a real form (native radios and text area, uncontrolled), so it posts and
// shows its answer before the scripts run; a refused post comes back with what was chosen and typed.
import { Button, Callout, Flex, Text, TextArea } from "@radix-ui/themes";
import { Form, useNavigation } from "@remix-run/react";
import { useId } from "react";
import type { DispositionOutcome } from "../../platform/db/schema";
import { OUTCOME_LABELS, OUTCOMES } from "../evidence/disposition";

export type ReviewAnswer = { ok: boolean; message?: string; intent?: string; fieldErrors?: Record<string, string>; values?: Record<string, string> };

interface Props {
  intent: "dispose" | "correct";
  /** The disposition a correction replaces. */
  replaces?: string;
  answer: ReviewAnswer | undefined;
}

export function DispositionForm({ intent, replaces, answer }: Props) {
  const id = useId();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
  // Only the answer to this form's own post fills it back.
  const mine = answer && !answer.ok && answer.intent === intent ? answer : undefined;
  const errors = mine?.fieldErrors ?? {};
  const values = mine?.values ?? {};
  return (
    <Form method="post" preventScrollReset aria-label={intent === "correct" ? "Correct this disposition" : "Record a disposition"}>
      <input type="hidden" name="intent" value={intent} />
      {replaces ? <input type="hidden" name="replaces" value={replaces} /> : null}
      <Flex direction="column" gap="3">
        <fieldset style={{ border: 0, padding: 0, margin: 0 }} aria-describedby={errors.outcome ? `${id}-outcome-error` : undefined}>
          <legend>
            <Text size="2" weight="medium">
              Outcome
            </Text>
          </legend>
          <Flex direction="column" gap="2">
            {OUTCOMES.map((o: DispositionOutcome) => (
              <Text as="label" size="2" key={o}>
                <Flex gap="2" align="center">
                  <input type="radio" name="outcome" value={o} defaultChecked={values.outcome === o} required />
                  {OUTCOME_LABELS[o]}
                </Flex>
              </Text>
            ))}
          </Flex>
          {errors.outcome ? (
            <Text id={`${id}-outcome-error`} size="1" color="red">
              {errors.outcome}
            </Text>
          ) : null}
        </fieldset>
        <Flex direction="column" gap="1">
          <Text as="label" htmlFor={`${id}-remark`} size="2" weight="medium">
            Remark
          </Text>
          <TextArea
            id={`${id}-remark`}
            name="remark"
            rows={3}
            maxLength={2000}
            defaultValue={values.remark ?? ""}
            placeholder="Required for every outcome but Verified"
            aria-invalid={errors.remark ? true : undefined}
            aria-describedby={errors.remark ? `${id}-remark-error` : undefined}
          />
          {errors.remark ? (
            <Text id={`${id}-remark-error`} size="1" color="red">
              {errors.remark}
            </Text>
          ) : null}
        </Flex>
        {mine && !mine.fieldErrors ? (
          <Callout.Root color="red" role="alert">
            <Callout.Text>{mine.message}</Callout.Text>
          </Callout.Root>
        ) : null}
        <Button type="submit" disabled={busy} style={{ alignSelf: "start" }}>
          {busy ? "Signing..." : intent === "correct" ? "Sign the correction" : "Sign the disposition"}
        </Button>
      </Flex>
    </Form>
  );
}
