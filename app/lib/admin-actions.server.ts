// The admin dashboard's data and actions, shared by /admin-dashboard and /app/admin.
import { json } from "@remix-run/cloudflare";
import * as v from "valibot";
import type { Db } from "./db.server";
import type { User } from "./db/schema";
import { ADMIN_FAILURES, type DashboardSection, SECTION_FAILURES } from "./admin-messages";
import { isAdminEmail } from "./roles";
import { startBroadcast, startCompanyUpload, MAX_UPLOAD_BYTES } from "./admin-jobs.server";
import { AdminRefused, adminStats, audienceCounts, editUserProfile, findUserByEmailForAdmin, listUsers, recentActivity, setAccountType, setActive, setRole, SORTS, type UserListQuery, userActivityCounts } from "./admin.server";

export function parseUserQuery(params: URLSearchParams): UserListQuery {
  const a = params.get("accountType");
  const s = params.get("sortBy");
  return {
    accountType: a === "free" || a === "premium" ? a : "all",
    sortBy: s && s in SORTS ? (s as UserListQuery["sortBy"]) : "createdAt",
    page: Math.max(1, Math.min(200, Number(params.get("page")) || 1)),
  };
}


export async function adminDashboardData(db: Db, url: URL) {
  const query = parseUserQuery(url.searchParams);
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
  const [stats, users, audiences, activity] = await Promise.all([
    load("stats", () => adminStats(db)),
    load("users", () => listUsers(db, query)),
    load("audiences", () => audienceCounts(db)),
    load("activity", () => recentActivity(db)),
  ]);
  return { stats, users, query, audiences, activity, errors };
}

const Broadcast = v.object({
  title: v.pipe(v.optional(v.string(), ""), v.trim(), v.nonEmpty("Please fill in title and message"), v.maxLength(120)),
  message: v.pipe(v.optional(v.string(), ""), v.trim(), v.nonEmpty("Please fill in title and message"), v.maxLength(1000)),
  target: v.picklist(["all", "free", "premium"]),
});

export const ADMIN_BY_CONFIG = "Admin access removed until their next sign-in: their address is in ADMIN_EMAILS, which gives admin access at every sign-in.";

const clean = (x: FormDataEntryValue | null) => (typeof x === "string" && x.trim() ? x.trim() : null);

export async function handleAdminAction(env: Env, db: Db, admin: User, request: Request) {
  const form = await request.formData();
  const intent = String(form.get("intent"));
  const id = String(form.get("id") ?? "");
  const ok = (message: string, extra: Record<string, unknown> = {}) => json({ intent, ok: true, message, ...extra });
  const fail = (message: string, status = 400) => json({ intent, ok: false, message }, { status });
  try {
    switch (intent) {
      case "search": {
        const email = clean(form.get("email"));
        if (!email) return fail("Please enter a user email");
        const user = await findUserByEmailForAdmin(db, email);
        if (!user) return fail("User not found", 404);
        return ok(`User found: ${user.email}`, { user, counts: await userActivityCounts(db, user.id) });
      }
      case "upgrade":
      case "downgrade": {
        const n = await setAccountType(db, admin, [id], intent === "upgrade" ? "premium" : "free");
        if (n === 0) return fail(ADMIN_FAILURES[intent], 409);
        return ok(intent === "upgrade" ? "User upgraded to Premium successfully!" : "User downgraded to Free successfully!");
      }
      case "bulk-upgrade": {
        const ids = form.getAll("ids").map(String).slice(0, 500);
        const n = await setAccountType(db, admin, ids, "premium");
        return ok(`${n} ${n === 1 ? "user" : "users"} upgraded to Premium`);
      }
      case "deactivate":
      case "reactivate":
        await setActive(db, admin, id, intent === "reactivate", String(form.get("reason") ?? "").trim().slice(0, 300));
        return ok(intent === "reactivate" ? "User reactivated successfully" : "User deactivated successfully");
      case "grant-admin":
      case "revoke-admin":
      {
        const user = await setRole(db, admin, id, intent === "grant-admin" ? "admin" : "user");
        if (intent === "grant-admin") return ok("Admin access granted");
        return ok(isAdminEmail(env.ADMIN_EMAILS, user.email) ? ADMIN_BY_CONFIG : "Admin access removed");
      }
      case "edit": {
        const firstName = clean(form.get("firstName"));
        const lastName = clean(form.get("lastName"));
        if (!firstName) return fail("First name is required", 422);
        if (!lastName) return fail("Last name is required", 422);
        const phone = clean(form.get("phoneNumber"));
        if (phone && !/^\+?[\d\s\-()]+$/.test(phone)) return fail("Invalid phone number format", 422);
        await editUserProfile(db, admin, id, { firstName, lastName, organization: clean(form.get("organization")), phoneNumber: phone, address: clean(form.get("address")) });
        return ok("Profile updated successfully");
      }
      case "upload": {
        const file = form.get("file");
        if (!(file instanceof File) || file.size === 0) return fail("Please select a CSV file");
        if (!file.name.toLowerCase().endsWith(".csv")) return fail("Please select a CSV file");
        if (file.size > MAX_UPLOAD_BYTES) return fail("The file is larger than 5 MB");
        return ok("Upload started", { job: await startCompanyUpload(env, db, admin, file) });
      }
      case "broadcast": {
        const parsed = v.safeParse(Broadcast, Object.fromEntries(form));
        if (!parsed.success) return fail(parsed.issues[0].message, 422);
        const counts = await audienceCounts(db);
        return ok("Sending...", { job: await startBroadcast(env, db, admin, parsed.output, counts[parsed.output.target]) });
      }
      default:
        return fail("Unknown action");
    }
  } catch (error) {
    if (error instanceof AdminRefused) return fail(error.status === 404 ? error.message : `${ADMIN_FAILURES[intent] ?? "Failed"}: ${error.message}`, error.status);
    console.error("Admin action failed", intent, error);
    return fail(ADMIN_FAILURES[intent] ?? "Failed to load admin data", 500);
  }
}
