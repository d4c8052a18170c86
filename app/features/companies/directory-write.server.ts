// Loaders and actions of /app/org/<code>/companies and its form pages (new, edit, import). Every
// member searches; owners and managers ("manage directory") add, edit and import.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import * as v from "valibot";
import { done, handled, handledLoader, idParam, invariantResponse, querySchema, readFormData, readQuery } from "../../platform/request.server";
import { parseTypedForm } from "../../platform/typed-form.server";
import { requiredId } from "../../platform/validation/fields";
import { requireMember } from "../organizations/membership.server";
import { can } from "../organizations/roles";
import { CompanySchema } from "./company-form";
import { JobQuery, orgJob } from "../../platform/jobs/org-job.server";
import { checkCsvFile, MAX_UPLOAD_BYTES } from "../../platform/jobs/upload.server";
import { DIRECTORY_JOB, startDirectoryImport } from "./directory-import.server";
import { withIdentity } from "./identity/identity.server";
import { directoryCompany, insertDirectoryCompany, parseDirectoryQuery, searchDirectory, updateDirectoryCompany } from "./directory.server";

export const DIRECTORY_MESSAGES = {
  notFound: "Company not found",
  added: "Company added successfully",
  updated: "Company updated successfully",
  importing: "The file is being imported",
} as const;

const Query = querySchema(["q", "after"], parseDirectoryQuery);

export const directoryLoader = handledLoader(async ({ request, context, params }: LoaderFunctionArgs) => {
  const member = await requireMember(context, request, params.code, "read directory");
  const query = readQuery(request, Query);
  const list = await searchDirectory(context.db, member.org.id, query);
  const companies = await withIdentity(context.db, { organizationId: member.org.id }, list.companies);
  return json({ ...list, companies, q: query.q, mayManage: can(member.membership.role, "manage directory") });
});

/** The add form's page: only for those who may add. */
export const directoryManagerLoader = handledLoader(async ({ request, context, params }: LoaderFunctionArgs) => {
  await requireMember(context, request, params.code, "manage directory");
  return json(null);
});

export const directoryCompanyLoader = handledLoader(async ({ request, context, params }: LoaderFunctionArgs) => {
  const { org } = await requireMember(context, request, params.code, "manage directory");
  const company = await directoryCompany(context.db, org.id, idParam(params, "companyId", DIRECTORY_MESSAGES.notFound));
  invariantResponse(company, DIRECTORY_MESSAGES.notFound);
  return json({ company });
});

export const directoryImportLoader = handledLoader(async ({ request, context, params }: LoaderFunctionArgs) => {
  const { org } = await requireMember(context, request, params.code, "manage directory");
  const { job } = readQuery(request, JobQuery);
  return json({ job: job ? await orgJob(context.db, org.id, job, DIRECTORY_JOB) : null });
});

const DirectoryAction = v.variant("intent", [
  v.object({ intent: v.literal("create"), ...CompanySchema.entries }),
  v.object({ intent: v.literal("update"), id: requiredId(DIRECTORY_MESSAGES.notFound), ...CompanySchema.entries }),
  v.object({ intent: v.literal("import"), file: v.optional(v.unknown()) }),
]);

export const directoryAction = handled(async ({ request, context, params }: ActionFunctionArgs) => {
  const { org, user } = await requireMember(context, request, params.code, "manage directory");
  const form = await readFormData(request, { maxBytes: MAX_UPLOAD_BYTES + 64 * 1024 });
  const input = parseTypedForm(form, DirectoryAction);
  const db = context.db;
  switch (input.intent) {
    case "create": {
      const { intent, ...company } = input;
      await insertDirectoryCompany(db, org.id, user.email, company).query;
      return done({ intent, message: DIRECTORY_MESSAGES.added });
    }
    case "update": {
      const { intent, id, ...company } = input;
      invariantResponse(await updateDirectoryCompany(db, org.id, id, company), DIRECTORY_MESSAGES.notFound);
      return done({ intent, message: DIRECTORY_MESSAGES.updated });
    }
    case "import": {
      const file = await checkCsvFile(input.file, MAX_UPLOAD_BYTES);
      const job = await startDirectoryImport(context.cloudflare.env, db, user, org.id, file);
      return done({ intent: input.intent, message: DIRECTORY_MESSAGES.importing, job });
    }
  }
});
