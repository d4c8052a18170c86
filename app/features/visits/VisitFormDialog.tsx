import { Form } from "@remix-run/react";
import { Button, Flex, Text, TextArea, TextField } from "@radix-ui/themes";
import { useEffect, useState } from "react";
import { DEFAULT_VISIT_TIME } from "./rules";
import { validateVisit, type VisitErrors } from "./visit-form";
import { CompanyPicker } from "../capture/CompanyPicker";
import type { VisitView } from "./types";
import { RefusalCallout, RouteDialog, RouteFormActions, DoneCallout } from "../../ui/RouteDialog";
import { formStrings } from "../../ui/useHydratedForm";
import { useRouteForm } from "../../ui/useRouteForm";

type Answer = { ok: boolean; message?: string; fieldErrors?: VisitErrors; values?: Record<string, string> };

function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <Text id={id} size="1" color="red">
      {error}
    </Text>
  ) : null;
}

interface Props {
  /** The companies to choose from before the picker can run (the page without scripts). */
  companies: { id: string; name: string }[];
  today: string;
  /** The new visit's day (the one chosen on the calendar), or the visit's own. */
  date: string;
  visit: VisitView | null;
}

/** "Schedule New Visit" (/app/scheduling/new) and "Edit Visit" (/app/scheduling/<id>/edit). */
export function VisitFormDialog({ companies, today, date, visit }: Props) {
  const { ref, hydrated, carried, data, back, busy } = useRouteForm<Answer>("/app/scheduling", "Failed to save visit");
  const refused = data && !data.ok ? data : undefined;
  const values: Record<string, string> = carried ??
    refused?.values ?? {
      companyId: visit?.companyId ?? "",
      scheduledDate: date,
      scheduledTime: visit?.scheduledTime ?? DEFAULT_VISIT_TIME,
      purpose: visit?.purpose ?? "",
      notes: visit?.notes ?? "",
    };
  const [errors, setErrors] = useState<VisitErrors>(() => refused?.fieldErrors ?? {});
  const [picked, setPicked] = useState<{ id: string; name: string } | null>(null);
  const [picking, setPicking] = useState(false);
  useEffect(() => setErrors(refused?.fieldErrors ?? {}), [refused]);
  const companyId = picked?.id ?? values.companyId ?? "";
  const companyName = picked?.name ?? companies.find((c) => c.id === companyId)?.name ?? (companyId === visit?.companyId ? visit.companyName : "");

  const clear = (key: keyof VisitErrors) => setErrors((e) => ({ ...e, [key]: undefined }));
  // Checked here first, as the server will, so a mistake shows without a round trip.
  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    const checked = validateVisit(formStrings(event.currentTarget), today);
    if (busy || !checked.ok) event.preventDefault();
    if (!checked.ok) setErrors(checked.errors);
  };

  return (
    <RouteDialog title={visit ? "Edit Visit" : "Schedule New Visit"} back={back} hydrated={hydrated} busy={busy || picking} maxWidth="480px">
      {data?.ok && !hydrated ? (
        <DoneCallout message={data.message} back={back} />
      ) : (
        <Form method="post" ref={ref} onSubmit={submit} noValidate preventScrollReset>
          {hydrated ? null : <RefusalCallout message={refused?.fieldErrors ? null : refused?.message} />}
          <input type="hidden" name="intent" value={visit ? "update" : "create"} />
          {visit ? <input type="hidden" name="id" value={visit.id} /> : null}
          <Flex direction="column" gap="3">
            <Flex direction="column" gap="1">
              {hydrated ? (
                <>
                  <Text size="2" weight="medium" id="visit-company-label">
                    Company
                  </Text>
                  <input type="hidden" name="companyId" value={companyId} />
                  <Button
                    type="button"
                    variant="outline"
                    onClick={() => setPicking(true)}
                    aria-labelledby="visit-company-label visit-company-value"
                    aria-describedby={errors.companyId ? "visit-company-error" : undefined}
                  >
                    <span id="visit-company-value">{companyName || "Select Company"}</span>
                  </Button>
                </>
              ) : (
                // The picker searches with the scripts; before them the choice is a plain list.
                <>
                  <Text as="label" htmlFor="visit-company" size="2" weight="medium">
                    Company
                  </Text>
                  <select id="visit-company" name="companyId" defaultValue={companyId} className="sp-select" aria-invalid={errors.companyId ? true : undefined}>
                    <option value="">Select Company</option>
                    {companies.map((c) => (
                      <option key={c.id} value={c.id}>
                        {c.name}
                      </option>
                    ))}
                  </select>
                </>
              )}
              <FieldError id="visit-company-error" error={errors.companyId} />
            </Flex>
            <Flex gap="3" wrap="wrap">
              <Flex direction="column" gap="1" style={{ flex: "1 1 160px" }}>
                <Text as="label" htmlFor="visit-date" size="2" weight="medium">
                  Date
                </Text>
                <TextField.Root
                  id="visit-date"
                  name="scheduledDate"
                  type="date"
                  min={today}
                  defaultValue={values.scheduledDate}
                  onChange={() => clear("scheduledDate")}
                  aria-invalid={errors.scheduledDate ? true : undefined}
                />
                <FieldError id="visit-date-error" error={errors.scheduledDate} />
              </Flex>
              <Flex direction="column" gap="1" style={{ flex: "1 1 120px" }}>
                <Text as="label" htmlFor="visit-time" size="2" weight="medium">
                  Time
                </Text>
                <TextField.Root
                  id="visit-time"
                  name="scheduledTime"
                  type="time"
                  defaultValue={values.scheduledTime}
                  onChange={() => clear("scheduledTime")}
                  aria-invalid={errors.scheduledTime ? true : undefined}
                />
                <FieldError id="visit-time-error" error={errors.scheduledTime} />
              </Flex>
            </Flex>
            <Flex direction="column" gap="1">
              <Text as="label" htmlFor="visit-purpose" size="2" weight="medium">
                Purpose
              </Text>
              <TextField.Root
                id="visit-purpose"
                name="purpose"
                defaultValue={values.purpose}
                onChange={() => clear("purpose")}
                aria-invalid={errors.purpose ? true : undefined}
              />
              <FieldError id="visit-purpose-error" error={errors.purpose} />
            </Flex>
            <Flex direction="column" gap="1">
              <Text as="label" htmlFor="visit-notes" size="2" weight="medium">
                Notes
              </Text>
              <TextArea id="visit-notes" name="notes" defaultValue={values.notes} rows={3} />
            </Flex>
            <RouteFormActions back={back} busy={busy} submitLabel={visit ? "Save" : "Schedule Visit"} />
          </Flex>
        </Form>
      )}
      {/* Inside the form's dialog, so Radix takes it as a dialog over it. */}
      {hydrated ? (
        <CompanyPicker
          open={picking}
          onClose={() => setPicking(false)}
          onPick={(c) => {
            setPicked({ id: c.id, name: c.name });
            clear("companyId");
            setPicking(false);
          }}
        />
      ) : null}
    </RouteDialog>
  );
}
