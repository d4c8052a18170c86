// The administrators' log (admin_activity): every change an administrator makes, with their real email,
// written by the admin dashboard and the support inbox alike.
import { type Db, schema } from "./db/db.server";
import type { User } from "./db/schema";
import { newId } from "./ids";

/** The admin_activity insert for one admin action, to run alone or in a batch. */
export const activityRow = (db: Db, admin: User, action: string, description: string, targetUserId: string | null = null) =>
  db.insert(schema.adminActivity).values({ id: newId(), adminId: admin.id, adminEmail: admin.email, action, description, targetUserId });

export async function logActivity(db: Db, admin: User, action: string, description: string, targetUserId: string | null = null) {
  await activityRow(db, admin, action, description, targetUserId);
}
