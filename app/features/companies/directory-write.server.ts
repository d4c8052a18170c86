// The directory's writes from its pages (/app/org/<code>/companies and its new, edit and import
// forms): add, edit, import. The routes check "manage directory" (owners, managers) and parse.
import * as v from "valibot";
import { invariantResponse } from "../../platform/request.server";
import { requiredId } from "../../platform/validation/fields";
import type { MemberContext } from "../organizations/membership.server";
import type { Db } from "../../platform/db/db.server";
import { CompanySchema } from "./company-form";
import { checkCsvFile, MAX_UPLOAD_BYTES } from "../../platform/jobs/upload.server";
import { startDirectoryImport } from "./directory-import.server";
import { insertDirectoryCompany, updateDirectoryCompany } from "./directory.server";

export const DIRECTORY_MESSAGES = {
  notFound: "Company not found",
  added: "Company added successfully",
  updated: "Company updated successfully",
  importing: "The file is being imported",
} as const;

/** The form's size limit: a CSV file and the fields beside it. */
export const DIRECTORY_FORM_BYTES = MAX_UPLOAD_BYTES + 64 * 1024;

export const DirectoryAction = v.variant("intent", [
  v.object({ intent: v.literal("create"), ...CompanySchema.entries }),
  v.object({ intent: v.literal("update"), id: requiredId(DIRECTORY_MESSAGES.notFound), ...CompanySchema.entries }),
  v.object({ intent: v.literal("import"), file: v.optional(v.unknown()) }),
]);

/** Adds, edits or starts importing companies; answers what the page shows. */
export async function writeDirectory(env: Env, db: Db, { org, user }: MemberContext, input: v.InferOutput<typeof DirectoryAction>) {
  switch (input.intent) {
    case "create": {
      const { intent, ...company } = input;
      await insertDirectoryCompany(db, org.id, user.email, company).query;
      return { intent, message: DIRECTORY_MESSAGES.added };
    }
    case "update": {
      const { intent, id, ...company } = input;
      invariantResponse(await updateDirectoryCompany(db, org.id, id, company), DIRECTORY_MESSAGES.notFound);
      return { intent, message: DIRECTORY_MESSAGES.updated };
    }
    case "import": {
      const file = await checkCsvFile(input.file, MAX_UPLOAD_BYTES);
      const job = await startDirectoryImport(env, db, user, org.id, file);
      return { intent: input.intent, message: DIRECTORY_MESSAGES.importing, job };
    }
  }
}

export type DirectoryAnswer = Awaited<ReturnType<typeof writeDirectory>>;
