// Bulk work run by the JOBS queue consumer, with progress in the jobs table. Both jobs are safe to
// run twice on the same message: every row they write has an id fixed by the job, so a second run
// adds nothing and raises no count twice.
import { and, asc, eq, gt, isNotNull, lt, lte, or, sql } from "drizzle-orm";
import { type Db, getDb, schema } from "../../platform/db/db.server";
import type { User } from "../../platform/db/schema";
import { audience, logActivity } from "./admin.server";
import { BROADCAST_FAILED, UPLOAD_FORMAT_ERROR } from "./admin-messages";
import { secondsLeftOnLease } from "./admin-rules";
import { parseCompanyCsv } from "../companies/csv";
import { newId } from "../../platform/ids";
import { sendPush } from "../notifications/push.server";
import { pushAllowed } from "../../platform/settings";
import { stateFromAddress } from "../../platform/states";
import { uploadKey } from "../../platform/storage-keys";
import { userHub } from "../notifications/user-hub.server";
import { chunk } from "../../platform/db/limits";
import { now } from "../../platform/db/tables/columns";
import type { Job } from "../../platform/db/schema";
export type { Job };

/**
 * Directory rows per INSERT: a company row binds at most 15 values, and D1 refuses a statement with
 * more than 100 bound parameters, so 6 rows (90 at most) go in one statement.
 */
export const ROWS_PER_INSERT = 6;
/** INSERTs per D1 batch (one round trip, one transaction): 300 rows, then the job's progress. */
export const INSERTS_PER_BATCH = 50;
/** Users per broadcast page: one INSERT ... SELECT over a range of user ids, so no id list binds them. */
export const FANOUT_PAGE = 500;
export const MAX_UPLOAD_BYTES = 5 * 1_048_576;
/** A 5 MB file holds about 50,000 rows of name, CIN, GSTIN and address. */
export const MAX_UPLOAD_ROWS = 100_000;
/** Rejected rows kept in the job for the dashboard to list; the rest are only counted. */
export const MAX_STORED_REJECTIONS = 200;
const j = schema.jobs;

/** A run holds its job while it makes progress; a job silent for longer than this has lost its worker. */
export const LEASE_MS = 60_000;
export const leaseMs = (env: Env) => Number(env.JOB_LEASE_SECONDS) * 1000 || LEASE_MS;

/** The job is held by a run that made progress less than a lease ago: come back after the lease. */
export class JobHeld extends Error {
  constructor(readonly retryInSeconds: number) {
    super(`Job held by another run; retry in ${retryInSeconds} s`);
  }
}

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

/**
 * The queue gave up on the job's message (dead-letter queue): the job is marked failed with a
 * sentence the dashboard shows, so its buttons work again. A job still making progress is left to
 * finish (JobHeld), and a finished one is left alone.
 */
export async function abandonJob(env: Env, id: string): Promise<void> {
  const db = getDb(env.DB);
  const job = await db.select().from(j).where(eq(j.id, id)).get();
  if (!job || job.status === "done" || job.status === "failed") return;
  const lease = leaseMs(env);
  if (job.status === "running" && Date.now() - Date.parse(job.updatedAt) < lease) throw new JobHeld(secondsLeftOnLease(job.updatedAt, lease));
  const message =
    job.kind === "broadcast"
      ? `${BROADCAST_FAILED}: it stopped after reaching ${job.succeeded} users.`
      : job.kind === "turnaround-csv"
        ? `The export stopped after ${job.processed} cases; prepare it again.`
        : `The upload stopped after ${job.succeeded} companies were written.`;
  const finishedAt = new Date().toISOString();
  await db
    .update(j)
    .set({ status: "failed", message, updatedAt: finishedAt, finishedAt })
    .where(and(eq(j.id, id), or(eq(j.status, "queued"), eq(j.status, "running"))));
  if (job.kind === "company-csv") await env.PHOTOS.delete(uploadKey(id));
}

export async function progress(db: Db, id: string, fields: Partial<Job>) {
  await db
    .update(j)
    .set({ ...fields, updatedAt: new Date().toISOString() })
    .where(eq(j.id, id));
}

export async function startCompanyUpload(env: Env, db: Db, admin: User, file: File): Promise<Job> {
  const job = (await db
    .insert(j)
    .values({ id: newId(), kind: "company-csv", createdBy: admin.id, message: "Queued", input: { fileName: file.name } })
    .returning()
    .get())!;
  await env.PHOTOS.put(uploadKey(job.id), await file.arrayBuffer(), { httpMetadata: { contentType: "text/csv" } });
  await env.JOBS.send({ kind: "company-csv", jobId: job.id });
  await logActivity(db, admin, "bulk_upload", `Uploaded ${file.name} (${file.size} bytes)`);
  return job;
}

export const runCompanyUpload = (env: Env, jobId: string) => whileHeld(env, jobId, companyUpload);

