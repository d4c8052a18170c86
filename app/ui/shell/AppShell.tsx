import { HamburgerMenuIcon, BellIcon } from "@radix-ui/react-icons";
import { Badge, Box, IconButton, Text } from "@radix-ui/themes";
import { Link, NavLink, useLocation, useSubmit } from "@remix-run/react";
import { createContext, useContext, useEffect, useState } from "react";
import { Later, lazyNamed } from "../Later";
import { BrandMark } from "../BrandMark";
import { notify } from "../toast";
import { badgeText } from "../../features/account/roles";
import type { PublicUser } from "../../features/account/public-user";
import { announceSignedIn, kickSender } from "../../features/offline/sync";
import { waitingText } from "../../features/offline/queue";
import { useWaiting } from "../../features/offline/useWaiting";
import { NAV_ITEMS } from "./nav-items";
import { useLiveUnread } from "../../features/notifications/useLiveUnread";
import { UserAvatar } from "./UserAvatar";
import { LazyMenu } from "../LazyMenu";
import { useOnceTrue } from "../useOnceTrue";
import { fullName } from "../../platform/names";
import type { UserOrganization } from "../../features/organizations/organizations.server";
import { activeOrganization, OrgSwitcher } from "./OrgSwitcher";

const SignOutDialog = lazyNamed(() => import("./SignOutDialog"), "SignOutDialog");

const DESKTOP = "(min-width: 900px)";

interface ShellProps {
  user: PublicUser;
  isAdmin: boolean;
  unreadCount: number;
  /** The user's organizations, for the switch between Personal and each. */
  organizations: readonly UserOrganization[];
  /** A message the server left before a redirect, shown once. */
  flash?: { id: string; message: string; tone: "success" | "error" } | null;
  children: React.ReactNode;
}

const SignOutContext = createContext<(always: boolean) => void>(() => undefined);
/** Signs out through the shell's one confirmation (and its one count of unsent work). */
export const useSignOut = () => useContext(SignOutContext);

