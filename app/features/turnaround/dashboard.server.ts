// The turnaround dashboard's work for its routes: the page's figures, preparing an export and
// answering the CSV. The routes check "read dashboard" (owners, managers, reviewers) and parse.
import * as v from "valibot";
import type { Db } from "../../platform/db/db.server";
import { misExportKey } from "../../platform/storage-keys";
import { Refusal } from "../../platform/request.server";
import { JobQuery, orgJob } from "../../platform/jobs/org-job.server";
import type { MemberContext as Member } from "../organizations/membership.server";
import { misFileName } from "./mis-export";
import { PREPARED_EXPORT_GONE, preparedExportGone } from "./prepared-export";
import {
  countCases,
  DIRECT_EXPORT_LIMIT,
  exportHeaders,
  exportIsZip,
  MIS_EXPORT_JOB,
  misExportStream,
  planMisExport,
  startMisExport,
} from "./mis-export.server";
import { parseTurnaroundRange, type RangeChoice, rangeSearch } from "./range";
import { loadTurnaround } from "./turnaround.server";

export const EXPORT_MESSAGES = {
  tooMany: (n: number) => `This range has ${n} cases: prepare the export and download it when it is ready.`,
  notReady: "This export is not ready yet.",
  gone: PREPARED_EXPORT_GONE,
  notFound: "Export not found.",
};

export const RangeQuery = v.object({
  range: v.optional(v.string()),
  from: v.optional(v.string()),
  to: v.optional(v.string()),
  job: JobQuery.entries.job,
});
type RangeInput = Omit<v.InferOutput<typeof RangeQuery>, "job">;

export const ExportForm = v.object({
  intent: v.literal("export"),
  range: v.optional(v.string()),
  from: v.optional(v.string()),
  to: v.optional(v.string()),
});

/** The organization's cases created in the chosen range, as the export reads them. */
const rangeOf = (member: Member, choice: RangeChoice) => ({ orgId: member.org.id, start: choice.start, end: choice.end });

const params = (q: RangeInput) =>
  new URLSearchParams(Object.entries({ range: q.range, from: q.from, to: q.to }).filter((e): e is [string, string] => typeof e[1] === "string"));

/** The page's data; `refused` is set (answered 422) when the range does not parse. */
export async function turnaroundPage(env: Env, db: Db, member: Member, query: v.InferOutput<typeof RangeQuery>, now: Date) {
  const parsed = parseTurnaroundRange(params(query), now, member.user.timeZone);
  const job = query.job ? await orgJob(db, member.org.id, query.job, MIS_EXPORT_JOB) : null;
  const jobGone = job?.status === "done" && preparedExportGone(job.finishedAt, now);
  // The job's progress alone (its poll, and "Refresh progress"): no figures are read.
  if (query.job && query.range === undefined) return { refused: null, choice: null, figures: null, job, jobGone };
  if (!parsed.ok) return { refused: parsed, choice: null, figures: null, job, jobGone };
  const figures = await loadTurnaround(env.DB, member.org.id, parsed.choice, now);
  // Only a range small enough for the page's download link has its file's kind read (the link names it).
  const zip = figures.total > 0 && figures.total <= DIRECT_EXPORT_LIMIT && (await exportIsZip(env.DB, rangeOf(member, parsed.choice)));
  return { refused: null, choice: parsed.choice, figures, job, jobGone, directLimit: DIRECT_EXPORT_LIMIT, zip };
}

/** Prepare export: the range's CSV is written by the queue; answers the page's address that follows the job. */
export async function prepareExport(env: Env, db: Db, member: Member, form: RangeInput, origin: string) {
  const parsed = parseTurnaroundRange(params(form), new Date(), member.user.timeZone);
  if (!parsed.ok) throw new Refusal(422, parsed.message);
  const range = rangeOf(member, parsed.choice);
  const total = await countCases(env.DB, range);
  const fileName = misFileName(member.org.code, parsed.choice.from, parsed.choice.to);
  const job = await startMisExport(env, db, member.user, { ...range, fileName, total }, origin);
  return `/app/org/${member.org.code}/turnaround?${rangeSearch(parsed.choice)}&job=${job.id}`;
}

/** The export (a CSV, or a ZIP per checklist version): `?job=<id>` downloads a prepared one from R2; a small range streams at once. */
export async function exportCsv(env: Env, db: Db, member: Member, query: v.InferOutput<typeof RangeQuery>, origin: string) {
  if (query.job) {
    const job = await orgJob(db, member.org.id, query.job, MIS_EXPORT_JOB);
    if (!job) throw new Refusal(404, EXPORT_MESSAGES.notFound);
    if (job.status !== "done") throw new Refusal(409, EXPORT_MESSAGES.notReady);
    const object = await env.PHOTOS.get(misExportKey(job.id));
    if (!object) throw new Refusal(410, EXPORT_MESSAGES.gone);
    // The job wrote a ZIP when the range mixed checklist versions: the stored type says which.
    const csvName = String(job.input.fileName);
    const fileName = object.httpMetadata?.contentType === "application/zip" ? csvName.replace(/\.csv$/, ".zip") : csvName;
    return new Response(object.body, { headers: { ...exportHeaders(fileName), "Content-Length": String(object.size) } });
  }
  const parsed = parseTurnaroundRange(params(query), new Date(), member.user.timeZone);
  if (!parsed.ok) throw new Refusal(422, parsed.message);
  const range = rangeOf(member, parsed.choice);
  const total = await countCases(env.DB, range);
  if (total > DIRECT_EXPORT_LIMIT) throw new Refusal(413, EXPORT_MESSAGES.tooMany(total));
  const plan = await planMisExport(env.DB, db, range, misFileName(member.org.code, parsed.choice.from, parsed.choice.to));
  const fileName = plan.zip ? misFileName(member.org.code, parsed.choice.from, parsed.choice.to, true) : plan.files[0].name;
  return new Response(misExportStream(env.DB, range, plan, origin), { headers: exportHeaders(fileName) });
}
