// The top bar's account menu and the sign-out confirmation. Loaded by AccountMenuButton on the first
// press, so Radix's menu, popper and scroll area (22 kB gzip) stay off pages that never open it.
import { AlertDialog, Box, Button, DropdownMenu, Flex, Text } from "@radix-ui/themes";
import { Link } from "@remix-run/react";
import { useState } from "react";
import { fullName } from "../../platform/names";
import type { PublicUser } from "../../features/account/public-user";
import { waitingText } from "../../features/offline/queue";
import { UserAvatar } from "./UserAvatar";

export interface AccountMenuProps {
  user: PublicUser;
  waiting: { inspections: number; photos: number } | null;
  signOut: () => void;
}

export default function AccountMenu({ user, waiting, signOut }: AccountMenuProps) {
  const [confirmSignOut, setConfirmSignOut] = useState(false);
  const waitingCount = waiting ? waiting.inspections + waiting.photos : 0;
  return (
    <>
      <DropdownMenu.Root defaultOpen>
        <DropdownMenu.Trigger>
          <button type="button" className="sp-avatar-button" aria-label="Account menu">
            <UserAvatar user={user} />
          </button>
        </DropdownMenu.Trigger>
        <DropdownMenu.Content align="end" size="2">
          <Box px="3" py="2" style={{ maxWidth: 260 }}>
            <Text as="p" weight="bold" truncate>
              {fullName(user)}
            </Text>
            <Text as="p" size="2" color="gray" truncate>
              {user.email}
            </Text>
            {user.organization ? (
              <Text as="p" size="2" color="gray" truncate>
                {user.organization}
              </Text>
            ) : null}
          </Box>
          <DropdownMenu.Separator />
          <DropdownMenu.Item asChild>
            <Link to="/app/profile">Profile &amp; Settings</Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item color="red" onSelect={() => (waitingCount > 0 ? setConfirmSignOut(true) : signOut())}>
            Sign Out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Root>
      <AlertDialog.Root open={confirmSignOut} onOpenChange={setConfirmSignOut}>
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
    </>
  );
}
