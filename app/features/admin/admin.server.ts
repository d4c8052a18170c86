// Administration: every function here is called only after requireAdmin. Each change is written to
// admin_activity with the acting admin's real email.
import { and, asc, count, desc, eq, gte, inArray, sql, type SQL } from "drizzle-orm";
import { type Db, schema } from "../../platform/db/db.server";
import type { User } from "../../platform/db/schema";
import { ADMIN_FAILURES } from "./admin-messages";
import { idParts } from "../../platform/db/limits";
import { likeEscaped } from "../../platform/db/like";
import { activityRow, logActivity } from "../../platform/admin-log.server";
import { Refusal } from "../../platform/request.server";
import type { AdminStats, Audiences, RecentActivity, UserList, UserListQuery, UserSort } from "./dashboard";

const u = schema.users;
export const USER_PAGE_SIZE = 50;
export const RECENT_DAYS = 30;

export async function adminStats(db: Db, now = new Date()): Promise<AdminStats> {
  const since = new Date(now.getTime() - RECENT_DAYS * 86_400_000).toISOString();
  const [[users], [inspections], [companies], [visits]] = await db.batch([
    db
      .select({
        total: count(),
        premium: sql<number>`coalesce(sum(${u.accountType} = 'premium'), 0)`,
        recent: sql<number>`coalesce(sum(${u.createdAt} >= ${since}), 0)`,
      })
      .from(u),
    db.select({ total: count(), recent: sql<number>`coalesce(sum(${schema.inspections.createdAt} >= ${since}), 0)` }).from(schema.inspections),
    db.select({ total: count() }).from(schema.companies),
    db.select({ total: count() }).from(schema.scheduledVisits),
  ]);
  return {
    totalUsers: users.total,
    premiumUsers: users.premium,
    freeUsers: users.total - users.premium,
    totalInspections: inspections.total,
    totalCompanies: companies.total,
    totalScheduledVisits: visits.total,
    recentUsers: users.recent,
    recentInspections: inspections.recent,
  };
}

export const SORTS = { createdAt: u.createdAt, email: u.email, firstName: u.firstName, lastName: u.lastName } as const satisfies Record<UserSort, unknown>;

const userColumns = {
  id: u.id,
  email: u.email,
  firstName: u.firstName,
  lastName: u.lastName,
  organization: u.organization,
  phoneNumber: u.phoneNumber,
  address: u.address,
  photoUrl: u.photoUrl,
  accountType: u.accountType,
  role: u.role,
  isActive: u.isActive,
  deactivatedAt: u.deactivatedAt,
  deactivationReason: u.deactivationReason,
  createdAt: u.createdAt,
  updatedAt: u.updatedAt,
  lastLoginAt: u.lastLoginAt,
};

export async function listUsers(db: Db, q: UserListQuery): Promise<UserList> {
  const like = `%${likeEscaped(q.q)}%`;
  const where: SQL | undefined = and(
    q.accountType === "all" ? undefined : eq(u.accountType, q.accountType),
    q.q
      ? sql`(${u.email} LIKE ${like} ESCAPE '\\' OR (coalesce(${u.firstName}, '') || ' ' || coalesce(${u.lastName}, '')) LIKE ${like} ESCAPE '\\' OR ${u.organization} LIKE ${like} ESCAPE '\\')`
      : undefined,
  );
  const order = q.sortBy === "createdAt" ? desc(u.createdAt) : asc(SORTS[q.sortBy]);
  const [[{ total }], users] = await db.batch([
    db.select({ total: count() }).from(u).where(where),
    db
      .select(userColumns)
      .from(u)
      .where(where)
      .orderBy(order, asc(u.id))
      .limit(q.page * USER_PAGE_SIZE),
  ]);
  return { users, total, hasMore: users.length < total };
}

export async function findUserByEmailForAdmin(db: Db, email: string) {
  return db.select(userColumns).from(u).where(eq(u.email, email.trim().toLowerCase())).get();
}

/** One user as the admin's details page shows them ("get by id"). */
export async function findUserByIdForAdmin(db: Db, id: string) {
  return db.select(userColumns).from(u).where(eq(u.id, id)).get();
}

async function target(db: Db, id: string) {
  const row = await db.select().from(u).where(eq(u.id, id)).get();
  if (!row) throw new Refusal(404, "User not found");
  return row;
}

export async function setAccountType(db: Db, admin: User, ids: string[], accountType: "free" | "premium"): Promise<number> {
  let changed = 0;
  const action = accountType === "premium" ? "upgrade" : "downgrade";
  const unique = [...new Set(ids)];
  // All or nothing: a list naming a user that does not exist (deleted since the page loaded, or made up)
  // changes no one, so the admin's count never silently covers fewer users than were chosen.
  let found = 0;
  for (const part of idParts(unique)) found += (await db.select({ n: count() }).from(u).where(inArray(u.id, part)).get())?.n ?? 0;
  if (found < unique.length)
    throw new Refusal(
      404,
      unique.length === 1 ? "User not found" : `${unique.length - found} of the ${unique.length} chosen users were not found; nobody was changed`,
    );
  for (const part of idParts(unique)) {
    const rows = await db
      .update(u)
      .set({ accountType, updatedAt: new Date().toISOString() })
      .where(and(inArray(u.id, part), sql`${u.accountType} <> ${accountType}`))
      .returning({ id: u.id, email: u.email });
    if (rows.length === 0) continue;
    const logs = rows.map((c) => activityRow(db, admin, action, `${c.email} set to ${accountType}`, c.id));
    await db.batch(logs as [(typeof logs)[number], ...(typeof logs)[number][]]);
    changed += rows.length;
  }
  return changed;
}

