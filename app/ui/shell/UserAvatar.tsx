import { Avatar } from "@radix-ui/themes";
import { initial } from "../../platform/names";
import type { PublicUser } from "../../platform/public-user";

/** The user's picture, or the spec's fallback: a red circle with the initial. */
export function UserAvatar({ user, size = "2" }: { user: PublicUser; size?: "2" | "3" | "5" }) {
  return <Avatar src={user.photoUrl ?? undefined} fallback={initial(user)} color="red" variant="solid" radius="full" size={size} alt="" />;
}
