// The directory's CSV import through the JOBS queue: the file waits in R2, the consumer checks every
// row with the personal import's parser, refuses rows that repeat a company of the organization (same
// CIN, or same name without a CIN) or an earlier row, and writes the rest a page at a time with
// progress. Row ids are fixed by the job (`o-<job>-<row>`), so a re-delivered message adds nothing.
import { and, eq, sql } from "drizzle-orm";
import { type Db, schema } from "../../platform/db/db.server";
import type { Job, User } from "../../platform/db/schema";
import { stateFromAddress } from "../../platform/states";
import { uploadKey } from "../../platform/storage-keys";
import type { JobKind } from "../../platform/jobs/kinds";
import { MAX_STORED_REJECTIONS, progress, whileHeld } from "../../platform/jobs/run.server";
import { MAX_UPLOAD_ROWS, queueUploadJob, uploadStopped } from "../../platform/jobs/upload.server";
import { duplicateKey } from "./companies.server";
import { warningsNote } from "./identity/import-report";
import type { CompanyInput } from "./company-form";
import { parseCompanyCsv } from "./csv";
import { jsonInsertSql, jsonPages } from "./directory-bulk.server";

export const DIRECTORY_JOB = "directory-csv";

/** Queues the import of `file` into organization `orgId`'s directory. */
export async function startDirectoryImport(env: Env, db: Db, user: User, orgId: string, file: File): Promise<Job> {
  return queueUploadJob(env, db, { kind: DIRECTORY_JOB, createdBy: user.id, input: { organizationId: orgId, fileName: file.name } }, file);
}

export const runDirectoryImport = (env: Env, jobId: string) => whileHeld(env, jobId, directoryImport);

export const directoryImportJob: JobKind = {
  run: (message, env) => runDirectoryImport(env, message.jobId),
  stopped: uploadStopped,
};

const rowId = (jobId: string, row: number) => `o-${jobId}-${row}`;

/** Keys of the organization's companies (not written by this job) among `companies`. */
async function takenKeys(d1: D1Database, orgId: string, jobId: string, companies: CompanyInput[]): Promise<Set<string>> {
  const cins = [...new Set(companies.flatMap((x) => (x.cin ? [x.cin] : [])))];
  const names = [...new Set(companies.filter((x) => !x.cin).map((x) => x.name.trim().toLowerCase()))];
  const { results } = await d1
    .prepare(
      `SELECT cin, name FROM companies WHERE organization_id = ?1 AND id NOT LIKE ?4 ESCAPE '\\'
       AND (cin IN (SELECT value FROM json_each(?2)) OR (cin IS NULL AND lower(name) IN (SELECT value FROM json_each(?3))))`,
    )
    .bind(orgId, JSON.stringify(cins), JSON.stringify(names), `o-${jobId.replace(/[\\%_]/g, (m) => `\\${m}`)}-%`)
    .all<{ cin: string | null; name: string }>();
  return new Set(results.map((r) => duplicateKey(r)));
}

const COLUMNS = ["id", "name", "cin", "gstin", "pan", "address", "state", "phone_number", "email", "website", "contact_person", "notes"] as const;

async function directoryImport(env: Env, db: Db, jobId: string, job: Job): Promise<void> {
  const orgId = String(job.input.organizationId);
  const object = await env.PHOTOS.get(uploadKey(jobId));
  const finish = (fields: Partial<Job>) => progress(db, jobId, { finishedAt: new Date().toISOString(), ...fields });
  if (!object) return finish({ status: "failed", message: "The uploaded file is no longer there; please upload it again." });
  const parsed = parseCompanyCsv(await object.text(), { maxRows: MAX_UPLOAD_ROWS });
  const taken = await takenKeys(
    env.DB,
    orgId,
    jobId,
    parsed.valid.map((v) => v.company),
  );
  const rejected = [...parsed.rejected];
  const seen = new Set<string>();
  const valid = parsed.valid.filter(({ row, company }) => {
    const key = duplicateKey(company);
    const reason = taken.has(key) ? "Already in this organization's directory" : seen.has(key) ? "Repeats an earlier row of this file" : null;
    seen.add(key);
    if (reason) rejected.push({ row, reason });
    return !reason;
  });
  rejected.sort((a, b) => a.row - b.row);
  const total = valid.length + rejected.length;
  await progress(db, jobId, {
    total,
    processed: rejected.length,
    failed: rejected.length,
    errors: rejected.slice(0, MAX_STORED_REJECTIONS),
    message: `Importing ${valid.length} companies...`,
  });
  const user = await db.select({ email: schema.users.email }).from(schema.users).where(eq(schema.users.id, job.createdBy)).get();
  const insert = env.DB.prepare(jsonInsertSql("companies", COLUMNS, { organization_id: "?2", user_id: "NULL", is_global: "0", added_by: "?3" }));
  const rows = valid.map(({ row, company: x }) => ({
    id: rowId(jobId, row),
    name: x.name,
    cin: x.cin ?? null,
    gstin: x.gstin ?? null,
    pan: x.pan ?? null,
    address: x.address,
    state: stateFromAddress(x.address),
    phone_number: x.phoneNumber ?? null,
    email: x.email ?? null,
    website: x.website ?? null,
    contact_person: x.contactPerson ?? null,
    notes: x.notes ?? null,
  }));
  let done = 0;
  for (const page of jsonPages(rows)) {
    await insert.bind(JSON.stringify(page), orgId, user?.email ?? "").run();
    done += page.length;
    await progress(db, jobId, { processed: rejected.length + done, message: `Imported ${done} of ${valid.length} companies...` });
  }
  // Counted from the rows themselves, so a second run reports the same figure as the first.
  const written = await db
    .select({ n: sql<number>`count(*)` })
    .from(schema.companies)
    .where(and(eq(schema.companies.organizationId, orgId), sql`${schema.companies.id} LIKE ${`o-${jobId}-%`}`))
    .get();
  await finish({
    status: "done",
    processed: total,
    succeeded: written?.n ?? 0,
    message: `Imported ${written?.n ?? 0} companies${warningsNote(valid.map((v) => v.company))}.`,
  });
  await env.PHOTOS.delete(uploadKey(jobId));
}
