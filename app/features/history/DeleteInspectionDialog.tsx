import { AlertDialog } from "@radix-ui/themes";
import type { HistoryInspection } from "./types";
import { ConfirmRow } from "../../ui/DialogActions";
import { deleteQuestion } from "./DeleteInspectionForm";

/** "Delete Inspection": asks before the page's fetcher deletes it; stays open while it runs. Before the scripts run, DeleteInspectionForm asks instead. */
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
        <AlertDialog.Description size="2">{inspection ? deleteQuestion(inspection) : null}</AlertDialog.Description>
        <ConfirmRow label="Delete" busy={busy} busyLabel="Deleting..." onConfirm={() => inspection && onDelete(inspection)} />
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
