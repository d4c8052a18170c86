import { useFetcher } from "@remix-run/react";
import { Dialog, Flex, Text, TextArea, TextField } from "@radix-ui/themes";
import { useEffect, useState } from "react";
import { notifyResult } from "../../ui/toast";
import { useFetcherResult } from "../../ui/useFetcherResult";
import { type CompanyField, type FieldErrors, formatHint, UPPERCASE_FIELDS, validateCompany } from "./company-form";
import type { CompanyActionData } from "./types";
import type { CompanyView } from "./types";
import { DialogActions } from "../../ui/DialogActions";

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

type Values = Record<CompanyField, string>;
const blank = (): Values => Object.fromEntries(FIELDS.map((f) => [f.name, ""])) as Values;
const fromCompany = (c?: CompanyView): Values =>
  c ? (Object.fromEntries(FIELDS.map((f) => [f.name, (c[f.name] as string | null) ?? ""])) as Values) : blank();

export function CompanyFormDialog({ open, company, onClose }: { open: boolean; company?: CompanyView; onClose: () => void }) {
  const fetcher = useFetcher<CompanyActionData>();
  const [values, setValues] = useState<Values>(() => fromCompany(company));
  const [errors, setErrors] = useState<FieldErrors>({});
  const saving = fetcher.state !== "idle";

  useEffect(() => {
    if (open) {
      setValues(fromCompany(company));
      setErrors({});
    }
  }, [open, company]);

  useFetcherResult(fetcher, (data) => {
    if (data.intent !== "create" && data.intent !== "update") return;
    if (data.fieldErrors) setErrors(data.fieldErrors);
    if (data.ok) onClose();
    notifyResult({ ok: data.ok, message: data.ok ? data.message : "Failed to save company" });
  });

  const change = (name: CompanyField, raw: string) => {
    setValues((v) => ({ ...v, [name]: UPPERCASE_FIELDS.has(name) ? raw.toUpperCase() : raw }));
    setErrors((e) => ({ ...e, [name]: undefined }));
  };

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    const checked = validateCompany(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    fetcher.submit({ intent: company ? "update" : "create", ...(company ? { id: company.id } : {}), ...values }, { method: "post" });
  };

  return (
    <Dialog.Root open={open} onOpenChange={(o) => !o && !saving && onClose()}>
      <Dialog.Content maxWidth="560px" aria-describedby={undefined}>
        <Dialog.Title>{company ? "Edit Company" : "Add New Company"}</Dialog.Title>
        <form onSubmit={submit} noValidate>
          <Flex direction="column" gap="3">
            {FIELDS.map((f) => {
              const id = `company-${f.name}`;
              const error = errors[f.name];
              const hint = f.name === "cin" || f.name === "gstin" ? formatHint(f.name, values[f.name]) : null;
              const described = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
              const common = {
                id,
                name: f.name,
                value: values[f.name],
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
                    <TextArea {...common} rows={f.name === "notes" ? 3 : 2} onChange={(e) => change(f.name, e.target.value)} />
                  ) : (
                    <TextField.Root {...common} type={f.type ?? "text"} onChange={(e) => change(f.name, e.target.value)} />
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
            <DialogActions busy={saving} submitLabel={company ? "Save" : "Add Company"} />
          </Flex>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
