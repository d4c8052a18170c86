// What the capture page needs to start: whether any company can be picked, and the visit it was
// opened from (Scheduling's Start Inspection) with that visit's company and site.
import { and, count, eq, or } from "drizzle-orm";
import { getCompany } from "../companies/companies.server";
import { companySite } from "../companies/site-form";
import { withIdentity } from "../companies/identity/identity.server";
import { type Db, schema } from "../../platform/db/db.server";

export async function captureStart(db: Db, userId: string, visitId: string | undefined) {
  const c = schema.companies;
  const v = schema.scheduledVisits;
  const [[{ n: companiesAvailable }], visit] = await Promise.all([
    db
      .select({ n: count() })
      .from(c)
      .where(or(eq(c.userId, userId), eq(c.isGlobal, true))),
    visitId
      ? db
          .select()
          .from(v)
          .where(and(eq(v.id, visitId), eq(v.userId, userId), eq(v.isCompleted, false)))
          .get()
      : undefined,
  ]);
  const found = visit?.companyId ? await getCompany(db, userId, visit.companyId) : undefined;
  const company = found ? (await withIdentity(db, { userId }, [found], userId))[0] : undefined;
  return {
    companiesAvailable,
    visitId: visit?.id ?? null,
    visitCompany: company
      ? {
          id: company.id,
          name: company.name,
          cin: company.cin,
          gstin: company.gstin,
          pan: company.pan,
          address: company.address,
          site: companySite(company),
          identity: company.identity,
        }
      : null,
  };
}
