// "Reopen for a new visit": a manager sends a submitted or decided case back to its inspector with a
// reason, which the inspector sees in the capture. A real form: it works before the scripts run.
import { Flex, Text, TextArea } from "@radix-ui/themes";
import { Form } from "@remix-run/react";
import { DoneCallout, RefusalCallout, RouteDialog, RouteFormActions } from "../../ui/RouteDialog";
import { useRouteForm } from "../../ui/useRouteForm";
import { REVIEW_MESSAGES } from "./review-rules";

type Answer = { ok: boolean; message?: string; fieldErrors?: Record<string, string>; values?: Record<string, string> };

export function ReopenDialog({ reference, visit, reopenable, back }: { reference: string; visit: number; reopenable: boolean; back: string }) {
  const { ref, hydrated, data, busy, carried } = useRouteForm<Answer>(back);
  const refused = data && !data.ok ? data : undefined;
  const error = refused?.fieldErrors?.reason;
  return (
    <RouteDialog title={`Reopen case ${reference} for a new visit`} back={back} hydrated={hydrated} busy={busy}>
      {data?.ok && !hydrated ? (
        <DoneCallout message={data.message} back={back} />
      ) : !reopenable ? (
        <RefusalCallout message={REVIEW_MESSAGES.notReopenable} />
      ) : (
        <Form method="post" ref={ref} preventScrollReset>
          <Flex direction="column" gap="3">
            {refused && !error ? <RefusalCallout message={refused.message} /> : null}
            <Text as="p" size="2" color="gray">
              The case goes back to its inspector as visit {visit + 1}; the earlier inspections and decisions stay on it.
            </Text>
            <Text as="label" htmlFor="reopen-reason" size="2" weight="medium">
              Reason
            </Text>
            <TextArea
              id="reopen-reason"
              name="reason"
              rows={3}
              maxLength={2000}
              defaultValue={refused?.values?.reason ?? carried?.reason ?? ""}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? "reopen-reason-error" : undefined}
            />
            {error ? (
              <Text id="reopen-reason-error" size="1" color="red">
                {error}
              </Text>
            ) : null}
            <RouteFormActions back={back} busy={busy} submitLabel="Reopen" />
          </Flex>
        </Form>
      )}
    </RouteDialog>
  );
}
