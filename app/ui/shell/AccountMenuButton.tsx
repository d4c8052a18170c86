// The avatar button draws at once; the menu behind it (AccountMenu.tsx) loads on the first press and
// opens as it arrives. A pointer over or focus on the button starts the load early; an idle page loads it anyway.
import { lazy, Suspense, useEffect, useState } from "react";
import { loadWhenIdle } from "../idle-load";
import type { AccountMenuProps } from "./AccountMenu";
import { UserAvatar } from "./UserAvatar";

const load = () => import("./AccountMenu");
const AccountMenu = lazy(load);

export function AccountMenuButton(props: AccountMenuProps) {
  const [wanted, setWanted] = useState(false);
  useEffect(() => loadWhenIdle(load), []);
  const placeholder = (
    <button
      type="button"
      className="sp-avatar-button"
      aria-label="Account menu"
      aria-haspopup="menu"
      aria-expanded={wanted}
      onPointerEnter={() => void load()}
      onFocus={() => void load()}
      onClick={() => setWanted(true)}
    >
      <UserAvatar user={props.user} />
    </button>
  );
  if (!wanted) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <AccountMenu {...props} />
    </Suspense>
  );
}
