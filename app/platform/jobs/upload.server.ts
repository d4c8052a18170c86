// A CSV file imported through the JOBS queue: checked on arrival, kept in R2 under uploadKey(job)
// while the job's consumer reads it, then deleted by that consumer.
import { type Db, schema } from "../db/db.server";
import type { Job } from "../db/schema";
import { readCsvUpload } from "../csv";
import { newId } from "../ids";
import { Refusal } from "../refusal";
import { uploadKey } from "../storage-keys";

export const MAX_UPLOAD_BYTES = 5 * 1_048_576;
/** A 5 MB file holds about 50,000 rows of name, CIN, GSTIN and address. */
export const MAX_UPLOAD_ROWS = 100_000;

/** The uploaded CSV file, or the refusal saying why it cannot be imported. */
export async function checkCsvFile(file: unknown, maxBytes: number): Promise<File> {
  const upload = await readCsvUpload(file, maxBytes);
  if ("problem" in upload) throw new Refusal(upload.tooLarge ? 413 : 400, upload.problem);
  return file as File;
}

/** What an upload's job says once the queue gave up on it (JobKind.stopped). */
export const uploadStopped = (job: Pick<Job, "succeeded">) => `The upload stopped after ${job.succeeded} companies were written.`;

/** Writes the job's row ("Queued"), puts its file in R2 and sends its message. */
export async function queueUploadJob(env: Env, db: Db, job: { kind: string; createdBy: string; input: Job["input"] }, file: File): Promise<Job> {
  const row = (await db
    .insert(schema.jobs)
    .values({ id: newId(), ...job, message: "Queued" })
    .returning()
    .get())!;
  await env.PHOTOS.put(uploadKey(row.id), await file.arrayBuffer(), { httpMetadata: { contentType: "text/csv" } });
  await env.JOBS.send({ kind: job.kind, jobId: row.id });
  return row;
}
