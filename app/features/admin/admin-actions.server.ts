// The admin dashboard's data and actions, shared by /admin-dashboard and /app/admin.
import * as v from "valibot";
import { inboxCounts } from "../support/support.server";
import type { Db } from "../../platform/db/db.server";
import type { User } from "../../platform/db/schema";
import { ADMIN_FAILURES, type DashboardSection, SECTION_FAILURES } from "./admin-messages";
import { csvFileProblem } from "../../platform/csv";
import { ProfileSchema } from "../account/profile-form";
import { querySchema, Refusal } from "../../platform/request.server";
import { isAdminEmail } from "../account/roles";
import { RecordId, requiredId } from "../../platform/validation/fields";
import { startBroadcast, startCompanyUpload } from "./admin-jobs.server";
import { MAX_UPLOAD_BYTES } from "../../platform/jobs/upload.server";
import { userActivityCounts } from "../../platform/user-counts.server";
import {
  adminStats,
  audienceCounts,
  editUserProfile,
  findUserByEmailForAdmin,
  findUserByIdForAdmin,
  listUsers,
  recentActivity,
  setAccountType,
  setActive,
  setRole,
  SORTS,
} from "./admin.server";
import type { Dashboard, UserListQuery } from "./dashboard";

export function parseUserQuery(params: URLSearchParams): UserListQuery {
  const a = params.get("accountType");
  const s = params.get("sortBy");
  return {
    q: (params.get("q") ?? "").trim().slice(0, 100),
    accountType: a === "free" || a === "premium" ? a : "all",
    sortBy: s && s in SORTS ? (s as UserListQuery["sortBy"]) : "createdAt",
    page: Math.max(1, Math.min(200, Number(params.get("page")) || 1)),
  };
}

/** The dashboard's user list query as its loaders read it: `readQuery(request, UserQuery)`. */
export const UserQuery = querySchema(["q", "accountType", "sortBy", "page"], parseUserQuery);

export async function adminDashboardData(db: Db, query: UserListQuery): Promise<Dashboard> {
  const errors: Partial<Record<DashboardSection, string>> = {};
  const load = async <T>(section: DashboardSection, run: () => Promise<T>): Promise<T | null> => {
    try {
      return await run();
    } catch (error) {
      console.error(SECTION_FAILURES[section], error);
      errors[section] = SECTION_FAILURES[section];
      return null;
    }
  };
  const [stats, users, audiences, activity, support] = await Promise.all([
    load("stats", () => adminStats(db)),
    load("users", () => listUsers(db, query)),
    load("audiences", () => audienceCounts(db)),
    load("activity", () => recentActivity(db)),
    load("support", () => inboxCounts(db)),
  ]);
  return { stats, users, query, audiences, activity, support, errors };
}

const Broadcast = {
  title: v.pipe(
    v.optional(v.string(), ""),
    v.trim(),
    v.nonEmpty("Please fill in title and message"),
    v.maxLength(120, "The title is limited to 120 characters"),
  ),
  message: v.pipe(
    v.optional(v.string(), ""),
    v.trim(),
    v.nonEmpty("Please fill in title and message"),
    v.maxLength(1000, "The message is limited to 1,000 characters"),
  ),
  target: v.picklist(["all", "free", "premium"], "Choose who receives the notification"),
};

/** Optional profile text an admin may clear; the user's own form requires it, an account made at sign-up has none. */
const optionalText = (max: number) =>
  v.pipe(
    v.optional(v.string(), ""),
    v.trim(),
    v.maxLength(max, `At most ${max} characters`),
    v.transform((s) => s || null),
  );

/** The admin's edit of a user: the Profile form's rules (ProfileSchema), with organization and address optional. */
const AdminProfileEdit = { ...ProfileSchema.entries, organization: optionalText(200), address: optionalText(500) };

const userId = requiredId("User not found");
const file = v.optional(v.unknown());

export const AdminAction = v.variant("intent", [
  v.object({
    intent: v.literal("search"),
    email: v.pipe(v.optional(v.string(), ""), v.trim(), v.nonEmpty("Please enter a user email"), v.maxLength(254, "User not found")),
  }),
  v.object({ intent: v.literal("upgrade"), id: userId }),
  v.object({ intent: v.literal("downgrade"), id: userId }),
  v.object({ intent: v.literal("bulk-upgrade"), ids: v.pipe(v.optional(v.array(RecordId), []), v.maxLength(500, "Upgrade at most 500 users at once")) }),
  v.object({
    intent: v.literal("deactivate"),
    id: userId,
    reason: v.pipe(v.optional(v.string(), ""), v.trim(), v.maxLength(300, "The reason is limited to 300 characters")),
  }),
  v.object({ intent: v.literal("reactivate"), id: userId }),
  v.object({ intent: v.literal("grant-admin"), id: userId }),
  v.object({ intent: v.literal("revoke-admin"), id: userId }),
  v.object({ intent: v.literal("edit"), id: userId, ...AdminProfileEdit }),
  v.object({ intent: v.literal("upload"), file }),
  v.object({ intent: v.literal("broadcast"), ...Broadcast }),
]);
export type AdminActionInput = v.InferOutput<typeof AdminAction>;

