// Saving an inspection: one D1 batch writes the inspection, attaches its photos and completes the
// visit, so nothing is half-saved. The id comes from the browser, so a repeated submit finds the
// first save instead of making a second inspection. No function here changes a saved inspection.
// Saving also judges the photos against the company's site and seals the record (evidence/).
import { and, count, eq, inArray, isNull } from "drizzle-orm";
import { getCompany } from "../companies/companies.server";
import { type Db, schema } from "../../platform/db/db.server";
import { PERSONAL } from "../../platform/db/tables/inspections";
import type { User } from "../../platform/db/schema";
import { ASSESSMENT_MISSING, type InspectionPayload } from "../../platform/inspection-payload";
import { idParts } from "../../platform/db/limits";
import { judgeSite, sealInspection } from "../evidence/seal.server";
import { fullName } from "../../platform/names";
import { Refusal } from "../../platform/request.server";
import { userHub } from "../notifications/user-hub.server";
import { cancelCaseReminder } from "../cases/case-notifications.server";
import { announceSubmission } from "../notifications/reviewers.server";
import { queueCaseWebhooks } from "../../platform/webhooks/outbox.server";
import { caseForSave, caseWrites } from "./case-capture.server";
import { checkedCaptureChecklist, storeSignatures } from "../checklists/capture-checklist.server";
import { notAsked } from "../../platform/assessment";

export const FREE_INSPECTION_LIMIT = 50;
export const FREE_LIMIT_MESSAGE = "Free accounts hold up to 50 inspections. Upgrade to Premium for unlimited inspections.";

/** en-GB date and 24-hour time of an instant in the user's time zone. */
export function inspectionDateTime(iso: string, timeZone: string): { date: string; time: string } {
  const at = new Date(iso);
  return {
    date: at.toLocaleDateString("en-GB", { timeZone }),
    time: at.toLocaleTimeString("en-GB", { timeZone, hour12: false }),
  };
}

/**
 * How a save is stamped. Routes never pass it: a save is made now, from the web. Only the demo
 * seeder (app/features/demo) passes an earlier instant and a source, so its portfolio spreads over
 * months and every record is sealed as saved then, with the seal's time and the record's agreeing.
 */
export interface SaveStamp {
  now?: Date;
  source?: "web" | "mobile";
}

