// Bulk cases through the JOBS queue. The consumer checks every row (case-csv.ts), refuses references
// the organization already has and assignees who are not its inspectors, then writes pages of up to 1,000 rows:
// the page's new directory companies, its cases and their "created" events go in one D1 batch (one
// transaction), with the job's progress. A case's id is fixed by the job and its row (`c-<job>-<row>`)
// and every insert is OR IGNORE, so a re-delivered message writes nothing twice; an event is written
// only beside its own case.
import { queueOrganizationWebhooks } from "../../platform/webhooks/outbox.server";
import { eq } from "drizzle-orm";
import { type Db, schema } from "../../platform/db/db.server";
import type { Job, User } from "../../platform/db/schema";
import { fullName } from "../../platform/names";
import { stateFromAddress } from "../../platform/states";
import { uploadKey } from "../../platform/storage-keys";
import type { JobKind } from "../../platform/jobs/kinds";
import { MAX_STORED_REJECTIONS, progress, whileHeld } from "../../platform/jobs/run.server";
import { queueUploadJob, uploadStopped } from "../../platform/jobs/upload.server";
import { jsonInsertSql, jsonPages } from "../companies/directory-bulk.server";
import { publishedChoices } from "../checklists/mapping.server";
import { CASE_CSV_MESSAGES, type CaseRow, checklistOf, parseCaseCsv, type Rejection } from "./case-csv";
import { orgInspectors } from "./cases.server";
import { VERIFICATION_TYPE_LABELS } from "./status";

export const CASE_IMPORT_JOB = "case-csv";
export const MAX_CASE_CSV_BYTES = 10 * 1_048_576;

export async function startCaseImport(env: Env, db: Db, user: User, orgId: string, file: File): Promise<Job> {
  return queueUploadJob(
    env,
    db,
    { kind: CASE_IMPORT_JOB, createdBy: user.id, input: { organizationId: orgId, fileName: file.name, timeZone: user.timeZone } },
    file,
  );
}

export const runCaseImport = (env: Env, jobId: string) => whileHeld(env, jobId, caseImport);

export const caseImportJob: JobKind = {
  run: (message, env) => runCaseImport(env, message.jobId),
  stopped: uploadStopped,
};

const caseId = (jobId: string, row: number) => `c-${jobId}-${row}`;

/** Binds a long list as one JSON text, 2,000 at a time. */
async function lookup<T>(d1: D1Database, query: string, values: string[], ...more: unknown[]): Promise<T[]> {
  const out: T[] = [];
  for (let n = 0; n < values.length; n += 2000) {
    const { results } = await d1
      .prepare(query)
      .bind(JSON.stringify(values.slice(n, n + 2000)), ...more)
      .all<T>();
    out.push(...results);
  }
  return out;
}

type Site = { id: string; lat: number | null; lon: number | null };

const CASE_COLUMNS = [
  "id",
  "reference",
  "company_id",
  "company_name",
  "site_address",
  "site_latitude",
  "site_longitude",
  "verification_type",
  "instructions",
  "due_at",
  "assignee_id",
  "status",
  "checklist_id",
];
const COMPANY_COLUMNS = ["id", "name", "address", "state"];
const EVENTS_SQL = `INSERT OR IGNORE INTO case_events (id, organization_id, case_id, actor_id, actor_name, kind, detail, data)
  SELECT 'e-' || json_extract(j.value, '$.id'), ?2, json_extract(j.value, '$.id'), ?3, ?4, 'created', json_extract(j.value, '$.detail'),
    json_object('status', json_extract(j.value, '$.status'), 'assigneeId', json_extract(j.value, '$.assignee_id'))
  FROM json_each(?1) AS j WHERE EXISTS (SELECT 1 FROM cases WHERE cases.id = json_extract(j.value, '$.id'))`;

/** Where a job's rows came from: who made them (the history's actor) and how the history names a row's origin. */
export interface CaseRowsSource {
  /** The creator (`created_by`), the history's name for them, and the e-mail a new directory company is added by. */
  actor: { id: string; name: string; email: string };
  /** The history's detail up to the verification type: "Created from a CSV file (row 5, ". */
  createdFrom: (row: number) => string;
}

