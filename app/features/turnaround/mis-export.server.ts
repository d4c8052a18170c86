// The MIS export's pages and where they go. Cases are read in keyset pages of MIS_PAGE on
// cases_org_created_idx (organization, created_at, id), so memory holds one page whatever the range.
// A small range streams straight to the browser (a pull stream: the next page is read only when the
// last one has been taken); a large one is written by the JOBS queue to R2 as a multipart upload of
// 5 MiB parts, then downloaded from there. A range whose inspections were answered with more than one
// checklist version is a ZIP (client-zip, streamed) of one CSV per version, plus the cases without answers.
import { makeZip } from "client-zip";
import type { Db } from "../../platform/db/db.server";
import { schema } from "../../platform/db/db.server";
import type { Job, User } from "../../platform/db/schema";
import { newId } from "../../platform/ids";
import { misExportKey } from "../../platform/storage-keys";
import { progress, whileHeld } from "../../platform/jobs/run.server";
import type { JobKind } from "../../platform/jobs/kinds";
import { publishedVersion } from "../checklists/mapping.server";
import { type MisCase, type MisChecklist, misCsvPage, versionFileName, WITHOUT_CHECKLIST_FILE } from "./mis-export";

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
    i.checklist_id AS checklistId, i.checklist_version AS checklistVersion, i.checklist_answers AS checklistAnswers,
    (SELECT l.id FROM verify_links l WHERE l.user_id = i.user_id AND l.inspection_id = i.id AND l.revoked_at IS NULL AND l.expires_at > ?5
      ORDER BY l.expires_at DESC LIMIT 1) AS linkId
  FROM cases c
  LEFT JOIN users u ON u.id = c.assignee_id
  LEFT JOIN dispositions d ON d.id = c.disposition_id
  LEFT JOIN inspections i ON i.id = c.inspection_id
  WHERE c.organization_id = ?1 AND c.created_at >= ?2 AND c.created_at < ?3 AND (c.created_at > ?2 OR c.id > ?4)
    AND (?6 = '*' OR (coalesce(i.checklist_id, '') = ?6 AND coalesce(i.checklist_version, 0) = ?7))
  ORDER BY c.created_at, c.id LIMIT ${MIS_PAGE}`;

/** Which of the range's cases a file holds: all ("*"), those answered with one checklist version, or those without answers (""). */
export type MisFilter = { checklistId: string; version: number };
const ALL: MisFilter = { checklistId: "*", version: 0 };
const WITHOUT: MisFilter = { checklistId: "", version: 0 };

/** The range's cases (those of `filter`), page by page, in creation order. */
export async function* misPages(d1: D1Database, range: ExportRange, filter = ALL, now = new Date()): AsyncGenerator<MisCase[]> {
  // The keyset: from `from` on, past `afterId` among the cases created at exactly `from`.
  let from = range.start;
  let afterId = "";
  const statement = d1.prepare(PAGE_SQL);
  for (;;) {
    const { results } = await statement.bind(range.orgId, from, range.end, afterId, now.toISOString(), filter.checklistId, filter.version).all<MisCase>();
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

export interface MisFile {
  name: string;
  checklist: MisChecklist | null;
  filter: MisFilter;
}
/** What an export writes: one CSV (`zip` false), or a ZIP of one CSV per checklist version. */
export interface MisPlan {
  zip: boolean;
  files: MisFile[];
}

const VERSIONS_SQL = `SELECT i.checklist_id AS checklistId, i.checklist_version AS version, count(*) AS n
  FROM cases c JOIN inspections i ON i.id = c.inspection_id
  WHERE c.organization_id = ?1 AND c.created_at >= ?2 AND c.created_at < ?3 AND i.checklist_id IS NOT NULL AND i.checklist_version IS NOT NULL
  GROUP BY i.checklist_id, i.checklist_version ORDER BY i.checklist_id, i.checklist_version`;

/** The checklist versions the range's inspections were answered with, and how many each. */
async function answeredVersions(d1: D1Database, range: ExportRange) {
  return (await d1.prepare(VERSIONS_SQL).bind(range.orgId, range.start, range.end).all<MisFilter & { n: number }>()).results;
}

/** True when the range mixes checklist versions: its export is a ZIP (planMisExport). */
export const exportIsZip = async (d1: D1Database, range: ExportRange) => (await answeredVersions(d1, range)).length > 1;

/**
 * The files of the range's export: the checklist versions its inspections were answered with decide.
 * None or one: a single CSV (named `csvName`), with that version's columns. More: one CSV per version and
 * one of the cases without answers (not captured yet, or captured with the seven questions), in a ZIP.
 */
export async function planMisExport(d1: D1Database, db: Db, range: ExportRange, csvName: string): Promise<MisPlan> {
  const results = await answeredVersions(d1, range);
  const versions = await Promise.all(
    results.map(async (r): Promise<MisFile> => {
      const found = await publishedVersion(db, range.orgId, r.checklistId, r.version);
      const checklist = found && { checklistId: r.checklistId, version: r.version, title: found.definition.title, definition: found.definition };
      return { name: "", checklist, filter: { checklistId: r.checklistId, version: r.version } };
    }),
  );
  if (versions.length <= 1) return { zip: false, files: [{ name: csvName, checklist: versions[0]?.checklist ?? null, filter: ALL }] };
  const taken = new Set([WITHOUT_CHECKLIST_FILE.toLowerCase()]);
  const files = versions.map((f) => ({ ...f, name: versionFileName(f.checklist?.title ?? "Checklist", f.filter.version, taken) }));
  const answered = results.reduce((sum, r) => sum + r.n, 0);
  if ((await countCases(d1, range)) > answered) files.push({ name: WITHOUT_CHECKLIST_FILE, checklist: null, filter: WITHOUT });
  return { zip: true, files };
}

/** One file's CSV text, page by page; `onPage` hears each page's size (the prepared export's progress). */
async function* fileText(d1: D1Database, range: ExportRange, file: MisFile, origin: string, onPage?: (n: number) => Promise<void>) {
  let first = true;
  for await (const page of misPages(d1, range, file.filter)) {
    yield misCsvPage(page, origin, first, file.checklist);
    first = false;
    await onPage?.(page.length);
  }
  if (first) yield misCsvPage([], origin, true, file.checklist);
}

/** The export as a byte stream that reads a page only when the reader wants more: the CSV, or the ZIP of the plan's files. */
export function misExportStream(d1: D1Database, range: ExportRange, plan: MisPlan, origin: string, onPage?: (n: number) => Promise<void>) {
  if (plan.zip) {
    const now = new Date();
    const entries = async function* () {
      for (const file of plan.files) yield { name: file.name, lastModified: now, input: fileText(d1, range, file, origin, onPage) };
    };
    return makeZip(entries());
  }
  const pages = fileText(d1, range, plan.files[0], origin, onPage);
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await pages.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value));
    },
    async cancel() {
      await pages.return(undefined);
    },
  });
}

/** A download's headers: a ZIP or a CSV, by the file's name. */
export function exportHeaders(fileName: string): HeadersInit {
  const type = fileName.endsWith(".zip") ? "application/zip" : "text/csv; charset=utf-8";
  return { "Content-Type": type, "Content-Disposition": `attachment; filename="${fileName}"`, "Cache-Control": "no-store" };
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
  const input = job.input as { organizationId: string; start: string; end: string; origin: string; fileName: string };
  const range = { orgId: input.organizationId, start: input.start, end: input.end };
  const plan = await planMisExport(env.DB, db, range, input.fileName);
  // A re-run starts the file again: an abandoned upload's parts are discarded by R2. The object's type says
  // whether the download is the CSV or the ZIP.
  const upload = await env.PHOTOS.createMultipartUpload(misExportKey(jobId), {
    httpMetadata: { contentType: plan.zip ? "application/zip" : "text/csv; charset=utf-8" },
  });
  const parts: R2UploadedPart[] = [];
  // R2 wants every part but the last of one size: the stream's chunks are copied into one part-sized buffer.
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
  let written = 0;
  const onPage = async (n: number) => {
    written += n;
    await progress(db, jobId, { processed: written, message: `Exported ${written} of ${job.total} cases...` });
  };
  const reader = misExportStream(env.DB, range, plan, input.origin, onPage).getReader();
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) await write(chunk.value);
  if (filled > 0 || parts.length === 0) parts.push(await upload.uploadPart(parts.length + 1, part.slice(0, filled)));
  await upload.complete(parts);
  const finishedAt = new Date().toISOString();
  await progress(db, jobId, { status: "done", total: written, processed: written, succeeded: written, message: `Exported ${written} cases.`, finishedAt });
}
