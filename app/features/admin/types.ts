import type { SerializeFrom } from "@remix-run/cloudflare";
import type { Dashboard } from "./dashboard";

export type DashboardData = SerializeFrom<Dashboard>;
export type AdminUser = NonNullable<DashboardData["users"]>["users"][number];
/** What every admin action answers (the route's action and its offline clientAction). */
export type ActionResult = {
  intent: string;
  ok: boolean;
  message: string;
  user?: AdminUser;
  job?: { id: string };
  /** What was typed, when a field was refused. */
  values?: Record<string, string>;
};

export const shortDate = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString("en-GB") : "—");
export const userName = (u: AdminUser) => [u.firstName, u.lastName].filter(Boolean).join(" ") || u.email;
