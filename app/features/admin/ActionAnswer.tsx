import { Callout } from "@radix-ui/themes";
import type { ActionResult } from "./types";

/** A form's answer on the page a post before the scripts brought back, where no toast can show it. */
export function ActionAnswer({ answer }: { answer?: ActionResult }) {
  if (!answer) return null;
  return (
    <Callout.Root color={answer.ok ? "green" : "red"} role={answer.ok ? "status" : "alert"} size="1" mt="3">
      <Callout.Text>{answer.message}</Callout.Text>
    </Callout.Root>
  );
}
