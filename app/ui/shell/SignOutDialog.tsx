// Asked before signing out while work waits on this device to be sent. Loaded when first needed.
import { AlertDialog, Button, Flex } from "@radix-ui/themes";
import { waitingText } from "../../features/offline/queue";

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
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Content maxWidth="440px">
        <AlertDialog.Title>Unsent work on this device</AlertDialog.Title>
        <AlertDialog.Description size="2">
          {waiting ? waitingText(waiting.inspections, waiting.photos) : ""} are waiting on this device to be sent. They stay here, unseen by anyone else who
          signs in, and are sent when you sign in again. Sign out anyway?
        </AlertDialog.Description>
        <Flex gap="3" justify="end" mt="4">
          <AlertDialog.Cancel>
            <Button variant="soft" color="gray">
              Cancel
            </Button>
          </AlertDialog.Cancel>
          <AlertDialog.Action>
            <Button color="red" onClick={signOut}>
              Sign Out
            </Button>
          </AlertDialog.Action>
        </Flex>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
