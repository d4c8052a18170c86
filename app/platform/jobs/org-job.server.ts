// An organization's job as its page follows it (`?job=<id>`): only a job of that organization and of
// the page's kind is found, so one organization never reads another's.
import { and, eq, sql } from "drizzle-orm";
import * as v from "valibot";
import { type Db, schema } from "../db/db.server";

/** A job of this organization started by one of its members, or null. */
export async function orgJob(db: Db, orgId: string, jobId: string, kind: string) {
  const j = schema.jobs;
  return (
    (await db
      .select()
      .from(j)
      .where(and(eq(j.id, jobId), eq(j.kind, kind), sql`json_extract(${j.input}, '$.organizationId') = ${orgId}`))
      .get()) ?? null
  );
}

/** `?job=<id>`: the page following its job. */
export const JobQuery = v.object({ job: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_:.-]{1,100}$/, "Job not found"))) });
