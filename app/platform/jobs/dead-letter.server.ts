// Jobs whose message the queue gave up on (the dead-letter queue) are marked failed with their kind's
// sentence, so their page says so and its buttons work again.
import { and, eq, or } from "drizzle-orm";
import { getDb, schema } from "../db/db.server";
import { uploadKey } from "../storage-keys";
import type { JobKind } from "./kinds";
import { JobHeld, leaseMs, secondsLeftOnLease } from "./lease";

const j = schema.jobs;

/** A job still making progress is left to finish (JobHeld), and a finished or unknown one is left alone. */
export async function abandonJob(
  env: Env,
  id: string,
  { stopped, dropsUploadWhenStopped }: Pick<JobKind, "dropsUploadWhenStopped"> & { stopped: NonNullable<JobKind["stopped"]> },
): Promise<void> {
  const db = getDb(env.DB);
  const job = await db.select().from(j).where(eq(j.id, id)).get();
  if (!job || job.status === "done" || job.status === "failed") return;
  const lease = leaseMs(env);
  if (job.status === "running" && Date.now() - Date.parse(job.updatedAt) < lease) throw new JobHeld(secondsLeftOnLease(job.updatedAt, lease));
  const finishedAt = new Date().toISOString();
  await db
    .update(j)
    .set({ status: "failed", message: stopped(job), updatedAt: finishedAt, finishedAt })
    .where(and(eq(j.id, id), or(eq(j.status, "queued"), eq(j.status, "running"))));
  if (dropsUploadWhenStopped) await env.PHOTOS.delete(uploadKey(id));
}
