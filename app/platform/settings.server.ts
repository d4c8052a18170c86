// Writes a user's settings. json_patch merges in SQL, so two pages saving different switches at once
// both keep their change (a read-modify-write in the Worker would let the later one undo the earlier).
import { eq, sql } from "drizzle-orm";
import { type Db, schema } from "./db/db.server";
import type { Settings } from "./settings";

const u = schema.users;

export async function saveSettings(db: Db, userId: string, patch: Partial<Settings>) {
  await db
    .update(u)
    .set({ settings: sql`json_patch(${u.settings}, ${JSON.stringify(patch)})`, updatedAt: new Date().toISOString() })
    .where(eq(u.id, userId));
}
