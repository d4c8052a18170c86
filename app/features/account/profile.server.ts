// Saves the signed-in user's own profile (the form's fields, already checked by ProfileSchema).
import { eq } from "drizzle-orm";
import { type Db, schema } from "../../platform/db/db.server";
import type { ProfileInput } from "./profile-form";

export async function updateProfile(db: Db, userId: string, profile: ProfileInput) {
  await db
    .update(schema.users)
    .set({ ...profile, phoneNumber: profile.phoneNumber || null, updatedAt: new Date().toISOString() })
    .where(eq(schema.users.id, userId));
}
