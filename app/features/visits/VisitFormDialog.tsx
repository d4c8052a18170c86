import { useFetcher } from "@remix-run/react";
import { Button, Dialog, Flex, Text, TextArea, TextField } from "@radix-ui/themes";
import { useEffect, useState } from "react";
import { notifyResult } from "../../ui/toast";
import { useFetcherResult } from "../../ui/useFetcherResult";
import { DEFAULT_VISIT_TIME } from "./rules";
import { validateVisit, type VisitErrors, type VisitInput } from "./visit-form";
import { CompanyPicker } from "../capture/CompanyPicker";
import type { VisitView } from "./types";
import { DialogActions } from "../../ui/DialogActions";

type Values = Record<keyof VisitInput, string>;

function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <Text id={id} size="1" color="red">
      {error}
    </Text>
  ) : null;
}

export function VisitFormDialog({
  open,
  visit,
  today,
  defaultDate,
  onClose,
}: {
  open: boolean;
  visit?: VisitView;
  today: string;
  defaultDate: string;
  onClose: () => void;
}) {
  const fetcher = useFetcher<{ ok: boolean; message: string; fieldErrors?: VisitErrors }>();
  const [values, setValues] = useState<Values>({ companyId: "", scheduledDate: defaultDate, scheduledTime: DEFAULT_VISIT_TIME, purpose: "", notes: "" });
  const [companyName, setCompanyName] = useState("");
  const [errors, setErrors] = useState<VisitErrors>({});
  const [picking, setPicking] = useState(false);
  const saving = fetcher.state !== "idle";

  useEffect(() => {
    if (!open) return;
    setValues(
      visit
        ? {
            companyId: visit.companyId ?? "",
            scheduledDate: visit.scheduledDate,
            scheduledTime: visit.scheduledTime,
            purpose: visit.purpose,
            notes: visit.notes ?? "",
          }
        : { companyId: "", scheduledDate: defaultDate, scheduledTime: DEFAULT_VISIT_TIME, purpose: "", notes: "" },
    );
    setCompanyName(visit?.companyName ?? "");
    setErrors({});
  }, [open, visit, defaultDate]);

  useFetcherResult(fetcher, (data) => {
    if (data.fieldErrors) setErrors(data.fieldErrors);
    if (data.ok) onClose();
    notifyResult(data);
  });

  const set = (key: keyof Values, value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (saving) return;
    const checked = validateVisit(values, today);
    if (!checked.ok) return setErrors(checked.errors);
    fetcher.submit({ intent: visit ? "update" : "create", ...(visit ? { id: visit.id } : {}), ...values }, { method: "post" });
  };

  return (
    <>
      <Dialog.Root open={open && !picking} onOpenChange={(o) => !o && !saving && !picking && onClose()}>
        <Dialog.Content maxWidth="480px" aria-describedby={undefined}>
          <Dialog.Title>{visit ? "Edit Visit" : "Schedule New Visit"}</Dialog.Title>
          <form onSubmit={submit} noValidate>
            <Flex direction="column" gap="3">
              <Flex direction="column" gap="1">
                <Text size="2" weight="medium" id="visit-company-label">
                  Company
                </Text>
                <Button
                  type="button"
                  variant="outline"
                  onClick={() => setPicking(true)}
                  aria-labelledby="visit-company-label visit-company-value"
                  aria-describedby={errors.companyId ? "visit-company-error" : undefined}
                >
                  <span id="visit-company-value">{companyName || "Select Company"}</span>
                </Button>
                <FieldError id="visit-company-error" error={errors.companyId} />
              </Flex>
              <Flex gap="3" wrap="wrap">
                <Flex direction="column" gap="1" style={{ flex: "1 1 160px" }}>
                  <Text as="label" htmlFor="visit-date" size="2" weight="medium">
                    Date
                  </Text>
                  <TextField.Root
                    id="visit-date"
                    type="date"
                    min={today}
                    value={values.scheduledDate}
                    onChange={(e) => set("scheduledDate", e.target.value)}
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
                    type="time"
                    value={values.scheduledTime}
                    onChange={(e) => set("scheduledTime", e.target.value)}
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
                  value={values.purpose}
                  onChange={(e) => set("purpose", e.target.value)}
                  aria-invalid={errors.purpose ? true : undefined}
                />
                <FieldError id="visit-purpose-error" error={errors.purpose} />
              </Flex>
              <Flex direction="column" gap="1">
                <Text as="label" htmlFor="visit-notes" size="2" weight="medium">
                  Notes
                </Text>
                <TextArea id="visit-notes" value={values.notes} onChange={(e) => set("notes", e.target.value)} rows={3} />
              </Flex>
              <DialogActions busy={saving} submitLabel={visit ? "Save" : "Schedule Visit"} />
            </Flex>
          </form>
        </Dialog.Content>
      </Dialog.Root>
      <CompanyPicker
        open={picking}
        onClose={() => setPicking(false)}
        onPick={(c) => {
          set("companyId", c.id);
          setCompanyName(c.name);
          setPicking(false);
        }}
      />
    </>
  );
}