export async function saveInspection(env: Env, db: Db, user: User, p: InspectionPayload, stamp: SaveStamp = {}): Promise<{ id: string; created: boolean }> {
  const i = schema.inspections;
  const existing = await db.select({ userId: i.userId }).from(i).where(eq(i.id, p.id)).get();
  if (existing) {
    if (existing.userId !== user.id) throw new Refusal(409, "This inspection id is already used");
    return { id: p.id, created: false };
  }
  if (user.accountType === "free") {
    // The plan counts personal inspections; a case's belongs to its organization.
    const [{ n }] = await db
      .select({ n: count() })
      .from(i)
      .where(and(eq(i.userId, user.id), PERSONAL));
    if (n >= FREE_INSPECTION_LIMIT) throw new Refusal(403, FREE_LIMIT_MESSAGE);
  }
  // For a case, the company is the case's (from its organization's directory), not one of the user's.
  const forCase = p.case ? await caseForSave(db, user, p.case, p.companyId) : null;
  const company = forCase?.company ?? (await getCompany(db, user.id, p.companyId));
  if (!company) throw new Refusal(404, "Selected company not found");

  // Up to 100 photo ids plus the user's id would pass D1's 100 bound parameters in one query.
  const photoParts = idParts(p.photoIds).map((ids) =>
    db
      .select({
        id: schema.photos.id,
        capturedAt: schema.photos.capturedAt,
        latitude: schema.photos.latitude,
        longitude: schema.photos.longitude,
        accuracy: schema.photos.accuracy,
        sha256: schema.photos.sha256,
        chain: schema.photos.receiptInspectionId,
      })
      .from(schema.photos)
      .where(and(eq(schema.photos.userId, user.id), inArray(schema.photos.id, ids), isNull(schema.photos.inspectionId), isNull(schema.photos.discardedAt))),
  );
  const photos = (await Promise.all(photoParts)).flat();
  if (new Set(p.photoIds).size !== p.photoIds.length) throw new Refusal(422, "A photo is listed twice");
  if (photos.length !== p.photoIds.length) throw new Refusal(422, "Some photos have not reached the server yet");
  // A photo's receipt names the inspection it was taken for; it cannot join another one.
  if (photos.some((x) => x.chain !== null && x.chain !== p.id)) throw new Refusal(422, "Some photos were taken for another inspection");

  const visit = p.visitId
    ? await db
        .select({ id: schema.scheduledVisits.id })
        .from(schema.scheduledVisits)
        .where(and(eq(schema.scheduledVisits.id, p.visitId), eq(schema.scheduledVisits.userId, user.id), eq(schema.scheduledVisits.isCompleted, false)))
        .get()
    : undefined;
  if (p.visitId && !visit) throw new Refusal(404, "Visit not found");
  // A case whose checklist resolves is answered with it; any other capture answers the seven questions.
  const checklist = await checkedCaptureChecklist(db, forCase?.found ?? null, p.checklist, p.photoIds);
  const assessment = checklist ? notAsked() : p.assessment;
  if (!assessment) throw new Refusal(422, ASSESSMENT_MISSING);

  const now = (stamp.now ?? new Date()).toISOString();
  const { date, time } = inspectionDateTime(p.timestamp, user.timeZone);
  const firstPhotoAt = photos.map((x) => x.capturedAt).sort()[0];
  const ordered = p.photoIds.map((id) => photos.find((x) => x.id === id)!);
  const site = judgeSite(company, user.id, ordered);
  const record = {
    id: p.id,
    userId: user.id,
    userEmail: user.email,
    inspectorName: fullName(user),
    organization: user.organization,
    companyId: company.id,
    companyName: company.name,
    companyCin: company.cin,
    companyGstin: company.gstin,
    companyAddress: company.address,
    visitId: visit?.id ?? null,
    caseId: forCase?.found.id ?? null,
    // A case's inspection is its organization's evidence from the moment it is saved.
    organizationId: forCase?.found.organizationId ?? null,
    timestamp: p.timestamp,
    date,
    time,
    latitude: p.location?.latitude ?? null,
    longitude: p.location?.longitude ?? null,
    locationAccuracy: p.location?.accuracy ?? null,
    locationName: p.location?.address ?? null,
    reverseGeocodedAddress: p.location?.address ?? null,
    ...assessment,
    notes: p.notes || null,
    checklistId: checklist?.checklistId ?? null,
    checklistVersion: checklist?.version ?? null,
    checklistAnswers: checklist?.answers ?? null,
    photoCount: p.photoIds.length,
    // The photos reached the server before this write: the record is uploaded.
    additionalData: { ...p.additionalData, firstPhotoAt },
    isUploaded: true,
    source: stamp.source ?? "web",
    status: "completed",
    siteCheck: site.check,
    createdAt: now,
    updatedAt: now,
  } satisfies typeof i.$inferInsert;
  const seal = await sealInspection(env, db, record, ordered, site.distances, now, checklist?.definitionHash ?? null);
  const c = schema.companies;
  const writes = [
    db.insert(i).values({ ...record, ...seal }),
    ...p.photoIds.map((photoId, position) =>
      db
        .update(schema.photos)
        .set({ inspectionId: p.id, position, siteDistanceM: site.distances[position] })
        .where(and(eq(schema.photos.id, photoId), eq(schema.photos.userId, user.id), isNull(schema.photos.inspectionId), isNull(schema.photos.discardedAt))),
    ),
  ] as const;
  // The first inspection of the user's own company without a site pins it there.
  const pinWrite = site.pin
    ? [
        db
          .update(c)
          .set({ siteLatitude: site.pin.latitude, siteLongitude: site.pin.longitude, siteSource: "first-inspection", siteSetAt: now })
          .where(and(eq(c.id, company.id), eq(c.userId, user.id), isNull(c.siteLatitude))),
      ]
    : [];
  const visitWrite = visit
    ? [
        db
          .update(schema.scheduledVisits)
          .set({ isCompleted: true, completedInspectionId: p.id, completedAt: now, updatedAt: now })
          .where(eq(schema.scheduledVisits.id, visit.id)),
      ]
    : [];
  // The signatures' images go first (see storeSignatures: a failed batch leaves at most those objects).
  if (checklist) await storeSignatures(env, p.id, checklist.signatures);
  try {
    const caseWrite = forCase ? caseWrites(db, user, forCase.found, p.case!, p, now) : [];
    await db.batch([...writes, ...pinWrite, ...visitWrite, ...caseWrite]);
  } catch (error) {
    // Two submits of the same inspection at once: the loser finds the winner's record.
    const raced = await db.select({ userId: i.userId }).from(i).where(eq(i.id, p.id)).get();
    if (raced?.userId === user.id) return { id: p.id, created: false };
    throw error;
  }
  // The completed visit needs no reminder any more.
  if (visit) await userHub(env, user.id).cancelReminder(user.id, visit.id);
  if (forCase) {
    await queueCaseWebhooks(env, forCase.found.id);
    await cancelCaseReminder(env, user.id, forCase.found.id);
    await announceSubmission(env, db, forCase.code, forCase.found, { id: user.id, name: fullName(user) }, now);
  }
  return { id: p.id, created: true };
}
