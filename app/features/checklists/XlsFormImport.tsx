// The checklists page's "Import XLSForm" card: an .xlsx file and the verification type its checklist is for
// (an XLSForm does not say). A real multipart form; a refusal lists every row the import could not carry.
import { Button, Card, Flex, Heading, Text } from "@radix-ui/themes";
import { Form } from "@remix-run/react";
import { RefusalCallout } from "../../ui/RouteDialog";
import type { ChecklistAnswer } from "./checklist-forms";

export function XlsFormImport({
  types,
  refusal,
  busy,
  disabled,
}: {
  types: { type: string; label: string }[];
  refusal: ChecklistAnswer | null;
  busy: boolean;
  disabled: boolean;
}) {
  return (
    <Card size="2">
      <Heading as="h2" size="3" mb="1">
        Import XLSForm
      </Heading>
      <Text as="p" size="2" color="gray" mb="3">
        An XLSForm spreadsheet (.xlsx, as ODK and KoboToolbox use) becomes a new draft: its groups become sections. Rows it cannot carry are listed with their
        row numbers, and nothing is imported.
      </Text>
      <RefusalCallout message={refusal?.message} />
      {refusal?.problems?.length ? (
        <ul style={{ marginTop: 0 }} aria-label="Problems in the XLSForm">
          {refusal.problems.map((p) => (
            <li key={p}>
              <Text size="2">{p}</Text>
            </li>
          ))}
        </ul>
      ) : null}
      <Form method="post" encType="multipart/form-data">
        <input type="hidden" name="intent" value="import_xlsform" />
        <Flex gap="2" align="center" wrap="wrap">
          <input type="file" name="file" accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" aria-label="XLSForm file" required />
          <select name="verificationType" className="sp-select" aria-label="Verification type" defaultValue={refusal?.values?.verificationType ?? ""} required>
            <option value="" disabled>
              Verification type…
            </option>
            {types.map((t) => (
              <option key={t.type} value={t.type}>
                {t.label}
              </option>
            ))}
          </select>
          <Button type="submit" variant="soft" disabled={disabled}>
            {busy ? "Importing…" : "Import XLSForm"}
          </Button>
        </Flex>
      </Form>
    </Card>
  );
}
