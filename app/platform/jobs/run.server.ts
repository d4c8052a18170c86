// Running a job of the `jobs` table: claim it under a lease, write its progress, give it back when the
// run throws. Every job kind is written to be safe to run twice on the same message: the rows it
// writes have ids fixed by the job, so a second run adds nothing and raises no count twice.
import { and, eq, lt, or } from "drizzle-orm";
import { type Db, getDb, schema } from "../db/db.server";
import type { Job } from "../db/schema";
import { JobHeld, leaseMs, secondsLeftOnLease } from "./lease";
export type { Job };

/** Refused rows kept in the job for its page to list; the rest are only counted. */
export const MAX_STORED_REJECTIONS = 200;
const j = schema.jobs;

/**
 * Claims a job for this run: a queued one, or a running one whose last progress is older than the
 * lease (its worker died). Two deliveries of the same message at once do the work once: the second
 * gets JobHeld and is retried after the lease, so a crashed run's retry is not lost. A finished or
 * unknown job returns undefined (nothing to do).
 */
async function claim(env: Env, db: Db, id: string): Promise<Job | undefined> {
  const lease = leaseMs(env);
  const stale = new Date(Date.now() - lease).toISOString();
  const claimed = await db
    .update(j)
    .set({ status: "running", updatedAt: new Date().toISOString() })
    .where(and(eq(j.id, id), or(eq(j.status, "queued"), and(eq(j.status, "running"), lt(j.updatedAt, stale)))))
    .returning()
    .get();
  if (claimed) return claimed;
  const current = await db.select({ status: j.status, updatedAt: j.updatedAt }).from(j).where(eq(j.id, id)).get();
  if (current?.status === "running") throw new JobHeld(secondsLeftOnLease(current.updatedAt, lease));
  return undefined;
}

/**
 * Runs `work` on the job if this run can claim it. A run that claimed the job and then threw gives it
 * back at once, so the queue's retry can start straight away; a run that never claimed it (held by
 * another, or the claim itself failed) leaves it alone.
 */
export async function whileHeld(env: Env, jobId: string, work: (env: Env, db: Db, jobId: string, job: Job) => Promise<void>): Promise<void> {
  const db = getDb(env.DB);
  const job = await claim(env, db, jobId);
  if (!job) return;
  try {
    await work(env, db, jobId, job);
  } catch (error) {
    await db
      .update(j)
      .set({ status: "queued", updatedAt: new Date().toISOString() })
      .where(and(eq(j.id, jobId), eq(j.status, "running")))
      .catch((e: unknown) => console.error("Could not give the job back", jobId, e));
    throw error;
  }
}

/** Writes the job's progress, which also renews its lease. */
export async function progress(db: Db, id: string, fields: Partial<Job>) {
  await db
    .update(j)
    .set({ ...fields, updatedAt: new Date().toISOString() })
    .where(eq(j.id, id));
}
