import { Button, Callout, Card, Flex, Heading, Link as RadixLink, Text, TextArea, TextField } from "@radix-ui/themes";
import { Form, Link, useActionData, useNavigate, useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { formStrings, useHydratedForm } from "../../ui/useHydratedForm";
import { RefusalCallout } from "../../ui/RouteDialog";
import { notifyResult } from "../../ui/toast";
import { type CaseField, validateCase } from "./case-form";
import { VERIFICATION_TYPES, type VerificationType } from "../../platform/db/verification-types";
import { VERIFICATION_TYPE_LABELS } from "./status";

type Answer = { ok: boolean; message?: string; caseId?: string; fieldErrors?: Partial<Record<CaseField, string>>; values?: Record<string, string> };

interface Props {
  code: string;
  companies: { id: string; name: string; address: string }[];
  inspectors: { id: string; label: string }[];
  timeZone: string;
  /** Published checklists a case may name instead of its type's. */
  checklists: { id: string; title: string; version: number }[];
  /** Each type's checklist title (none: the seven questions). */
  typeChecklists: Partial<Record<VerificationType, string>>;
}

function Field({ id, label, error, children }: { id: string; label: string; error?: string; children: React.ReactNode }) {
  return (
    <Flex direction="column" gap="1">
      <Text as="label" htmlFor={id} size="2" weight="medium">
        {label}
      </Text>
      {children}
      {error ? (
        <Text id={`${id}-error`} size="1" color="red">
          {error}
        </Text>
      ) : null}
    </Flex>
  );
}

/** The new-case page: a plain form, so it works before the scripts run; once they run, mistakes show without a round trip. */
export function CaseForm({ code, companies, inspectors, timeZone, checklists, typeChecklists }: Props) {
  const list = `/app/org/${code}/cases`;
  const answer = useActionData<Answer>();
  const { ref, hydrated } = useHydratedForm();
  const navigate = useNavigate();
  const busy = useNavigation().state === "submitting";
  const refused = answer && !answer.ok ? answer : undefined;
  const values = refused?.values ?? {};
  const [errors, setErrors] = useState(refused?.fieldErrors ?? {});
  // The default choice names the chosen type's checklist; before scripts it names the first-shown type's.
  const [type, setType] = useState((values.verificationType ?? "business_premises") as VerificationType);
  useEffect(() => setErrors(refused?.fieldErrors ?? {}), [refused]);
  useEffect(() => {
    if (!hydrated || !answer?.ok) return;
    notifyResult({ ok: true, message: answer.message ?? "" });
    navigate(`${list}/${answer.caseId}`);
  }, [hydrated, answer, list, navigate]);

  if (answer?.ok && !hydrated) {
    return (
      <Callout.Root color="green" role="status">
        <Callout.Text>
          {answer.message}.{" "}
          <RadixLink asChild>
            <Link to={`${list}/${answer.caseId}`}>Open the case</Link>
          </RadixLink>
        </Callout.Text>
      </Callout.Root>
    );
  }

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    if (busy) return event.preventDefault();
    const checked = validateCase(formStrings(event.currentTarget));
    if (!checked.ok) {
      event.preventDefault();
      setErrors(checked.errors);
    }
  };
  const common = (name: CaseField) => ({
    id: `case-${name}`,
    name,
    defaultValue: values[name] ?? "",
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `case-${name}-error` : undefined,
  });

  return (
    <Card size="3" style={{ maxWidth: 640 }}>
      <Heading as="h1" size="4" mb="3">
        New case
      </Heading>
      <RefusalCallout message={refused && !refused.fieldErrors ? refused.message : null} />
      <Form
        method="post"
        ref={ref}
        onSubmit={submit}
        noValidate
        onChange={(e) => setErrors((x) => ({ ...x, [(e.target as HTMLInputElement).name]: undefined }))}
      >
        <Flex direction="column" gap="3">
          <Field id="case-companyId" label="Company from the directory" error={errors.companyId}>
            <select {...common("companyId")} className="sp-select">
              <option value="">New company (type its name below)</option>
              {companies.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          </Field>
          <Field id="case-companyName" label="New company's name" error={errors.companyName}>
            <TextField.Root {...common("companyName")} />
          </Field>
          <Field id="case-siteAddress" label="Site address (defaults to the company's address)" error={errors.siteAddress}>
            <TextArea {...common("siteAddress")} rows={2} />
          </Field>
          <Field id="case-verificationType" label="Verification type" error={errors.verificationType}>
            <select
              {...common("verificationType")}
              defaultValue={values.verificationType ?? "business_premises"}
              onChange={(e) => setType(e.currentTarget.value as VerificationType)}
              className="sp-select"
            >
              {VERIFICATION_TYPES.map((t) => (
                <option key={t} value={t}>
                  {VERIFICATION_TYPE_LABELS[t]}
                </option>
              ))}
            </select>
          </Field>
          <Field id="case-checklistId" label="Checklist" error={errors.checklistId}>
            <select {...common("checklistId")} className="sp-select">
              <option value="">{`The type's checklist (${typeChecklists[type] ?? "none: the seven standard questions"})`}</option>
              {checklists.map((c) => (
                <option key={c.id} value={c.id}>
                  {`${c.title} (version ${c.version})`}
                </option>
              ))}
            </select>
          </Field>
          <Field id="case-reference" label="Lender's reference number" error={errors.reference}>
            <TextField.Root {...common("reference")} aria-required />
          </Field>
          <Field id="case-instructions" label="Instructions" error={errors.instructions}>
            <TextArea {...common("instructions")} rows={3} />
          </Field>
          <Flex gap="3" wrap="wrap">
            <Field id="case-dueDate" label="Due date" error={errors.dueDate}>
              <TextField.Root {...common("dueDate")} type="date" aria-required />
            </Field>
            <Field id="case-dueTime" label={`Due time (${timeZone})`} error={errors.dueTime}>
              <TextField.Root {...common("dueTime")} type="time" aria-required />
            </Field>
          </Flex>
          <Field id="case-assigneeId" label="Assignee" error={errors.assigneeId}>
            <select {...common("assigneeId")} className="sp-select">
              <option value="">Nobody yet (Unassigned)</option>
              {inspectors.map((i) => (
                <option key={i.id} value={i.id}>
                  {i.label}
                </option>
              ))}
            </select>
          </Field>
          <Flex gap="3" justify="end">
            <Button asChild variant="soft" color="gray">
              <Link to={list}>Cancel</Link>
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? "Saving..." : "Create case"}
            </Button>
          </Flex>
        </Flex>
      </Form>
    </Card>
  );
}
