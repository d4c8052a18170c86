import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { getCompany } from "../lib/companies.server";
import { requireUser } from "../lib/session.server";

// One company as JSON (own or directory); another user's id is 404, never the record.
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const user = await requireUser(context, request);
  const company = await getCompany(context.db, user.id, params.companyId ?? "");
  if (!company) throw json({ message: "Company not found" }, { status: 404 });
  return json({ company });
}
