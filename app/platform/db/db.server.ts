import { drizzle } from "drizzle-orm/d1";
import * as schema from "./schema";

const made = new WeakMap<D1Database, ReturnType<typeof make>>();
const make = (d1: D1Database) => drizzle(d1, { schema });

/** One drizzle instance per D1 binding: making one walks the whole schema (about 2 ms of CPU on
 *  every request when each request made its own); the instance holds no per-request state. */
export function getDb(d1: D1Database) {
  let db = made.get(d1);
  if (!db) made.set(d1, (db = make(d1)));
  return db;
}
export type Db = ReturnType<typeof getDb>;
export { schema };