const finishJob = (db: Db, jobId: string, fields: Partial<Job>) => progress(db, jobId, { finishedAt: new Date().toISOString(), ...fields });

async function caseImport(env: Env, db: Db, jobId: string, job: Job): Promise<void> {
  const object = await env.PHOTOS.get(uploadKey(jobId));
  if (!object) return finishJob(db, jobId, { status: "failed", message: "The uploaded file is no longer there; please upload it again." });
  // "Now" is when the file was sent, so a second run judges every row as the first did.
  const parsed = parseCaseCsv(await object.text(), String(job.input.timeZone ?? "UTC"), new Date(job.createdAt));
  const actor = (await db.select().from(schema.users).where(eq(schema.users.id, job.createdBy)).get())!;
  await writeCaseRows(env, db, jobId, job, parsed, {
    actor: { id: actor.id, name: fullName(actor), email: actor.email },
    createdFrom: (row) => `Created from a CSV file (row ${row}, `,
  });
}

/**
 * The rows checked on their own (`parsed`) checked against the organization and written in pages: the CSV
 * import's and the API's bulk cases' one writer. An assignee is an inspector's e-mail or id; the job's file
 * in R2 is deleted at the end.
 */
export async function writeCaseRows(
  env: Env,
  db: Db,
  jobId: string,
  job: Job,
  parsed: { valid: CaseRow[]; rejected: Rejection[] },
  source: CaseRowsSource,
): Promise<void> {
  const orgId = String(job.input.organizationId);
  const finish = (fields: Partial<Job>) => finishJob(db, jobId, fields);
  const d1 = env.DB;
  const own = { from: `c-${jobId}-`, to: `c-${jobId}.` };
  const taken = new Set(
    (
      await lookup<{ reference: string }>(
        d1,
        "SELECT reference FROM cases WHERE organization_id = ?2 AND reference IN (SELECT value FROM json_each(?1)) AND NOT (id >= ?3 AND id < ?4)",
        parsed.valid.map((r) => r.reference),
        orgId,
        own.from,
        own.to,
      )
    ).map((r) => r.reference),
  );
  const inspectors = new Map((await orgInspectors(db, orgId)).flatMap((i) => [[i.email.toLowerCase(), i] as const, [i.id, i] as const]));
  const checklists = parsed.valid.some((r) => r.checklist) ? await publishedChoices(db, orgId) : [];
  const named = new Map<number, { id: string; title: string }>();
  const rejected: Rejection[] = [...parsed.rejected];
  const valid = parsed.valid.filter((r) => {
    const checklist = r.checklist ? checklistOf(r.checklist, checklists) : null;
    if (checklist && "id" in checklist)
      named.set(
        r.row,
        checklists.find((c) => c.id === checklist.id)!,
      );
    const reason = taken.has(r.reference)
      ? CASE_CSV_MESSAGES.dupInOrg
      : r.assignee && !inspectors.has(r.assignee)
        ? CASE_CSV_MESSAGES.assignee(r.assignee)
        : checklist && "reason" in checklist
          ? checklist.reason
          : null;
    if (reason) rejected.push({ row: r.row, reason });
    return !reason;
  });
  rejected.sort((a, b) => a.row - b.row);
  const total = valid.length + rejected.length;
  if (valid.length === 0)
    return finish({
      status: "failed",
      total,
      processed: total,
      failed: rejected.length,
      errors: rejected.slice(0, MAX_STORED_REJECTIONS),
      message: "No case could be read from this file.",
    });
  await progress(db, jobId, {
    total,
    processed: rejected.length,
    failed: rejected.length,
    errors: rejected.slice(0, MAX_STORED_REJECTIONS),
    message: `Creating ${valid.length} cases...`,
  });

  // Companies already in the directory lend their id and site; a new name joins the directory once.
  const sites = new Map<string, Site>();
  const names = [...new Set(valid.map((r) => r.companyName.toLowerCase()))];
  const known = await lookup<Site & { name: string }>(
    d1,
    "SELECT lower(name) AS name, id, site_latitude AS lat, site_longitude AS lon FROM companies WHERE organization_id = ?2 AND lower(name) IN (SELECT value FROM json_each(?1))",
    names,
    orgId,
  );
  for (const k of known) if (!sites.has(k.name)) sites.set(k.name, k);
  const actor = source.actor;
  const statements = {
    companies: d1.prepare(jsonInsertSql("companies", COMPANY_COLUMNS, { organization_id: "?2", user_id: "NULL", is_global: "0", added_by: "?3" })),
    cases: d1.prepare(jsonInsertSql("cases", CASE_COLUMNS, { organization_id: "?2", created_by: "?3" })),
    events: d1.prepare(EVENTS_SQL),
    progress: d1.prepare("UPDATE jobs SET processed = ?2, message = ?3, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ?1"),
  };
  // Each row as the JSON its page's statements read; new directory companies go with their first row.
  const companies = new Map<number, Record<string, unknown>>();
  const rows = valid.map((r) => caseJson(jobId, r, sites, companies, inspectors, named.get(r.row), source.createdFrom));
  let done = 0;
  for (const page of jsonPages(rows)) {
    const added = page.flatMap((r) => companies.get(r.row) ?? []);
    done += page.length;
    await d1.batch([
      ...(added.length ? [statements.companies.bind(JSON.stringify(added), orgId, actor.email)] : []),
      statements.cases.bind(JSON.stringify(page), orgId, actor.id),
      statements.events.bind(JSON.stringify(page), orgId, actor.id, actor.name),
      statements.progress.bind(jobId, rejected.length + done, `Created ${done} of ${valid.length} cases...`),
    ]);
  }
  // Counted from the rows themselves (a range of the primary key), so a second run reports the same.
  const written = (await d1.prepare("SELECT count(*) AS n FROM cases WHERE id >= ?1 AND id < ?2").bind(own.from, own.to).first<{ n: number }>())!.n;
  const refused = total - written;
  // Cases created assigned are case.assigned events for the organization's webhooks.
  await queueOrganizationWebhooks(env, orgId);
  await finish({
    status: "done",
    processed: total,
    succeeded: written,
    failed: refused,
    message: `Created ${written} cases${refused ? `; ${refused} ${refused === 1 ? "row was" : "rows were"} refused` : ""}.`,
  });
  await env.PHOTOS.delete(uploadKey(jobId));
}

