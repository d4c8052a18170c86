// The /app/database actions: one intent each; bad input gets the spec's message and writes nothing.
import { json } from "@remix-run/cloudflare";
import type { Db } from "./db.server";
import type { User } from "./db/schema";
import { createCompany, deleteCompany, duplicateKey, existingDuplicateKeys, importCompanies, updateCompany } from "./companies.server";
import { type FieldErrors, validateCompany } from "./companies/company-form";
import { type CsvCompanies, parseCompanyCsv } from "./companies/csv";
import type { CompanySite, SiteFieldErrors } from "./companies/site-form";
import { setSiteByHand, setSiteFromAddress } from "./companies/site.server";

export const MAX_CSV_BYTES = 1_048_576;

export type CompanyActionData =
  | { intent: "create" | "update" | "delete" | "import"; ok: boolean; message: string; fieldErrors?: FieldErrors }
  | { intent: "import-preview"; ok: boolean; message?: string; preview?: CsvCompanies }
  | { intent: "site-geocode" | "site-manual"; ok: boolean; message: string; site?: CompanySite; fieldErrors?: SiteFieldErrors };

const MESSAGES = {
  added: "Company added successfully",
  updated: "Company updated successfully",
  deleted: "Company deleted successfully",
  saveFailed: "Failed to save company",
  deleteFailed: "Failed to delete company",
};

function fields(form: FormData) {
  return Object.fromEntries([...form.entries()].filter(([k, v]) => k !== "intent" && k !== "id" && typeof v === "string"));
}

/** Parses the uploaded CSV and moves rows that repeat an existing company (or an earlier row) to the rejected list. */
async function readCsv(db: Db, userId: string, form: FormData): Promise<CsvCompanies | string> {
  const file = form.get("file");
  if (!(file instanceof File) || file.size === 0) return "Please select a CSV file";
  if (!file.name.toLowerCase().endsWith(".csv")) return "Only .csv files can be imported";
  if (file.size > MAX_CSV_BYTES) return "The file is larger than 1 MB";
  const parsed = parseCompanyCsv(await file.text());
  const existing = await existingDuplicateKeys(db, userId, parsed.valid.map((v) => v.company));
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

export async function handleCompanyAction(db: Db, env: Env, user: User, request: Request) {
  const form = await request.formData();
  const intent = String(form.get("intent"));
  const id = String(form.get("id") ?? "");

  if (intent === "create" || intent === "update") {
    const checked = validateCompany(fields(form));
    if (!checked.ok) {
      return json<CompanyActionData>({ intent, ok: false, message: Object.values(checked.errors)[0] ?? MESSAGES.saveFailed, fieldErrors: checked.errors }, { status: 422 });
    }
    if (intent === "create") {
      await createCompany(db, user.id, checked.data);
      return json<CompanyActionData>({ intent, ok: true, message: MESSAGES.added });
    }
    const updated = await updateCompany(db, user.id, id, checked.data);
    if (!updated) return json<CompanyActionData>({ intent, ok: false, message: MESSAGES.saveFailed }, { status: 404 });
    return json<CompanyActionData>({ intent, ok: true, message: MESSAGES.updated });
  }

  if (intent === "delete") {
    if (!(await deleteCompany(db, user.id, id))) return json<CompanyActionData>({ intent, ok: false, message: MESSAGES.deleteFailed }, { status: 404 });
    return json<CompanyActionData>({ intent, ok: true, message: MESSAGES.deleted });
  }

  if (intent === "import-preview" || intent === "import") {
    const csv = await readCsv(db, user.id, form);
    if (typeof csv === "string") return json<CompanyActionData>({ intent, ok: false, message: csv }, { status: 400 });
    if (intent === "import-preview") return json<CompanyActionData>({ intent, ok: true, preview: csv });
    if (csv.valid.length === 0) return json<CompanyActionData>({ intent, ok: false, message: "No rows to import" }, { status: 400 });
    const n = await importCompanies(db, user.id, csv.valid.map((v) => v.company));
    return json<CompanyActionData>({ intent, ok: true, message: `${n} ${n === 1 ? "company" : "companies"} imported successfully` });
  }

  if (intent === "site-geocode" || intent === "site-manual") {
    const r = intent === "site-geocode" ? await setSiteFromAddress(db, env, user.id, id) : await setSiteByHand(db, user.id, id, fields(form));
    if (r.ok) return json<CompanyActionData>({ intent, ok: true, message: r.message, site: r.site });
    return json<CompanyActionData>({ intent, ok: false, message: r.message, fieldErrors: r.fieldErrors }, { status: r.status });
  }

  return json({ intent, ok: false, message: "Unknown action" }, { status: 400 });
}