async function companyUpload(env: Env, db: Db, jobId: string, job: Job): Promise<void> {
  const object = await env.PHOTOS.get(uploadKey(jobId));
  if (!object) {
    await progress(db, jobId, { status: "failed", message: UPLOAD_FORMAT_ERROR, finishedAt: new Date().toISOString() });
    return;
  }
  const admin = await db.select({ email: schema.users.email }).from(schema.users).where(eq(schema.users.id, job.createdBy)).get();
  const { valid, rejected } = parseCompanyCsv(await object.text(), { minCells: 3, maxRows: MAX_UPLOAD_ROWS });
  // `failed` counts every rejected row; only the first ones are kept, so a large bad file stays
  // far below D1's row size.
  const errors = rejected.slice(0, MAX_STORED_REJECTIONS);
  if (valid.length === 0) {
    // Not one company could be read: the file is not in the expected format.
    await progress(db, jobId, {
      status: "failed",
      total: rejected.length,
      processed: rejected.length,
      failed: rejected.length,
      errors,
      message: UPLOAD_FORMAT_ERROR,
      finishedAt: new Date().toISOString(),
    });
    await env.PHOTOS.delete(uploadKey(jobId));
    return;
  }
  await progress(db, jobId, {
    status: "running",
    total: valid.length + rejected.length,
    failed: rejected.length,
    errors,
    message: `Uploading ${valid.length} companies...`,
  });
  let written = 0;
  const perBatch = ROWS_PER_INSERT * INSERTS_PER_BATCH;
  for (let n = 0; n < valid.length; n += perBatch) {
    const rows = valid.slice(n, n + perBatch).map(({ row, company }) => ({
      id: `g-${jobId}-${row}`,
      userId: null,
      isGlobal: true,
      addedBy: admin?.email ?? "admin",
      ...company,
      state: stateFromAddress(company.address),
    }));
    const inserts = chunk(rows, ROWS_PER_INSERT).map((part) => db.insert(schema.companies).values(part).onConflictDoNothing());
    await db.batch(inserts as [(typeof inserts)[number], ...(typeof inserts)[number][]]);
    written += rows.length;
    await progress(db, jobId, { processed: written + rejected.length, succeeded: written, message: `Uploaded ${written} of ${valid.length} companies...` });
  }
  await progress(db, jobId, {
    status: "done",
    processed: valid.length + rejected.length,
    succeeded: written,
    message: `Successfully uploaded ${written} companies!`,
    finishedAt: new Date().toISOString(),
  });
  await env.PHOTOS.delete(uploadKey(jobId));
}

export interface BroadcastInput {
  title: string;
  message: string;
  target: "all" | "free" | "premium";
}

export async function startBroadcast(env: Env, db: Db, admin: User, input: BroadcastInput, total: number): Promise<Job> {
  const job = (await db
    .insert(j)
    .values({ id: newId(), kind: "broadcast", createdBy: admin.id, total, message: "Queued", input: { ...input, sentBy: admin.email } })
    .returning()
    .get())!;
  await env.JOBS.send({ kind: "broadcast", jobId: job.id });
  await logActivity(db, admin, "broadcast", `"${input.title}" to ${input.target} users`);
  return job;
}

export const runBroadcast = (env: Env, jobId: string) => whileHeld(env, jobId, broadcast);

async function broadcast(env: Env, db: Db, jobId: string, job: Job): Promise<void> {
  const input = job.input as unknown as BroadcastInput & { sentBy: string };
  const u = schema.users;
  await progress(db, jobId, { message: "Sending..." });
  let after = "";
  let reached = 0;
  let processed = 0;
  const n = schema.notifications;
  const ps = schema.pushSubscriptions;
  for (;;) {
    // The page is the next FANOUT_PAGE users of the audience by id; the writes take its id range.
    const page = await db
      .select({ id: u.id })
      .from(u)
      .where(and(audience(input.target), gt(u.id, after)))
      .orderBy(asc(u.id))
      .limit(FANOUT_PAGE);
    if (page.length === 0) break;
    const inPage = and(audience(input.target), gt(u.id, after), lte(u.id, page[page.length - 1].id));
    after = page[page.length - 1].id;
    // One statement writes the page's rows in D1 (was one INSERT per user); RETURNING names the users
    // who got a new row, so a second run pushes and counts nothing twice. In the same batch, after the
    // rows are written: which of them have a tab open (a hub that goes live later counts the rows
    // itself) and which have push subscriptions.
    const [written, live, subscribed] = await db.batch([
      db
        .insert(n)
        .select(
          db
            .select({
              id: sql<string>`'broadcast:' || ${jobId} || ':' || ${u.id}`.as("id"),
              userId: u.id,
              title: sql<string>`${input.title}`.as("title"),
              message: sql<string>`${input.message}`.as("message"),
              kind: sql<string>`'broadcast'`.as("kind"),
              visitId: sql<null>`NULL`.as("visit_id"),
              target: sql<string>`${input.target}`.as("target"),
              sentBy: sql<string>`${input.sentBy}`.as("sent_by"),
              read: sql<number>`0`.as("read"),
              sentAt: sql<string>`${now}`.as("sent_at"),
              readAt: sql<null>`NULL`.as("read_at"),
              organizationId: sql<null>`NULL`.as("organization_id"),
            })
            .from(u)
            .where(inPage),
        )
        .onConflictDoNothing()
        .returning({ userId: n.userId }),
      db
        .select({ id: u.id })
        .from(u)
        .where(and(inPage, isNotNull(u.hubLiveSince))),
      db.selectDistinct({ userId: ps.userId, settings: u.settings }).from(ps).innerJoin(u, eq(u.id, ps.userId)).where(inPage),
    ]);
    const fresh = new Set(written.map((r) => r.userId));
    // Only hubs with open tabs hold a count; the rest read D1, which already has the new rows.
    await Promise.all(live.filter((p) => fresh.has(p.id)).map((p) => userHub(env, p.id).reconcileUnread(p.id)));
    for (const { userId, settings } of subscribed) {
      if (fresh.has(userId) && pushAllowed(settings, "systemUpdates")) {
        await sendPush(env, db, userId, { title: input.title, body: input.message, tag: `broadcast-${jobId}`, url: "/app/notifications" });
      }
    }
    reached += fresh.size;
    processed += page.length;
    await progress(db, jobId, { processed, succeeded: reached, message: `Sent to ${processed} users...` });
  }
  const total = processed;
  await progress(db, jobId, {
    status: "done",
    total,
    processed: total,
    succeeded: total,
    message: `Notification sent to ${total} users!`,
    finishedAt: new Date().toISOString(),
  });
}
