import type { SerializeFrom } from "@remix-run/cloudflare";
import type { Company } from "./companies.server";

/** A company as the browser receives it from the loader. */
export type CompanyView = SerializeFrom<Company>;
