// The MIS export's pages and where they go. Cases are read in keyset pages of MIS_PAGE on
// cases_org_created_idx (organization, created_at, id), so memory holds one page whatever the range.
// A small range streams straight to the browser (a pull stream: the next page is read only when the
// last one has been taken); a large one is written by the JOBS queue to R2 as a multipart upload of
// 5 MiB parts, then downloaded from there.
import type { Db } from "../../platform/db/db.server";
import { schema } from "../../platform/db/db.server";
import type { Job, User } from "../../platform/db/schema";
import { newId } from "../../platform/ids";
import { misExportKey } from "../../platform/storage-keys";
import { progress, whileHeld } from "../../platform/jobs/run.server";
import type { JobKind } from "../../platform/jobs/kinds";
import { type MisCase, misCsvPage } from "./mis-export";

export const MIS_EXPORT_JOB = "turnaround-csv";
export const MIS_PAGE = 1000;
/** Ranges with at most this many cases download at once; larger ones go through the queue. */
export const DIRECT_EXPORT_LIMIT = 10_000;
/** R2 wants every part but the last to be at least 5 MiB, and all of one size. */
const PART_BYTES = 5 * 1_048_576;

export interface ExportRange {
  orgId: string;
  start: string;
  end: string;
}

const PAGE_SQL = `SELECT c.id, c.reference, c.company_name AS companyName, c.site_address AS siteAddress, c.verification_type AS verificationType,
    c.created_at AS createdAt, c.assigned_at AS assignedAt, c.submitted_at AS submittedAt, c.disposed_at AS disposedAt,
    u.first_name AS firstName, u.last_name AS lastName, u.email, d.outcome, d.remark,
    (SELECT l.id FROM verify_links l WHERE l.user_id = i.user_id AND l.inspection_id = i.id AND l.revoked_at IS NULL AND l.expires_at > ?5
      ORDER BY l.expires_at DESC LIMIT 1) AS linkId
  FROM cases c
  LEFT JOIN users u ON u.id = c.assignee_id
  LEFT JOIN dispositions d ON d.id = c.disposition_id
  LEFT JOIN inspections i ON i.id = c.inspection_id
  WHERE c.organization_id = ?1 AND c.created_at >= ?2 AND c.created_at < ?3 AND (c.created_at > ?2 OR c.id > ?4)
  ORDER BY c.created_at, c.id LIMIT ${MIS_PAGE}`;

/** The range's cases, page by page, in creation order. */
export async function* misPages(d1: D1Database, range: ExportRange, now = new Date()): AsyncGenerator<MisCase[]> {
  // The keyset: from `from` on, past `afterId` among the cases created at exactly `from`.
  let from = range.start;
  let afterId = "";
  const statement = d1.prepare(PAGE_SQL);
  for (;;) {
    const { results } = await statement.bind(range.orgId, from, range.end, afterId, now.toISOString()).all<MisCase>();
    if (results.length) yield results;
    if (results.length < MIS_PAGE) return;
    const last = results[results.length - 1];
    from = last.createdAt;
    afterId = last.id;
  }
}

export async function countCases(d1: D1Database, range: ExportRange): Promise<number> {
  const row = await d1
    .prepare("SELECT count(*) AS n FROM cases WHERE organization_id = ?1 AND created_at >= ?2 AND created_at < ?3")
    .bind(range.orgId, range.start, range.end)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

/** The CSV as a byte stream that reads a page only when the reader wants more. */
export function misCsvStream(d1: D1Database, range: ExportRange, origin: string): ReadableStream<Uint8Array> {
  const pages = misPages(d1, range);
  const encoder = new TextEncoder();
  let first = true;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await pages.next();
      const text = misCsvPage(next.done ? [] : next.value, origin, first);
      first = false;
      if (text) controller.enqueue(encoder.encode(text));
      if (next.done) controller.close();
    },
    async cancel() {
      await pages.return(undefined);
    },
  });
}

export function csvHeaders(fileName: string): HeadersInit {
  return { "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": `attachment; filename="${fileName}"`, "Cache-Control": "no-store" };
}

export async function startMisExport(env: Env, db: Db, user: User, range: ExportRange & { fileName: string; total: number }, origin: string): Promise<Job> {
  const job = (await db
    .insert(schema.jobs)
    .values({
      id: newId(),
      kind: MIS_EXPORT_JOB,
      createdBy: user.id,
      total: range.total,
      message: "Queued",
      input: { ...range, organizationId: range.orgId, origin },
    })
    .returning()
    .get())!;
  await env.JOBS.send({ kind: MIS_EXPORT_JOB, jobId: job.id });
  return job;
}

export const runMisExport = (env: Env, jobId: string) => whileHeld(env, jobId, misExport);

export const misExportJob: JobKind = {
  run: (message, env) => runMisExport(env, message.jobId),
  stopped: (job) => `The export stopped after ${job.processed} cases; prepare it again.`,
};

async function misExport(env: Env, db: Db, jobId: string, job: Job): Promise<void> {
  const input = job.input as { organizationId: string; start: string; end: string; origin: string };
  const range = { orgId: input.organizationId, start: input.start, end: input.end };
  // A re-run starts the file again: an abandoned upload's parts are discarded by R2.
  const upload = await env.PHOTOS.createMultipartUpload(misExportKey(jobId), { httpMetadata: { contentType: "text/csv; charset=utf-8" } });
  const parts: R2UploadedPart[] = [];
  // R2 wants every part but the last of one size: pages are copied into one part-sized buffer.
  const part = new Uint8Array(PART_BYTES);
  let filled = 0;
  const write = async (bytes: Uint8Array) => {
    for (let at = 0; at < bytes.length;) {
      const n = Math.min(PART_BYTES - filled, bytes.length - at);
      part.set(bytes.subarray(at, at + n), filled);
      filled += n;
      at += n;
      if (filled === PART_BYTES) {
        parts.push(await upload.uploadPart(parts.length + 1, part));
        filled = 0;
      }
    }
  };
  const encoder = new TextEncoder();
  let written = 0;
  let first = true;
  for await (const page of misPages(env.DB, range)) {
    await write(encoder.encode(misCsvPage(page, input.origin, first)));
    first = false;
    written += page.length;
    await progress(db, jobId, { processed: written, message: `Exported ${written} of ${job.total} cases...` });
  }
  if (first) await write(encoder.encode(misCsvPage([], input.origin, true)));
  if (filled > 0 || parts.length === 0) parts.push(await upload.uploadPart(parts.length + 1, part.slice(0, filled)));
  await upload.complete(parts);
  const finishedAt = new Date().toISOString();
  await progress(db, jobId, { status: "done", total: written, processed: written, succeeded: written, message: `Exported ${written} cases.`, finishedAt });
}