/** A row as the JSON the page's statements read; a company new to the directory is added to `companies`. */
function caseJson(
  jobId: string,
  r: CaseRow,
  sites: Map<string, Site>,
  companies: Map<number, Record<string, unknown>>,
  inspectors: Map<string, { id: string; name: string }>,
  checklist: { id: string; title: string } | undefined,
  createdFrom: CaseRowsSource["createdFrom"],
) {
  const key = r.companyName.toLowerCase();
  let site = sites.get(key);
  if (!site) {
    site = { id: `d-${jobId}-${r.row}`, lat: null, lon: null };
    sites.set(key, site);
    companies.set(r.row, { id: site.id, name: r.companyName, address: r.address, state: stateFromAddress(r.address) });
  }
  const assignee = r.assignee ? inspectors.get(r.assignee) : undefined;
  const status = assignee ? "assigned" : "unassigned";
  return {
    row: r.row,
    id: caseId(jobId, r.row),
    reference: r.reference,
    company_id: site.id,
    company_name: r.companyName,
    site_address: r.address,
    site_latitude: r.site?.latitude ?? site.lat,
    site_longitude: r.site?.longitude ?? site.lon,
    verification_type: r.verificationType,
    instructions: r.instructions,
    due_at: r.dueAt,
    assignee_id: assignee?.id ?? null,
    status,
    checklist_id: checklist?.id ?? null,
    detail: `${createdFrom(r.row)}${VERIFICATION_TYPE_LABELS[r.verificationType]}${checklist ? `, checklist ${checklist.title}` : ""})${assignee ? ` and assigned to ${assignee.name}` : ""}`,
  };
}
