// What the admin dashboard receives (admin-actions.server.ts's adminDashboardData builds it); each
// section is null when its query failed, with the section's message in `errors`.
import type { AdminActivity, User } from "../../platform/db/schema";
import type { DashboardSection } from "./admin-messages";
import type { InboxCounts } from "../support/support.server";

export type UserSort = "createdAt" | "email" | "firstName" | "lastName";

export interface UserListQuery {
  /** Text searched in the list's emails, names and organizations. */
  q: string;
  accountType: "all" | "free" | "premium";
  sortBy: UserSort;
  page: number;
}

export interface AdminStats {
  totalUsers: number;
  premiumUsers: number;
  freeUsers: number;
  totalInspections: number;
  totalCompanies: number;
  totalScheduledVisits: number;
  recentUsers: number;
  recentInspections: number;
}

/** A user as the admin sees one: never the password hash, the Google subject or the settings. */
export type AdminUserRow = Pick<
  User,
  | "id"
  | "email"
  | "firstName"
  | "lastName"
  | "organization"
  | "phoneNumber"
  | "address"
  | "photoUrl"
  | "accountType"
  | "role"
  | "isActive"
  | "deactivatedAt"
  | "deactivationReason"
  | "createdAt"
  | "updatedAt"
  | "lastLoginAt"
>;

export interface UserList {
  users: AdminUserRow[];
  total: number;
  hasMore: boolean;
}

export interface Audiences {
  all: number;
  free: number;
  premium: number;
}

export interface ActivityItem {
  id: string;
  type: "inspection" | "user";
  title: string;
  description: string;
  timestamp: string;
  status: string;
}

export interface RecentActivity {
  items: ActivityItem[];
  log: AdminActivity[];
}

export interface Dashboard {
  stats: AdminStats | null;
  users: UserList | null;
  query: UserListQuery;
  audiences: Audiences | null;
  activity: RecentActivity | null;
  /** The Support tab's open and overdue counts. */
  support: InboxCounts | null;
  errors: Partial<Record<DashboardSection, string>>;
}
