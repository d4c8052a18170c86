// POST /api/v1/cases/bulk and GET /api/v1/jobs/{id}: the body's cases wait in R2 under the job's upload key and
// go through the JOBS queue like a CSV upload; the consumer checks each item (api-bulk.ts) and hands the rows to
// the CSV import's writer (pages of 1,000 in one batch each, ids fixed by job and index, so a re-delivered
// message adds nothing). The job belongs to the key's organization: another's is 404.
import { and, eq } from "drizzle-orm";
import { type Db, schema } from "../../platform/db/db.server";
import type { Job } from "../../platform/db/schema";
import type { JobKind } from "../../platform/jobs/kinds";
import { progress, whileHeld } from "../../platform/jobs/run.server";
import { queueUploadJob, uploadStopped } from "../../platform/jobs/upload.server";
import { Refusal } from "../../platform/refusal";
import { uploadKey } from "../../platform/storage-keys";
import type { Rejection } from "../cases/case-csv";
import { writeCaseRows } from "../cases/case-import.server";
import type { ApiCaller } from "./api-auth.server";
import { apiMember } from "./api-case-create.server";
import { type BulkCompany, bulkRows, companyIds } from "./api-bulk";

export const API_BULK_JOB = "api-cases-bulk";
export const API_JOB_MESSAGES = { notFound: "No job with this id in your organization." };

export async function startBulk(db: Db, env: Env, caller: ApiCaller, items: unknown[]): Promise<Job> {
  const member = await apiMember(db, caller);
  const input = { organizationId: caller.organizationId, keyName: caller.keyName, items: items.length };
  return queueUploadJob(env, db, { kind: API_BULK_JOB, createdBy: member.user.id, input }, new File([JSON.stringify(items)], "cases.json"));
}

export const apiBulkJob: JobKind = {
  run: (message, env) => whileHeld(env, message.jobId, bulkImport),
  stopped: uploadStopped,
  dropsUploadWhenStopped: true,
};

async function bulkImport(env: Env, db: Db, jobId: string, job: Job): Promise<void> {
  const object = await env.PHOTOS.get(uploadKey(jobId));
  if (!object)
    return progress(db, jobId, { status: "failed", finishedAt: new Date().toISOString(), message: "The cases sent are no longer there; send them again." });
  const items = (await object.json()) as unknown[];
  const orgId = String(job.input.organizationId);
  const ids = companyIds(items);
  const found = ids.length
    ? await env.DB.prepare("SELECT id, name, address FROM companies WHERE organization_id = ?2 AND id IN (SELECT value FROM json_each(?1))")
        .bind(JSON.stringify(ids), orgId)
        .all<BulkCompany & { id: string }>()
    : { results: [] };
  const companies = new Map(found.results.map((k) => [k.id, { name: k.name, address: k.address }]));
  const maker = (await db.select().from(schema.users).where(eq(schema.users.id, job.createdBy)).get())!;
  await writeCaseRows(env, db, jobId, job, bulkRows(items, companies, new Date(job.createdAt)), {
    actor: { id: maker.id, name: `api (${String(job.input.keyName)})`, email: maker.email },
    createdFrom: (row) => `Created through the API (bulk item ${row}, `,
  });
}

/** A bulk job's progress as the API reports it: each refused item by its index (the first 200 are kept). */
export async function apiJob(db: Db, caller: ApiCaller, id: string) {
  const job = await db
    .select()
    .from(schema.jobs)
    .where(and(eq(schema.jobs.id, id), eq(schema.jobs.kind, API_BULK_JOB)))
    .get();
  if (!job || job.input.organizationId !== caller.organizationId) throw new Refusal(404, API_JOB_MESSAGES.notFound);
  return {
    id: job.id,
    state: job.status,
    total: job.total || Number(job.input.items),
    processed: job.processed,
    created: job.succeeded,
    refused_count: job.failed,
    refused: ((job.errors ?? []) as Rejection[]).map((r) => ({ index: r.row, reason: r.reason })),
    message: job.message,
  };
}