/** An upload form may be a little over the file's own limit. */
export const ADMIN_FORM_MAX_BYTES = MAX_UPLOAD_BYTES + 64 * 1024;

export const ADMIN_BY_CONFIG = "Admin access removed until their next sign-in: their address is in ADMIN_EMAILS, which gives admin access at every sign-in.";

/**
 * Does one of the dashboard's actions and answers what the dashboard shows. A form posted before the
 * scripts ran is answered with the route's page, which shows this answer.
 */
export async function handleAdminAction(env: Env, db: Db, admin: User, input: AdminActionInput) {
  const { intent } = input;
  const ok = (message: string, extra: Record<string, unknown> = {}) => ({ intent, message, ...extra });
  try {
    switch (input.intent) {
      case "search": {
        const user = await findUserByEmailForAdmin(db, input.email);
        if (!user) throw new Refusal(404, "User not found");
        return ok(`User found: ${user.email}`, { user, counts: await userActivityCounts(db, user.id) });
      }
      case "upgrade":
      case "downgrade": {
        const n = await setAccountType(db, admin, [input.id], input.intent === "upgrade" ? "premium" : "free");
        if (n === 0) throw new Refusal(409, ADMIN_FAILURES[intent]);
        return ok(input.intent === "upgrade" ? "User upgraded to Premium successfully!" : "User downgraded to Free successfully!");
      }
      case "bulk-upgrade": {
        const n = await setAccountType(db, admin, input.ids, "premium");
        return ok(`${n} ${n === 1 ? "user" : "users"} upgraded to Premium`);
      }
      case "deactivate":
        await setActive(db, admin, input.id, false, input.reason);
        return ok("User deactivated successfully");
      case "reactivate":
        await setActive(db, admin, input.id, true, "");
        return ok("User reactivated successfully");
      case "grant-admin":
        await setRole(db, admin, input.id, "admin");
        return ok("Admin access granted");
      case "revoke-admin": {
        const user = await setRole(db, admin, input.id, "user");
        return ok(isAdminEmail(env.ADMIN_EMAILS, user.email) ? ADMIN_BY_CONFIG : "Admin access removed");
      }
      case "edit": {
        const { intent: _, id, ...profile } = input;
        await editUserProfile(db, admin, id, { ...profile, phoneNumber: profile.phoneNumber || null });
        return ok("Profile updated successfully");
      }
      case "upload": {
        const f = input.file;
        if (!(f instanceof File) || f.size === 0 || !f.name.toLowerCase().endsWith(".csv")) throw new Refusal(400, "Please select a CSV file");
        if (f.size > MAX_UPLOAD_BYTES) throw new Refusal(413, "The file is larger than 5 MB");
        const problem = csvFileProblem(new Uint8Array(await f.arrayBuffer()));
        if (problem) throw new Refusal(400, problem);
        return ok("Upload started", { job: await startCompanyUpload(env, db, admin, f) });
      }
      case "broadcast": {
        const { intent: _, ...broadcast } = input;
        const counts = await audienceCounts(db);
        return ok("Sending...", { job: await startBroadcast(env, db, admin, broadcast, counts[broadcast.target]) });
      }
    }
  } catch (error) {
    // The dashboard matches an answer to its action by intent. Anything else is a bug: Remix answers 500.
    if (error instanceof Refusal) throw new Refusal(error.status, error.message, { ...error.data, intent });
    throw error;
  }
}

/** What the details page of one user (/app/admin/users/<id>) may change about them. */
const USER_INTENTS = new Set(["upgrade", "downgrade", "deactivate", "reactivate", "grant-admin", "revoke-admin", "edit"]);
/** The fields an admin types on that page, which come back with a refusal. */
export const USER_PAGE_TYPED = ["firstName", "lastName", "organization", "phoneNumber", "address", "reason"];

export async function adminUserDetails(db: Db, id: string) {
  const user = await findUserByIdForAdmin(db, id);
  if (!user) throw new Refusal(404, "User not found");
  return { user, counts: await userActivityCounts(db, id) };
}

/** The action of a user's details page: the dashboard's actions on that one user (the form's id must be theirs). */
export async function adminUserAction(env: Env, db: Db, admin: User, id: string, input: AdminActionInput) {
  if (!USER_INTENTS.has(input.intent) || !("id" in input) || input.id !== id) throw new Refusal(400, "User not found", { intent: input.intent });
  return handleAdminAction(env, db, admin, input);
}