/** Deactivation ends every session of the user; sign-in then answers "This account has been disabled." */
export async function setActive(db: Db, admin: User, id: string, active: boolean, reason: string) {
  const user = await target(db, id);
  if (user.id === admin.id && !active) throw new Refusal(409, `${ADMIN_FAILURES.deactivate}: You cannot deactivate your own account`);
  const now = new Date().toISOString();
  await db.batch([
    db
      .update(u)
      .set(
        active
          ? { isActive: true, deactivatedAt: null, deactivationReason: null, updatedAt: now }
          : { isActive: false, deactivatedAt: now, deactivationReason: reason || "Admin action", updatedAt: now },
      )
      .where(eq(u.id, id)),
    ...(active ? [] : [db.delete(schema.sessions).where(eq(schema.sessions.userId, id))]),
  ]);
  await logActivity(
    db,
    admin,
    active ? "reactivate" : "deactivate",
    `${user.email} ${active ? "reactivated" : `deactivated: ${reason || "Admin action"}`}`,
    id,
  );
}

export async function editUserProfile(
  db: Db,
  admin: User,
  id: string,
  fields: { firstName: string; lastName: string; organization: string | null; phoneNumber: string | null; address: string | null },
) {
  const user = await target(db, id);
  await db
    .update(u)
    .set({ ...fields, updatedAt: new Date().toISOString() })
    .where(eq(u.id, id));
  await logActivity(db, admin, "edit_profile", `Profile of ${user.email} edited`, id);
}

export async function setRole(db: Db, admin: User, id: string, role: "user" | "admin") {
  const user = await target(db, id);
  if (user.id === admin.id) throw new Refusal(409, `${ADMIN_FAILURES["grant-admin"]}: You cannot change your own role`);
  await db.update(u).set({ role, updatedAt: new Date().toISOString() }).where(eq(u.id, id));
  await logActivity(db, admin, role === "admin" ? "grant_admin" : "revoke_admin", `${user.email} is now ${role === "admin" ? "an admin" : "a user"}`, id);
  return user;
}

export async function recentActivity(db: Db, limit = 20): Promise<RecentActivity> {
  const half = Math.floor(limit / 2);
  const [inspections, users, actions] = await db.batch([
    db
      .select({
        id: schema.inspections.id,
        title: schema.inspections.companyName,
        by: schema.inspections.userEmail,
        at: schema.inspections.createdAt,
        status: schema.inspections.status,
      })
      .from(schema.inspections)
      .orderBy(desc(schema.inspections.createdAt))
      .limit(half),
    db.select({ id: u.id, title: u.email, at: u.createdAt }).from(u).orderBy(desc(u.createdAt)).limit(half),
    db.select().from(schema.adminActivity).orderBy(desc(schema.adminActivity.createdAt)).limit(limit),
  ]);
  const items = [
    ...inspections.map((r) => ({
      id: r.id,
      type: "inspection" as const,
      title: "Inspection saved",
      description: `${r.title} by ${r.by}`,
      timestamp: r.at,
      status: r.status,
    })),
    ...users.map((r) => ({ id: r.id, type: "user" as const, title: "User joined", description: r.title, timestamp: r.at, status: "success" })),
  ].sort((a, b) => b.timestamp.localeCompare(a.timestamp));
  return { items: items.slice(0, limit), log: actions };
}

export async function detailedAnalytics(db: Db, now = new Date()) {
  const since = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 5, 1)).toISOString();
  const month = (col: SQL | typeof u.createdAt) => sql<string>`substr(${col}, 1, 7)`;
  const [growth, trends, top] = await db.batch([
    db
      .select({ month: month(u.createdAt), users: count() })
      .from(u)
      .where(gte(u.createdAt, since))
      .groupBy(sql`1`)
      .orderBy(sql`1`),
    db
      .select({ month: month(sql`${schema.inspections.createdAt}`), inspections: count() })
      .from(schema.inspections)
      .where(gte(schema.inspections.createdAt, since))
      .groupBy(sql`1`)
      .orderBy(sql`1`),
    db
      .select({ name: schema.inspections.companyName, inspections: count() })
      .from(schema.inspections)
      .groupBy(schema.inspections.companyName)
      .orderBy(desc(count()), asc(schema.inspections.companyName))
      .limit(10),
  ]);
  return { userGrowth: growth, inspectionTrends: trends, topCompanies: top };
}

/** Users that a broadcast to `target` reaches (active accounts only). */
export function audience(targetType: "all" | "free" | "premium") {
  return and(eq(u.isActive, true), targetType === "all" ? undefined : eq(u.accountType, targetType));
}

export async function audienceCounts(db: Db): Promise<Audiences> {
  const [row] = await db
    .select({
      all: count(),
      free: sql<number>`coalesce(sum(${u.accountType} = 'free'), 0)`,
      premium: sql<number>`coalesce(sum(${u.accountType} = 'premium'), 0)`,
    })
    .from(u)
    .where(eq(u.isActive, true));
  return row;
}

/** A background job's progress row, for the dashboard's progress bar. */
export async function getJob(db: Db, id: string) {
  return db.select().from(schema.jobs).where(eq(schema.jobs.id, id)).get();
}

/** Export User Data: every account's public fields, oldest first (no password data). */
export async function usersForExport(db: Db) {
  return db
    .select({
      id: u.id,
      email: u.email,
      firstName: u.firstName,
      lastName: u.lastName,
      organization: u.organization,
      phoneNumber: u.phoneNumber,
      accountType: u.accountType,
      role: u.role,
      isActive: u.isActive,
      createdAt: u.createdAt,
      lastLoginAt: u.lastLoginAt,
    })
    .from(u)
    .orderBy(u.createdAt);
}
