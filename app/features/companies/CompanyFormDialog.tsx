import { Form } from "@remix-run/react";
import { Flex, Text, TextArea, TextField } from "@radix-ui/themes";
import { useEffect, useState } from "react";
import { type CompanyField, type FieldErrors, formatHint, UPPERCASE_FIELDS, validateCompany } from "./company-form";
import type { CompanyView } from "./types";
import { identityChecks, type IdentityContext } from "./identity/checks";
import { compact } from "./identity/result";
import { IdentityChecks } from "./identity/IdentityChecks";
import { DoneCallout, RefusalCallout, RouteDialog, RouteFormActions } from "../../ui/RouteDialog";
import { formStrings } from "../../ui/useHydratedForm";
import { useRouteForm } from "../../ui/useRouteForm";

const FIELDS: { name: CompanyField; label: string; required?: boolean; type?: "email" | "url" | "tel"; multiline?: boolean; placeholder?: string }[] = [
  { name: "name", label: "Company Name", required: true },
  { name: "cin", label: "CIN", placeholder: "L12345MH2000PLC123456" },
  { name: "gstin", label: "GSTIN", placeholder: "27ABCDE1234F1Z5" },
  { name: "pan", label: "PAN", placeholder: "ABCDE1234F" },
  { name: "address", label: "Address", required: true, multiline: true },
  { name: "phoneNumber", label: "Phone Number", type: "tel" },
  { name: "email", label: "Email", type: "email" },
  { name: "website", label: "Website", type: "url", placeholder: "https://" },
  { name: "contactPerson", label: "Contact Person" },
  { name: "notes", label: "Notes", multiline: true },
];

const fromCompany = (c?: CompanyView): Record<string, string> => (c ? Object.fromEntries(FIELDS.map((f) => [f.name, (c[f.name] as string | null) ?? ""])) : {});

const identityFields = (v: Record<string, string>) => ({
  name: v.name ?? "",
  cin: v.cin ?? "",
  gstin: v.gstin ?? "",
  pan: v.pan ?? "",
  address: v.address ?? "",
});

/** What the server knows of the saved company (numbers shared, last inspected place). */
type StoredContext = { sharedWith: { gstin: string[]; pan: string[] }; inspectedAt: string | null };

/** The checks' context while typing: other companies are named only for the number as saved. */
function liveContext(typed: { gstin: string; pan: string }, saved: CompanyView | undefined, stored: StoredContext | undefined): IdentityContext {
  const same = (field: "gstin" | "pan") => !!saved && compact(typed[field]) === compact(saved[field]);
  return {
    year: new Date().getFullYear(),
    inspectedAt: stored?.inspectedAt,
    sharedWith: stored && { gstin: same("gstin") ? stored.sharedWith.gstin : [], pan: same("pan") ? stored.sharedWith.pan : [] },
  };
}

type Answer = { ok: boolean; message?: string; fieldErrors?: FieldErrors; values?: Record<string, string> };

/** Capitals as the person types, keeping the caret where it was. */
function upperCase(input: HTMLInputElement | HTMLTextAreaElement) {
  const { selectionStart, selectionEnd, value } = input;
  if (value === value.toUpperCase()) return;
  input.value = value.toUpperCase();
  input.setSelectionRange(selectionStart, selectionEnd);
}

/** "Add New Company" (/app/database/new) and "Edit Company" (/app/database/<id>/edit); `list` is the list it opens over (an organization's directory). */
export function CompanyFormDialog({ company, list = "/app/database", identity }: { company?: CompanyView; list?: string; identity?: StoredContext }) {
  const { ref, hydrated, carried, data, back, busy } = useRouteForm<Answer>(list, "Failed to save company");
  const refused = data && !data.ok ? data : undefined;
  const values = carried ?? refused?.values ?? fromCompany(company);
  const [errors, setErrors] = useState<FieldErrors>(() => refused?.fieldErrors ?? {});
  // What the format hint and the identity checks read, as typed.
  const [hints, setHints] = useState(() => identityFields(values));
  useEffect(() => setErrors(refused?.fieldErrors ?? {}), [refused]);
  useEffect(() => {
    if (carried) setHints(identityFields(carried));
  }, [carried]);

  const change = (name: CompanyField, input: HTMLInputElement | HTMLTextAreaElement) => {
    if (UPPERCASE_FIELDS.has(name)) upperCase(input);
    if (name in hints) setHints((h) => ({ ...h, [name]: input.value }));
    setErrors((e) => ({ ...e, [name]: undefined }));
  };

  // Checked here first, as the server will, so a mistake shows without a round trip.
  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    if (busy) return event.preventDefault();
    const checked = validateCompany(formStrings(event.currentTarget));
    if (!checked.ok) {
      event.preventDefault();
      setErrors(checked.errors);
    }
  };

  return (
    <RouteDialog title={company ? "Edit Company" : "Add New Company"} back={back} hydrated={hydrated} busy={busy}>
      {data?.ok && !hydrated ? (
        <DoneCallout message={data.message} back={back} />
      ) : (
        <Form method="post" ref={ref} onSubmit={submit} noValidate preventScrollReset>
          {hydrated ? null : <RefusalCallout message={refused?.fieldErrors ? null : refused?.message} />}
          <input type="hidden" name="intent" value={company ? "update" : "create"} />
          {company ? <input type="hidden" name="id" value={company.id} /> : null}
          <Flex direction="column" gap="3">
            {FIELDS.map((f) => {
              const id = `company-${f.name}`;
              const error = errors[f.name];
              const hint = f.name === "cin" || f.name === "gstin" ? formatHint(f.name, hints[f.name]) : null;
              const described = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
              const common = {
                id,
                name: f.name,
                defaultValue: values[f.name] ?? "",
                placeholder: f.placeholder,
                "aria-invalid": error ? true : undefined,
                "aria-describedby": described,
                "aria-required": f.required || undefined,
              } as const;
              return (
                <Flex key={f.name} direction="column" gap="1">
                  <Text as="label" htmlFor={id} size="2" weight="medium">
                    {f.label}
                    {f.required ? <span aria-hidden="true"> *</span> : null}
                  </Text>
                  {f.multiline ? (
                    <TextArea {...common} rows={f.name === "notes" ? 3 : 2} onChange={(e) => change(f.name, e.currentTarget)} />
                  ) : (
                    <TextField.Root {...common} type={f.type ?? "text"} onChange={(e) => change(f.name, e.currentTarget)} />
                  )}
                  {error ? (
                    <Text id={`${id}-error`} size="1" color="red">
                      {error}
                    </Text>
                  ) : hint ? (
                    <Text id={`${id}-hint`} size="1" color="amber">
                      {hint}
                    </Text>
                  ) : null}
                </Flex>
              );
            })}
            <IdentityChecks results={identityChecks(hints, liveContext(hints, company, identity))} />
            <RouteFormActions back={back} busy={busy} submitLabel={company ? "Save" : "Add Company"} />
          </Flex>
        </Form>
      )}
    </RouteDialog>
  );
}
