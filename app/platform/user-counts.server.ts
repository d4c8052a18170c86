// What a user has made, as the administrators see it beside their account or their support message.
import { and, count, eq, isNotNull, isNull } from "drizzle-orm";
import { type Db, schema } from "./db/db.server";

export async function userActivityCounts(db: Db, userId: string) {
  // Personal and case inspections are counted apart, each from its own partial index.
  const ins = schema.inspections;
  const [[i], [c], [v], [o]] = await db.batch([
    db
      .select({ n: count() })
      .from(ins)
      .where(and(eq(ins.userId, userId), isNull(ins.organizationId))),
    db.select({ n: count() }).from(schema.companies).where(eq(schema.companies.userId, userId)),
    db.select({ n: count() }).from(schema.scheduledVisits).where(eq(schema.scheduledVisits.userId, userId)),
    db
      .select({ n: count() })
      .from(ins)
      .where(and(eq(ins.userId, userId), isNotNull(ins.organizationId))),
  ]);
  return { inspections: i.n + o.n, companies: c.n, visits: v.n };
}
