import { BackpackIcon, CheckIcon, ListBulletIcon, PersonIcon } from "@radix-ui/react-icons";
import { Link, NavLink } from "@remix-run/react";
import type { UserOrganization } from "../../features/organizations/organizations.server";

/** The organization whose pages are open (/app/org/<code>/...), or null for Personal. */
export function activeOrganization(pathname: string, organizations: readonly UserOrganization[]): UserOrganization | null {
  const code = /^\/app\/org\/([^/]+)/.exec(pathname)?.[1]?.toLowerCase();
  return (code && organizations.find((o) => o.code === code)) || null;
}

/**
 * The side menu's switch between Personal and each of the user's organizations: links, so it works
 * before the scripts run. A user in no organization sees only the way to create one.
 */
export function OrgSwitcher({ organizations, active }: { organizations: readonly UserOrganization[]; active: UserOrganization | null }) {
  if (organizations.length === 0) {
    return (
      <ul>
        <li>
          <NavLink to="/app/org" className="sp-nav-link" prefetch="intent">
            <BackpackIcon width={18} height={18} aria-hidden="true" />
            <span>Organizations</span>
          </NavLink>
        </li>
      </ul>
    );
  }
  const items = [
    { to: "/app", label: "Personal", on: active === null, key: "" },
    ...organizations.map((o) => ({ to: `/app/org/${o.code}`, label: o.name, on: active?.code === o.code, key: o.code })),
  ];
  return (
    <div role="group" aria-labelledby="sp-workspace-heading" className="sp-workspaces">
      <p id="sp-workspace-heading" className="sp-nav-heading">
        Workspace
      </p>
      <ul>
        {items.map((item) => (
          <li key={item.key}>
            <Link to={item.to} className={`sp-nav-link${item.on ? " sp-workspace-on" : ""}`} aria-current={item.on ? "true" : undefined}>
              {item.key ? <BackpackIcon width={18} height={18} aria-hidden="true" /> : <PersonIcon width={18} height={18} aria-hidden="true" />}
              <span className="sp-workspace-name">{item.label}</span>
              {item.on ? <CheckIcon width={18} height={18} aria-label="active" style={{ marginLeft: "auto" }} /> : null}
            </Link>
          </li>
        ))}
        <li>
          <NavLink to="/app/org" end className="sp-nav-link" prefetch="intent">
            <ListBulletIcon width={18} height={18} aria-hidden="true" />
            <span>All organizations</span>
          </NavLink>
        </li>
      </ul>
    </div>
  );
}
