// Company CSV files: real CSV (quoted fields may hold commas, quotes and line breaks), a header line,
// columns found by name, or in the spec's order (name, CIN, GSTIN, address) when the header names none.
import { type CsvRejection, csvRowsWithLines } from "../../platform/csv";
import { type CompanyField, type CompanyInput, validateCompany } from "./company-form";

export const MAX_IMPORT_ROWS = 1000;
export const DEFAULT_ADDRESS = "Not provided";

const HEADER_NAMES: Record<string, CompanyField> = {
  name: "name",
  company: "name",
  "company name": "name",
  companyname: "name",
  cin: "cin",
  gstin: "gstin",
  gst: "gstin",
  pan: "pan",
  address: "address",
  "company address": "address",
  phone: "phoneNumber",
  "phone number": "phoneNumber",
  phonenumber: "phoneNumber",
  mobile: "phoneNumber",
  email: "email",
  "e-mail": "email",
  website: "website",
  url: "website",
  "contact person": "contactPerson",
  contactperson: "contactPerson",
  contact: "contactPerson",
  notes: "notes",
  note: "notes",
};
const POSITIONAL: CompanyField[] = ["name", "cin", "gstin", "address"];

export interface CsvCompanies {
  valid: { row: number; company: CompanyInput }[];
  rejected: CsvRejection[];
}

function columnsFor(header: string[]): (CompanyField | null)[] {
  const mapped = header.map((h) => HEADER_NAMES[h.trim().toLowerCase()] ?? null);
  return mapped.includes("name") ? mapped : POSITIONAL;
}

export function parseCompanyCsv(text: string, opts: { minCells?: number; maxRows?: number } = {}): CsvCompanies {
  const maxRows = opts.maxRows ?? MAX_IMPORT_ROWS;
  const [header, ...rows] = csvRowsWithLines(text.replace(/^\uFEFF/, ""));
  const columns = columnsFor(header?.cells ?? []);
  const result: CsvCompanies = { valid: [], rejected: [] };
  // A quote left open in the header swallows the whole file: say so rather than find no rows.
  if (header?.error) result.rejected.push({ row: header.line, reason: header.error });
  rows.forEach(({ cells, line: at, error }, i) => {
    if (error) {
      result.rejected.push({ row: at, reason: error });
      return;
    }
    if (i >= maxRows) {
      if (i === maxRows) result.rejected.push({ row: at, reason: `Only the first ${maxRows} rows are read` });
      return;
    }
    const filled = cells.filter((c) => c.trim() !== "").length;
    if (opts.minCells && filled < opts.minCells) {
      result.rejected.push({ row: at, reason: `Needs at least ${opts.minCells} values (name, CIN, GSTIN)` });
      return;
    }
    const record: Partial<Record<CompanyField, string>> = {};
    columns.forEach((field, c) => {
      if (field && cells[c] !== undefined) record[field] = cells[c];
    });
    if (!record.address?.trim()) record.address = DEFAULT_ADDRESS;
    const checked = validateCompany(record);
    if (checked.ok) result.valid.push({ row: at, company: checked.data });
    else result.rejected.push({ row: at, reason: Object.values(checked.errors).join("; ") });
  });
  return result;
}
