import { Badge, Button, Callout } from "@radix-ui/themes";
import { updateQueue, type Waiting } from "../offline/photo-store";
import { kickSender } from "../offline/sync";

/** Inspections saved on this device and not yet sent, with Send now. */
export function PendingBanner({ waiting }: { waiting: Waiting | null }) {
  const pending = waiting?.inspections ?? 0;
  if (pending === 0) return null;
  // Send now: every waiting inspection of this user is due again, refused ones included.
  const sendNow = async () => {
    for (const e of waiting?.entries ?? []) await updateQueue(e.pending.id, { type: "retryNow" });
    await kickSender();
  };
  return (
    <Callout.Root color="amber" mb="3" role="status">
      <Callout.Text>
        <Badge color="amber" mr="2">
          Pending
        </Badge>
        {pending === 1 ? "1 inspection is" : `${pending} inspections are`} waiting on this device to be sent.{" "}
        <Button size="1" variant="ghost" onClick={sendNow}>
          Send now
        </Button>
      </Callout.Text>
    </Callout.Root>
  );
}
