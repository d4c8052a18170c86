import { AlertDialog } from "@radix-ui/themes";
import type { HistoryInspection } from "./types";
import { ConfirmRow } from "../../ui/DialogActions";

/** "Delete Inspection": asks before the page's fetcher deletes it; stays open while it runs. */
export function DeleteInspectionDialog({
  inspection,
  busy,
  onDelete,
  onClose,
}: {
  inspection: HistoryInspection | null;
  busy: boolean;
  onDelete: (inspection: HistoryInspection) => void;
  onClose: () => void;
}) {
  return (
    <AlertDialog.Root open={inspection !== null} onOpenChange={(o) => !o && !busy && onClose()}>
      <AlertDialog.Content maxWidth="440px">
        <AlertDialog.Title>Delete Inspection</AlertDialog.Title>
        <AlertDialog.Description size="2">
          Delete the inspection of {inspection?.companyName} on {inspection?.date}, with its {inspection?.photoCount} photos? This cannot be undone.
        </AlertDialog.Description>
        <ConfirmRow label="Delete" busy={busy} busyLabel="Deleting..." onConfirm={() => inspection && onDelete(inspection)} />
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
