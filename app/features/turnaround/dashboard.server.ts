// Loaders and the action of the turnaround dashboard and its export. Each checks "read dashboard"
// itself (owners, managers, reviewers): an inspector gets 403, a non-member 404.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { json, redirect } from "@remix-run/cloudflare";
import * as v from "valibot";
import { misExportKey } from "../../platform/storage-keys";
import { handled, handledLoader, readForm, readQuery, Refusal } from "../../platform/request.server";
import { JobQuery, orgJob } from "../../platform/jobs/org-job.server";
import { requireMember } from "../organizations/membership.server";
import { misFileName } from "./mis-export";
import { PREPARED_EXPORT_GONE, preparedExportGone } from "./prepared-export";
import { countCases, csvHeaders, DIRECT_EXPORT_LIMIT, MIS_EXPORT_JOB, misCsvStream, startMisExport } from "./mis-export.server";
import { parseTurnaroundRange, rangeSearch } from "./range";
import { loadTurnaround } from "./turnaround.server";

export const EXPORT_MESSAGES = {
  tooMany: (n: number) => `This range has ${n} cases: prepare the export and download it when it is ready.`,
  notReady: "This export is not ready yet.",
  gone: PREPARED_EXPORT_GONE,
  notFound: "Export not found.",
};

const RangeQuery = v.object({
  range: v.optional(v.string()),
  from: v.optional(v.string()),
  to: v.optional(v.string()),
  job: JobQuery.entries.job,
});

const params = (q: v.InferOutput<typeof RangeQuery>) =>
  new URLSearchParams(Object.entries({ range: q.range, from: q.from, to: q.to }).filter((e): e is [string, string] => typeof e[1] === "string"));

const origin = (env: Env, request: Request) => env.APP_URL || new URL(request.url).origin;

export const turnaroundLoader = handledLoader(async ({ request, context, params: route }: LoaderFunctionArgs) => {
  const member = await requireMember(context, request, route.code, "read dashboard");
  const query = readQuery(request, RangeQuery);
  const now = new Date();
  const parsed = parseTurnaroundRange(params(query), now, member.user.timeZone);
  const job = query.job ? await orgJob(context.db, member.org.id, query.job, MIS_EXPORT_JOB) : null;
  const jobGone = job?.status === "done" && preparedExportGone(job.finishedAt, now);
  // The job's progress alone (its poll, and "Refresh progress"): no figures are read.
  if (query.job && query.range === undefined) return json({ refused: null, choice: null, figures: null, job, jobGone });
  if (!parsed.ok) return json({ refused: parsed, choice: null, figures: null, job, jobGone }, { status: 422 });
  const figures = await loadTurnaround(context.cloudflare.env.DB, member.org.id, parsed.choice, now);
  return json({ refused: null, choice: parsed.choice, figures, job, jobGone, directLimit: DIRECT_EXPORT_LIMIT });
});

const ExportForm = v.object({
  intent: v.literal("export"),
  range: v.optional(v.string()),
  from: v.optional(v.string()),
  to: v.optional(v.string()),
});

/** Prepare export: the range's CSV is written by the queue; the page follows the job. */
export const turnaroundAction = handled(async ({ request, context, params: route }: ActionFunctionArgs) => {
  const member = await requireMember(context, request, route.code, "read dashboard");
  const form = await readForm(request, ExportForm);
  const parsed = parseTurnaroundRange(params(form), new Date(), member.user.timeZone);
  if (!parsed.ok) throw new Refusal(422, parsed.message);
  const env = context.cloudflare.env;
  const range = { orgId: member.org.id, start: parsed.choice.start, end: parsed.choice.end };
  const total = await countCases(env.DB, range);
  const fileName = misFileName(member.org.code, parsed.choice.from, parsed.choice.to);
  const job = await startMisExport(env, context.db, member.user, { ...range, fileName, total }, origin(env, request));
  return redirect(`/app/org/${member.org.code}/turnaround?${rangeSearch(parsed.choice)}&job=${job.id}`);
});

/** The CSV: `?job=<id>` downloads a prepared export from R2; a range streams at once when it is small. */
export const exportLoader = handledLoader(async ({ request, context, params: route }: LoaderFunctionArgs) => {
  const member = await requireMember(context, request, route.code, "read dashboard", { resource: true });
  const query = readQuery(request, RangeQuery);
  const env = context.cloudflare.env;
  if (query.job) {
    const job = await orgJob(context.db, member.org.id, query.job, MIS_EXPORT_JOB);
    if (!job) throw new Refusal(404, EXPORT_MESSAGES.notFound);
    if (job.status !== "done") throw new Refusal(409, EXPORT_MESSAGES.notReady);
    const object = await env.PHOTOS.get(misExportKey(job.id));
    if (!object) throw new Refusal(410, EXPORT_MESSAGES.gone);
    return new Response(object.body, { headers: { ...csvHeaders(String(job.input.fileName)), "Content-Length": String(object.size) } });
  }
  const parsed = parseTurnaroundRange(params(query), new Date(), member.user.timeZone);
  if (!parsed.ok) throw new Refusal(422, parsed.message);
  const range = { orgId: member.org.id, start: parsed.choice.start, end: parsed.choice.end };
  const total = await countCases(env.DB, range);
  if (total > DIRECT_EXPORT_LIMIT) throw new Refusal(413, EXPORT_MESSAGES.tooMany(total));
  const fileName = misFileName(member.org.code, parsed.choice.from, parsed.choice.to);
  return new Response(misCsvStream(env.DB, range, origin(env, request)), { headers: csvHeaders(fileName) });
});
