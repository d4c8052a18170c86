import { AlertDialog, Button, Dialog, Flex } from "@radix-ui/themes";

/** Cancel and submit at the foot of a dialog's form; both wait while the form is saving. */
export function DialogActions({ submitLabel, busy, busyLabel = "Saving..." }: { submitLabel: string; busy: boolean; busyLabel?: string | null }) {
  return (
    <Flex gap="3" justify="end" mt="2" wrap="wrap">
      <Dialog.Close>
        <Button type="button" variant="soft" color="gray" disabled={busy}>
          Cancel
        </Button>
      </Dialog.Close>
      <Button type="submit" disabled={busy}>
        {busy && busyLabel ? busyLabel : submitLabel}
      </Button>
    </Flex>
  );
}

/** A lone Close at the foot of a dialog that only shows something. */
export function DialogCloseRow() {
  return (
    <Flex justify="end" mt="4">
      <Dialog.Close>
        <Button variant="soft" color="gray">
          Close
        </Button>
      </Dialog.Close>
    </Flex>
  );
}

/** Cancel and the confirming button at the foot of an alert dialog; both wait while the action runs,
 *  and the dialog stays open until its owner closes it. */
export function ConfirmRow({
  label,
  onConfirm,
  busy = false,
  busyLabel,
  danger = true,
  cancelLabel = "Cancel",
}: {
  label: string;
  onConfirm: () => void;
  busy?: boolean;
  busyLabel?: string;
  danger?: boolean;
  cancelLabel?: string;
}) {
  return (
    <Flex gap="3" justify="end" mt="4" wrap="wrap">
      <AlertDialog.Cancel>
        <Button variant="soft" color="gray" disabled={busy}>
          {cancelLabel}
        </Button>
      </AlertDialog.Cancel>
      <Button color={danger ? "red" : undefined} disabled={busy} onClick={onConfirm}>
        {busy && busyLabel ? busyLabel : label}
      </Button>
    </Flex>
  );
}