/** Top bar (64 px) and side menu (280 px): persistent from the medium breakpoint up, a drawer below it. */
export function AppShell({ user, isAdmin, unreadCount: initialUnread, organizations, flash, children }: ShellProps) {
  const unreadCount = useLiveUnread(initialUnread);
  const [desktopClosed, setDesktopClosed] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const location = useLocation();
  const submit = useSubmit();
  const waiting = useWaiting(user.id);
  const signOut = () => submit(null, { method: "post", action: "/logout" });
  const [confirmSignOut, setConfirmSignOut] = useState(false);
  const confirmUsed = useOnceTrue(confirmSignOut);
  const waitingCount = waiting ? waiting.inspections + waiting.photos : 0;
  /** The menu signs out at once unless work waits; Profile always asks (`always`). */
  const askSignOut = (always: boolean) => (always || waitingCount > 0 ? setConfirmSignOut(true) : signOut());

  // Any open SiteProof page gets the waiting work sent: on start (also right after its owner signs in) and when the network returns.
  // It also tells the other tabs who is signed in: a capture whose session ended sends its photos then.
  useEffect(() => {
    announceSignedIn(user.id);
    void kickSender();
    const online = () => void kickSender();
    window.addEventListener("online", online);
    return () => window.removeEventListener("online", online);
  }, [user.id]);

  // A message the server left before a redirect (a failed sign-out): shown once; the cookie is already cleared.
  const flashId = flash?.id;
  useEffect(() => {
    if (flash) notify(flash.message, flash.tone);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per flash, whatever else re-renders
  }, [flashId]);

  useEffect(() => setDrawerOpen(false), [location.pathname]);
  useEffect(() => {
    if (!drawerOpen) return;
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && setDrawerOpen(false);
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [drawerOpen]);

  const toggle = () => (window.matchMedia(DESKTOP).matches ? setDesktopClosed((c) => !c) : setDrawerOpen((o) => !o));
  const expanded = drawerOpen || !desktopClosed;
  const unreadLabel = unreadCount === 1 ? "1 unread" : `${unreadCount} unread`;
  const activeOrg = activeOrganization(location.pathname, organizations);

  return (
    <div className={`sp-shell${desktopClosed ? " sp-nav-closed" : ""}${drawerOpen ? " sp-drawer-open" : ""}`}>
      <header className="sp-topbar">
        <IconButton variant="ghost" color="gray" size="3" onClick={toggle} aria-label="Toggle menu" aria-controls="sp-nav" aria-expanded={expanded}>
          <HamburgerMenuIcon width={20} height={20} />
        </IconButton>
        <Link to="/app" className="sp-brand" aria-label="SiteProof home">
          <BrandMark />
          <Text size="4" weight="bold" className="sp-brand-name">
            SiteProof
          </Text>
        </Link>
        <Badge color={user.accountType === "premium" ? "amber" : "gray"} variant="soft" size="2">
          {user.accountType === "premium" ? "PREMIUM" : "FREE"}
        </Badge>
        {organizations.length > 0 ? (
          <Link to={activeOrg ? `/app/org/${activeOrg.code}` : "/app"} className="sp-org-chip" aria-label={`Workspace: ${activeOrg?.name ?? "Personal"}`}>
            <Text size="2" weight="medium" truncate>
              {activeOrg?.name ?? "Personal"}
            </Text>
          </Link>
        ) : null}
        <Box flexGrow="1" />
        {waiting && waiting.inspections > 0 ? (
          <Link to="/app/history" className="sp-waiting-count" aria-label={`Waiting to send: ${waitingText(waiting.inspections, waiting.photos)}`}>
            <Badge color="amber" variant="solid" radius="full" size="2">
              {waiting.inspections} waiting
            </Badge>
          </Link>
        ) : null}
        <Link to="/app/notifications" className="sp-bell" aria-label={`Notifications, ${unreadLabel}`}>
          <BellIcon width={22} height={22} aria-hidden="true" />
          {unreadCount > 0 ? (
            <span className="sp-bell-badge" data-testid="unread-badge">
              {badgeText(unreadCount)}
            </span>
          ) : null}
        </Link>
        <LazyMenu
          trigger={
            <button type="button" className="sp-avatar-button" aria-label="Account menu">
              <UserAvatar user={user} />
            </button>
          }
          content={{ align: "end", size: "2" }}
        >
          {(M) => (
            <>
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
              <M.Separator />
              <M.Item asChild>
                <Link to="/app/profile">Profile &amp; Settings</Link>
              </M.Item>
              <M.Item color="red" onSelect={() => askSignOut(false)}>
                Sign Out
              </M.Item>
            </>
          )}
        </LazyMenu>
      </header>
      <button type="button" className="sp-backdrop" aria-label="Close menu" tabIndex={drawerOpen ? 0 : -1} onClick={() => setDrawerOpen(false)} />
      <nav id="sp-nav" className="sp-nav" aria-label="Main menu">
        {organizations.length > 0 ? <OrgSwitcher organizations={organizations} active={activeOrg} /> : null}
        <ul>
          {NAV_ITEMS.filter((item) => !item.adminOnly || isAdmin).map(({ to, label, icon: Icon, end, badge }) => (
            <li key={to}>
              <NavLink to={to} end={end} className="sp-nav-link" prefetch="intent">
                <Icon width={18} height={18} aria-hidden="true" />
                <span>{label}</span>
                {badge === "unread" && unreadCount > 0 ? (
                  <Badge color="red" variant="solid" radius="full" ml="auto" aria-label={unreadLabel}>
                    {badgeText(unreadCount)}
                  </Badge>
                ) : null}
              </NavLink>
            </li>
          ))}
        </ul>
        {organizations.length === 0 ? <OrgSwitcher organizations={organizations} active={null} /> : null}
      </nav>
      <main className="sp-main" id="main">
        <SignOutContext.Provider value={askSignOut}>{children}</SignOutContext.Provider>
      </main>
      <Later when={confirmUsed}>
        <SignOutDialog open={confirmSignOut} waiting={waiting} onOpenChange={setConfirmSignOut} signOut={signOut} />
      </Later>
    </div>
  );
}
