// The /app/database actions: one intent each; bad input gets the spec's message and writes nothing.
// The routes (the list and its form pages) check the user and parse the form.
import * as v from "valibot";
import type { Db } from "../../platform/db/db.server";
import type { User } from "../../platform/db/schema";
import { createCompany, deleteCompany, duplicateKey, existingDuplicateKeys, importCompanies, updateCompany } from "./companies.server";
import { CompanySchema } from "./company-form";
import { warningsNote } from "./identity/import-report";
import { readCsvUpload } from "../../platform/csv";
import { type CsvCompanies, parseCompanyCsv } from "./csv";
import { SITE_MESSAGES, SiteSchema } from "./site-form";
import { setSiteByHand, setSiteFromAddress } from "./site.server";
import { Refusal, type RefusalStatus } from "../../platform/request.server";
import { requiredId } from "../../platform/validation/fields";

const COMPANY_NOT_FOUND = SITE_MESSAGES.companyNotFound;

export const MAX_CSV_BYTES = 1_048_576;

const MESSAGES = {
  added: "Company added successfully",
  updated: "Company updated successfully",
  deleted: "Company deleted successfully",
  saveFailed: "Failed to save company",
  deleteFailed: "Failed to delete company",
};

/** Parses the uploaded CSV and moves rows that repeat an existing company (or an earlier row) to the rejected list. */
async function readCsv(db: Db, userId: string, file: unknown): Promise<CsvCompanies | string> {
  const upload = await readCsvUpload(file, MAX_CSV_BYTES);
  if ("problem" in upload) return upload.problem;
  const parsed = parseCompanyCsv(new TextDecoder().decode(upload.bytes));
  const existing = await existingDuplicateKeys(
    db,
    userId,
    parsed.valid.map((v) => v.company),
  );
  const seen = new Set<string>();
  const valid: CsvCompanies["valid"] = [];
  const rejected = [...parsed.rejected];
  for (const row of parsed.valid) {
    const key = duplicateKey(row.company);
    if (existing.has(key)) rejected.push({ row: row.row, reason: "Already in your company database" });
    else if (seen.has(key)) rejected.push({ row: row.row, reason: "Repeats an earlier row of this file" });
    else {
      seen.add(key);
      valid.push(row);
    }
  }
  rejected.sort((a, b) => a.row - b.row);
  return { valid, rejected };
}

const companyId = requiredId(COMPANY_NOT_FOUND);
const file = v.optional(v.unknown());

/** The /app/database intents, each with its own fields (the company form's, the site form's, a CSV file). */
export const CompanyAction = v.variant("intent", [
  v.object({ intent: v.literal("create"), ...CompanySchema.entries }),
  v.object({ intent: v.literal("update"), id: companyId, ...CompanySchema.entries }),
  v.object({ intent: v.literal("delete"), id: companyId }),
  v.object({ intent: v.literal("import-preview"), file }),
  v.object({ intent: v.literal("import"), file }),
  v.object({ intent: v.literal("site-geocode"), id: companyId }),
  v.object({ intent: v.literal("site-manual"), id: companyId, ...SiteSchema.entries }),
]);

/** A form with a CSV file may be a little over the file's own limit. */
export const COMPANY_FORM_MAX_BYTES = MAX_CSV_BYTES + 64 * 1024;

/** Adds, edits, deletes or imports companies, or sets a site; answers what the page shows. A refusal carries the intent. */
export async function writeCompany(db: Db, env: Env, user: User, input: v.InferOutput<typeof CompanyAction>) {
  const { intent } = input;
  const refuse = (status: RefusalStatus, message: string) => new Refusal(status, message, { intent });
  switch (input.intent) {
    case "create": {
      const { intent: _, ...company } = input;
      await createCompany(db, user.id, company);
      return { intent, message: MESSAGES.added };
    }
    case "update": {
      const { intent: _, id, ...company } = input;
      if (!(await updateCompany(db, user.id, id, company))) throw refuse(404, MESSAGES.saveFailed);
      return { intent, message: MESSAGES.updated };
    }
    case "delete":
      if (!(await deleteCompany(db, user.id, input.id))) throw refuse(404, MESSAGES.deleteFailed);
      return { intent, message: MESSAGES.deleted };
    case "import-preview":
    case "import": {
      const csv = await readCsv(db, user.id, input.file);
      if (typeof csv === "string") throw refuse(400, csv);
      if (input.intent === "import-preview") return { intent: input.intent, preview: csv };
      if (csv.valid.length === 0) throw refuse(400, "No rows to import");
      const n = await importCompanies(
        db,
        user.id,
        csv.valid.map((v) => v.company),
      );
      const note = warningsNote(csv.valid.map((v) => v.company));
      return { intent, message: `${n} ${n === 1 ? "company" : "companies"} imported successfully${note}` };
    }
    case "site-geocode":
    case "site-manual": {
      const r = input.intent === "site-geocode" ? await setSiteFromAddress(db, env, user.id, input.id) : await setSiteByHand(db, user.id, input.id, input);
      if (r.ok) return { intent, message: r.message, site: r.site };
      throw refuse(r.status, r.message);
    }
  }
}

export type CompanyAnswer = Awaited<ReturnType<typeof writeCompany>>;
