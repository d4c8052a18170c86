import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { and, count, eq, or } from "drizzle-orm";
import { InspectionWorkspace } from "../components/camera/InspectionWorkspace";
import { PageHeader } from "../components/PageHeader";
import { getCompany } from "../lib/companies.server";
import { companySite } from "../lib/companies/site-form";
import { schema } from "../lib/db.server";
import { requireUser } from "../lib/session.server";

export const meta: MetaFunction = () => [{ title: "Site Inspection · SiteProof" }];

// ?visit=<id> (from Scheduling's Start Inspection) pre-selects the visit's company.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(context, request);
  const c = schema.companies;
  const [{ n: companiesAvailable }] = await context.db.select({ n: count() }).from(c).where(or(eq(c.userId, user.id), eq(c.isGlobal, true)));
  const visitId = new URL(request.url).searchParams.get("visit");
  const v = schema.scheduledVisits;
  const visit = visitId
    ? await context.db.select().from(v).where(and(eq(v.id, visitId), eq(v.userId, user.id), eq(v.isCompleted, false))).get()
    : undefined;
  const company = visit?.companyId ? await getCompany(context.db, user.id, visit.companyId) : undefined;
  return json({
    locationTracking: user.settings.locationTracking !== false,
    companiesAvailable,
    visitId: visit?.id ?? null,
    visitCompany: company ? { id: company.id, name: company.name, cin: company.cin, gstin: company.gstin, address: company.address, site: companySite(company) } : null,
  });
}

export default function CameraRoute() {
  const data = useLoaderData<typeof loader>();
  return (
    <div className="sp-narrow">
      <PageHeader title="Site Inspection" />
      <InspectionWorkspace {...data} />
    </div>
  );
}
