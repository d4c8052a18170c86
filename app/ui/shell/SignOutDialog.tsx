// The one sign-out confirmation, mounted by the shell: from the account menu (asked only while work
// waits on this device to be sent) and from Profile through useSignOut (always asked). With work
// waiting it says what stays behind.
import { AlertDialog } from "@radix-ui/themes";
import { waitingText } from "../../features/offline/queue";
import { ConfirmRow } from "../DialogActions";

export function SignOutDialog({
  open,
  waiting,
  onOpenChange,
  signOut,
}: {
  open: boolean;
  waiting: { inspections: number; photos: number } | null;
  onOpenChange: (open: boolean) => void;
  signOut: () => void;
}) {
  const unsent = waiting && waiting.inspections + waiting.photos > 0 ? waiting : null;
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Content maxWidth="440px">
        <AlertDialog.Title>{unsent ? "Unsent work on this device" : "Sign Out"}</AlertDialog.Title>
        <AlertDialog.Description size="2">
          {unsent
            ? `${waitingText(unsent.inspections, unsent.photos)} are waiting on this device to be sent. They stay here, unseen by anyone else who signs in, and are sent when you sign in again. Sign out anyway?`
            : "Sign out of SiteProof on this device?"}
        </AlertDialog.Description>
        <ConfirmRow label="Sign Out" onConfirm={signOut} />
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
