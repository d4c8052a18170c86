// The capture's part for an organization's case: which case it is for, and the person met at the site.
import { Callout, Card, Flex, Text, TextField } from "@radix-ui/themes";
import type { CaptureChecklist } from "./checklist-capture";
import type { PickedCompany } from "./types";

export interface CaptureCaseView {
  id: string;
  reference: string;
  orgCode: string;
  company: PickedCompany | null;
  /** Why the case came back for another visit (a reviewer's Re-visit or a manager's reopen). */
  revisitRemark?: string | null;
  /** The case's checklist at its latest published version when the capture opened; null: the seven questions. */
  checklist: CaptureChecklist | null;
}

export interface MetPerson {
  metName: string;
  metRole: string;
}

export const CASE_COMPANY_FIXED = "This capture is for a case: its company is the case's.";

export function CaseBanner({ reference, companyName, revisitRemark }: { reference: string; companyName: string | null; revisitRemark?: string | null }) {
  return (
    <>
      <Callout.Root color="blue" size="1" mb="3" role="status">
        <Callout.Text>
          Capturing for case {reference}
          {companyName ? ` (${companyName})` : ""}
        </Callout.Text>
      </Callout.Root>
      {revisitRemark ? (
        <Callout.Root color="amber" size="1" mb="3">
          <Callout.Text>Re-visit: {revisitRemark}</Callout.Text>
        </Callout.Root>
      ) : null}
    </>
  );
}

export function MetFields({ value, onChange }: { value: MetPerson; onChange: (m: MetPerson) => void }) {
  return (
    <Card mb="3" asChild>
      <fieldset style={{ border: 0, marginInline: 0, minInlineSize: 0 }}>
        {/* The legend names the group for screen readers; floated, it sits inside the card like a heading, not on its border. */}
        <Text asChild weight="bold" mb="2">
          <legend className="sp-card-legend">Person met at the site</legend>
        </Text>
        <Flex direction="column" gap="2" style={{ clear: "both" }}>
          <Text as="label" size="2">
            Name
            <TextField.Root value={value.metName} maxLength={200} required onChange={(e) => onChange({ ...value, metName: e.target.value })} />
          </Text>
          <Text as="label" size="2">
            Role
            <TextField.Root
              value={value.metRole}
              maxLength={200}
              required
              placeholder="Owner, manager, accountant..."
              onChange={(e) => onChange({ ...value, metRole: e.target.value })}
            />
          </Text>
        </Flex>
      </fieldset>
    </Card>
  );
}
