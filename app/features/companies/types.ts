import type { SerializeFrom } from "@remix-run/cloudflare";
import type { Company } from "../../platform/db/schema";
import type { FieldErrors } from "./company-form";
import type { IdentityResult } from "./identity/result";
import type { CsvCompanies } from "./csv";
import type { CompanySite, SiteFieldErrors } from "./site-form";

/** A company as the browser receives it from the loader; lists add its identity checks. */
export type CompanyView = SerializeFrom<Company> & { identity?: IdentityResult[] };

/** What the /app/database actions answer, by intent; a refusal carries the text typed (`values`). */
export type CompanyActionData = { values?: Record<string, string> } & (
  | { intent: "create" | "update" | "delete" | "import"; ok: boolean; message: string; fieldErrors?: FieldErrors }
  | { intent: "import-preview"; ok: boolean; message?: string; preview?: CsvCompanies }
  | { intent: "site-geocode" | "site-manual"; ok: boolean; message: string; site?: CompanySite; fieldErrors?: SiteFieldErrors }
);
