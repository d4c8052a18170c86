// Who may do what in an organization: abilities are named once here and the role table maps each
// role to them. `requireMember` (membership.server.ts) is the only place that reads this on the server.
import type { OrgRole } from "../../platform/db/schema";

export const ORG_ROLES = ["owner", "manager", "reviewer", "inspector"] as const satisfies readonly OrgRole[];

export const ROLE_LABELS: Record<OrgRole, string> = {
  owner: "Owner",
  manager: "Manager",
  reviewer: "Reviewer",
  inspector: "Inspector",
};

export type Ability =
  /** Search the organization's company directory (every member). */
  | "read directory"
  /** Add, edit and import directory companies. */
  | "manage directory"
  /** See every case of the organization, not only one's own. */
  | "read all cases"
  | "create case"
  | "assign"
  /** Be assigned cases and capture for them. */
  | "work cases"
  | "review"
  | "manage members"
  | "read dashboard"
  /** Write, publish, copy, archive and map the organization's checklists. */
  | "manage checklists"
  /** Set how long closed cases' evidence is kept (retention.ts): the owner alone. */
  | "set retention"
  /** Download all of the organization's cases and evidence (the owner: the data has one clear keeper). */
  | "export evidence"
  /** Make and revoke the keys the lender's systems call the API with (the owner: a key acts for the whole organization). */
  | "manage API keys";

const ALL: readonly Ability[] = [
  "read directory",
  "manage directory",
  "read all cases",
  "create case",
  "assign",
  "review",
  "manage members",
  "read dashboard",
  "manage checklists",
];

export const ROLE_ABILITIES: Record<OrgRole, readonly Ability[]> = {
  owner: [...ALL, "set retention", "export evidence", "manage API keys"],
  manager: ALL,
  reviewer: ["read directory", "read all cases", "review", "read dashboard"],
  inspector: ["read directory", "work cases"],
};

export function can(role: OrgRole, ability: Ability): boolean {
  return ROLE_ABILITIES[role].includes(ability);
}

/** Only an owner hands out or takes away the owner role; managers manage the other roles. */
export function mayGrant(actor: OrgRole, from: OrgRole | null, to: OrgRole | null): boolean {
  if (!can(actor, "manage members")) return false;
  if (actor === "owner") return true;
  return from !== "owner" && to !== "owner";
}

/** An organization always keeps at least one owner: the last owner cannot leave, be removed or demoted. */
export function leavesNoOwner(owners: number, from: OrgRole, to: OrgRole | null): boolean {
  return from === "owner" && to !== "owner" && owners <= 1;
}

export function isOrgRole(value: string): value is OrgRole {
  return (ORG_ROLES as readonly string[]).includes(value);
}
