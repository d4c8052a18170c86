// Column helpers every table uses: ISO-8601 UTC timestamps set by SQLite, and 0/1 booleans.
import { sql } from "drizzle-orm";
import { integer, text } from "drizzle-orm/sqlite-core";

export const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
export const createdAt = () => text("created_at").notNull().default(now);
export const updatedAt = () => text("updated_at").notNull().default(now);
export const bool = (name: string) => integer(name, { mode: "boolean" });
