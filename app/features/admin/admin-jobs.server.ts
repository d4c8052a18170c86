// The administrator's bulk work through the JOBS queue (platform/jobs): the deployment-wide company
// CSV and the broadcast fan-out. Both are safe to run twice on the same message: every row they write
// has an id fixed by the job, so a second run adds nothing and raises no count twice.
import { and, asc, eq, gt, isNotNull, lte, sql } from "drizzle-orm";
import { type Db, schema } from "../../platform/db/db.server";
import type { User } from "../../platform/db/schema";
import { audience } from "./admin.server";
import { logActivity } from "../../platform/admin-log.server";
import { BROADCAST_FAILED, UPLOAD_FORMAT_ERROR } from "./admin-messages";
import { parseCompanyCsv } from "../companies/csv";
import { newId } from "../../platform/ids";
import type { JobKind } from "../../platform/jobs/kinds";
import { MAX_STORED_REJECTIONS, progress, whileHeld } from "../../platform/jobs/run.server";
import { MAX_UPLOAD_ROWS, queueUploadJob, uploadStopped } from "../../platform/jobs/upload.server";
import { sendPush } from "../notifications/push.server";
import { pushAllowed } from "../../platform/settings";
import { recordNotificationsWhere } from "../../platform/notifications/record";
import { stateFromAddress } from "../../platform/states";
import { uploadKey } from "../../platform/storage-keys";
import { userHub } from "../notifications/user-hub.server";
import { chunk } from "../../platform/db/limits";
import { now } from "../../platform/db/tables/columns";
import type { Job } from "../../platform/db/schema";

/**
 * Directory rows per INSERT: a company row binds at most 15 values, and D1 refuses a statement with
 * more than 100 bound parameters, so 6 rows (90 at most) go in one statement.
 */
export const ROWS_PER_INSERT = 6;
/** INSERTs per D1 batch (one round trip, one transaction): 300 rows, then the job's progress. */
export const INSERTS_PER_BATCH = 50;
/** Users per broadcast page: one INSERT ... SELECT over a range of user ids, so no id list binds them. */
export const FANOUT_PAGE = 500;
const j = schema.jobs;

export async function startCompanyUpload(env: Env, db: Db, admin: User, file: File): Promise<Job> {
  const job = await queueUploadJob(env, db, { kind: "company-csv", createdBy: admin.id, input: { fileName: file.name } }, file);
  await logActivity(db, admin, "bulk_upload", `Uploaded ${file.name} (${file.size} bytes)`);
  return job;
}

export const runCompanyUpload = (env: Env, jobId: string) => whileHeld(env, jobId, companyUpload);

export const companyUploadJob: JobKind = {
  run: (message, env) => runCompanyUpload(env, message.jobId),
  stopped: uploadStopped,
  dropsUploadWhenStopped: true,
};

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

export const broadcastJob: JobKind = {
  run: (message, env) => runBroadcast(env, message.jobId),
  stopped: (job) => `${BROADCAST_FAILED}: it stopped after reaching ${job.succeeded} users.`,
};

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
      recordNotificationsWhere(
        db,
        {
          id: sql<string>`'broadcast:' || ${jobId} || ':' || ${u.id}`,
          userId: u.id,
          title: input.title,
          message: input.message,
          kind: "broadcast",
          visitId: null,
          target: input.target,
          sentBy: input.sentBy,
          sentAt: now,
          organizationId: null,
        },
        sql`FROM ${u} WHERE ${inPage}`,
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
