import { Button, Callout, Dialog, Flex, Grid, Heading, Text, TextField } from "@radix-ui/themes";
import { useRef } from "react";
import { type AdminUser, shortDate, userName } from "./types";

const LABELS = { firstName: "First Name", lastName: "Last Name", organization: "Organization", phoneNumber: "Phone", address: "Address" } as const;

/** One user's details: edit the profile, change the plan or admin access, deactivate or reactivate. */
export function UserDialog({
  user,
  onClose,
  onSend,
  busy,
}: {
  user: AdminUser | null;
  onClose: () => void;
  onSend: (f: Record<string, string>) => void;
  busy: boolean;
}) {
  // Uncontrolled: read when Deactivate is pressed.
  const reason = useRef<HTMLInputElement>(null);
  if (!user) return null;
  return (
    <Dialog.Root open onOpenChange={(o) => !o && onClose()}>
      <Dialog.Content maxWidth="520px" aria-describedby={undefined}>
        <Dialog.Title>{userName(user)}</Dialog.Title>
        <Heading as="h3" size="2" mb="1">
          Contact info
        </Heading>
        <Text as="p" size="2" mb="2">
          Email: {user.email}
        </Text>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            onSend({ intent: "edit", id: user.id, ...(Object.fromEntries(new FormData(e.currentTarget)) as Record<string, string>) });
          }}
        >
          <Grid columns="2" gap="2">
            {(Object.keys(LABELS) as (keyof typeof LABELS)[]).map((k) => (
              <Flex key={k} direction="column" gap="1">
                <Text as="label" htmlFor={`admin-${k}`} size="1">
                  {LABELS[k]}
                </Text>
                <TextField.Root id={`admin-${k}`} name={k} defaultValue={user[k] ?? ""} />
              </Flex>
            ))}
          </Grid>
          <Button type="submit" mt="3" size="1" disabled={busy}>
            Save Profile
          </Button>
        </form>
        <Heading as="h3" size="2" mt="3" mb="1">
          Account info
        </Heading>
        <Text as="p" size="2">
          User ID: {user.id} · {user.isActive ? "Active" : "Inactive"} · joined {shortDate(user.createdAt)} · updated {shortDate(user.updatedAt)}
        </Text>
        {!user.isActive ? (
          <Callout.Root color="red" mt="2">
            <Callout.Text>
              Deactivated {shortDate(user.deactivatedAt)}: {user.deactivationReason}
            </Callout.Text>
          </Callout.Root>
        ) : null}
        {user.isActive ? (
          <Flex direction="column" gap="1" mt="3">
            <Text as="label" htmlFor="deactivate-reason" size="2">
              Reason
            </Text>
            <TextField.Root id="deactivate-reason" ref={reason} defaultValue="" placeholder="Admin action" />
          </Flex>
        ) : null}
        {user.role === "admin" ? (
          <Text as="p" size="1" color="gray" mt="2">
            Removing admin access does not last for an address in the server&apos;s ADMIN_EMAILS list: it gets admin access again at its next sign-in.
          </Text>
        ) : null}
        <Flex gap="2" justify="end" mt="4" wrap="wrap">
          <Dialog.Close>
            <Button variant="soft" color="gray">
              Close
            </Button>
          </Dialog.Close>
          {user.accountType === "premium" ? (
            <Button variant="soft" onClick={() => onSend({ intent: "downgrade", id: user.id })}>
              Downgrade to Free
            </Button>
          ) : (
            <Button onClick={() => onSend({ intent: "upgrade", id: user.id })}>Upgrade to Premium</Button>
          )}
          <Button variant="soft" onClick={() => onSend({ intent: user.role === "admin" ? "revoke-admin" : "grant-admin", id: user.id })}>
            {user.role === "admin" ? "Remove Admin" : "Make Admin"}
          </Button>
          {user.isActive ? (
            <Button color="red" onClick={() => onSend({ intent: "deactivate", id: user.id, reason: reason.current?.value ?? "" })}>
              Deactivate
            </Button>
          ) : (
            <Button color="green" onClick={() => onSend({ intent: "reactivate", id: user.id })}>
              Reactivate
            </Button>
          )}
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  );
}
