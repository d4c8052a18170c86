import { AlertDialog, Box, Button, Callout, DataList, Flex, Text } from "@radix-ui/themes";
import { ASSESSMENT_FIELDS, type Assessment, optionLabel } from "../../platform/assessment";

/** Cannot be closed from the backdrop, and is locked while saving (spec 1, Confirm dialog). */
export function ConfirmSaveDialog(p: {
  open: boolean;
  saving: boolean;
  companyName: string;
  photoCount: number;
  assessment: Partial<Assessment>;
  /** A case's checklist answered instead of the seven questions. */
  answered?: { title: string; count: number };
  notes: string;
  progressText: string | null;
  siteNotice?: React.ReactNode;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <AlertDialog.Root open={p.open} onOpenChange={(o) => !o && !p.saving && p.onCancel()}>
      <AlertDialog.Content maxWidth="520px" onEscapeKeyDown={(e) => p.saving && e.preventDefault()}>
        <AlertDialog.Title>Confirm Inspection</AlertDialog.Title>
        <AlertDialog.Description size="2">Check the summary before saving.</AlertDialog.Description>
        <DataList.Root mt="3" size="2">
          <DataList.Item>
            <DataList.Label>Company</DataList.Label>
            <DataList.Value>{p.companyName}</DataList.Value>
          </DataList.Item>
          <DataList.Item>
            <DataList.Label>Photos</DataList.Label>
            <DataList.Value>{p.photoCount}</DataList.Value>
          </DataList.Item>
          {p.answered ? (
            <DataList.Item>
              <DataList.Label>{p.answered.title}</DataList.Label>
              <DataList.Value>
                {p.answered.count} {p.answered.count === 1 ? "answer" : "answers"}
              </DataList.Value>
            </DataList.Item>
          ) : (
            ASSESSMENT_FIELDS.map((f) => (
              <DataList.Item key={f.key}>
                <DataList.Label>{f.label}</DataList.Label>
                <DataList.Value>{p.assessment[f.key] ? optionLabel(f.key, p.assessment[f.key]!) : "—"}</DataList.Value>
              </DataList.Item>
            ))
          )}
          {p.notes.trim() ? (
            <DataList.Item>
              <DataList.Label>Notes</DataList.Label>
              <DataList.Value>{p.notes.trim()}</DataList.Value>
            </DataList.Item>
          ) : null}
        </DataList.Root>
        {p.siteNotice ? <Box mt="3">{p.siteNotice}</Box> : null}
        <Callout.Root color="amber" mt="3">
          <Callout.Text>Once saved, this inspection cannot be modified.</Callout.Text>
        </Callout.Root>
        {p.progressText ? (
          <Text as="p" size="2" mt="2" role="status">
            {p.progressText}
          </Text>
        ) : null}
        <Flex gap="3" justify="end" mt="4">
          <Button variant="soft" color="gray" onClick={p.onCancel} disabled={p.saving}>
            Cancel
          </Button>
          <Button onClick={p.onConfirm} disabled={p.saving}>
            {p.saving ? "Saving..." : "Confirm & Save"}
          </Button>
        </Flex>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
