// Loaders and actions of the organization's case pages. Each checks the member's ability itself
// (requireMember), and every case read goes through caseScope.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { and, eq, sql } from "drizzle-orm";
import * as v from "valibot";
import { type Db, schema } from "../../platform/db/db.server";
import { done, handled, handledLoader, idParam, parseForm, querySchema, readFormData, readQuery, Refusal } from "../../platform/request.server";
import { parseTypedForm, withTypedForm } from "../../platform/typed-form.server";
import { directoryChoices } from "../companies/directory.server";
import { readCsvUpload } from "../companies/csv";
import { requireMember } from "../organizations/membership.server";
import { can } from "../organizations/roles";
import { CASE_MESSAGES } from "./case-access.server";
import { CASE_FORM_MESSAGES, CaseSchema } from "./case-form";
import { MAX_CASE_CSV_BYTES, startCaseImport } from "./case-import.server";
import { caseDetail, createCase, listCases, orgInspectors, parseCaseListQuery } from "./cases.server";

const ListQuery = querySchema(["status", "q", "after"], parseCaseListQuery);

export const caseListLoader = handledLoader(async ({ request, context, params }: LoaderFunctionArgs) => {
  const member = await requireMember(context, request, params.code, "read all cases");
  const query = readQuery(request, ListQuery);
  const list = await listCases(context.db, member, query);
  return json({
    ...list,
    query: { status: query.status ?? "", q: query.q },
    now: new Date().toISOString(),
    timeZone: member.user.timeZone,
    mayCreate: can(member.membership.role, "create case"),
  });
});

export const newCaseLoader = handledLoader(async ({ request, context, params }: LoaderFunctionArgs) => {
  const { org, user } = await requireMember(context, request, params.code, "create case");
  const [companies, inspectors] = await Promise.all([directoryChoices(context.db, org.id), orgInspectors(context.db, org.id)]);
  return json({ companies, inspectors: inspectors.map(({ id, name, email }) => ({ id, label: `${name} (${email})` })), timeZone: user.timeZone });
});

export const newCaseAction = handled(async ({ request, context, params }: ActionFunctionArgs) => {
  const member = await requireMember(context, request, params.code, "create case");
  const form = await readFormData(request);
  return withTypedForm(form, async () => {
    const id = await createCase(context.db, context.cloudflare.env, member, parseForm(form, CaseSchema));
    return done({ message: CASE_FORM_MESSAGES.created, caseId: id });
  });
});

export const caseDetailLoader = handledLoader(async ({ request, context, params }: LoaderFunctionArgs) => {
  // Every member reaches the page; caseScope then shows an inspector only a case assigned to them.
  const member = await requireMember(context, request, params.code, "read directory");
  const detail = await caseDetail(context.db, member, idParam(params, "caseId", CASE_MESSAGES.notFound));
  const role = member.membership.role;
  return json({ ...detail, now: new Date().toISOString(), timeZone: member.user.timeZone, mayAssign: can(role, "assign"), mayReview: can(role, "review") });
});

/** A job of this organization started by one of its members, or null. */
export async function orgJob(db: Db, orgId: string, jobId: string, kind: string) {
  const j = schema.jobs;
  return (
    (await db
      .select()
      .from(j)
      .where(and(eq(j.id, jobId), eq(j.kind, kind), sql`json_extract(${j.input}, '$.organizationId') = ${orgId}`))
      .get()) ?? null
  );
}

/** `?job=<id>`: the import page following its job. */
export const JobQuery = v.object({ job: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_:.-]{1,100}$/, "Job not found"))) });

export const caseImportLoader = handledLoader(async ({ request, context, params }: LoaderFunctionArgs) => {
  const { org } = await requireMember(context, request, params.code, "create case");
  const { job: jobId } = readQuery(request, JobQuery);
  return json({ job: jobId ? await orgJob(context.db, org.id, jobId, "case-csv") : null });
});

const ImportForm = v.object({ file: v.optional(v.unknown()) });

/** The uploaded CSV file, or the refusal saying why it cannot be imported. */
export async function checkCsvFile(file: unknown, maxBytes: number): Promise<File> {
  const upload = await readCsvUpload(file, maxBytes);
  if ("problem" in upload) throw new Refusal(upload.tooLarge ? 413 : 400, upload.problem);
  return file as File;
}

export const caseImportAction = handled(async ({ request, context, params }: ActionFunctionArgs) => {
  const { org, user } = await requireMember(context, request, params.code, "create case");
  const form = await readFormData(request, { maxBytes: MAX_CASE_CSV_BYTES + 64 * 1024 });
  const file = await checkCsvFile(parseTypedForm(form, ImportForm).file, MAX_CASE_CSV_BYTES);
  const job = await startCaseImport(context.cloudflare.env, context.db, user, org.id, file);
  return done({ message: "The file is being imported", job });
});
