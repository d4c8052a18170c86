// Stores the demo portfolio (portfolio.ts) for the local app: companies, visits and users as rows;
// photos through acceptPhoto and inspections through saveInspection, the same code the upload and
// save routes run, so every receipt and seal verifies. The only difference is the clock: each photo
// is received and each inspection saved at its planned instant in the past (SaveStamp), and the
// seal signs that instant, so createdAt and sealedAt agree and the seal holds. Admin jobs run
// through the real queue. Called by the local server's /dev/demo door (workers/local-doors/demo.ts) from scripts/demo/seed-demo.ts.
import { mismatchedCompanies } from "./mismatched";
import { and, count, desc, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import { audienceCounts } from "../admin/admin.server";
import { startBroadcast, startCompanyUpload } from "../admin/admin-jobs.server";
import { type Db, schema } from "../../platform/db/db.server";
import { createVerifyLink } from "../evidence/verify-links.server";
import { verifyUrl } from "../evidence/links";
import { saveInspection } from "../capture/inspections.server";
import type { InspectionPayload } from "../../platform/inspection-payload";
import { acceptPhoto } from "../capture/accept-photo.server";
import type { PhotoMeta } from "../capture/photo-meta";
import { userHub } from "../notifications/user-hub.server";
import { companyFields, DEMO_ADMIN_ID, DEMO_INSPECTOR_ID, type DemoPlan } from "./portfolio";
import { checklistForCase } from "../checklists/mapping.server";
import { DEMO_RED_FLAG, demoChecklistAnswers } from "./checklist-answers";
import { DEMO_RED_FLAG_CASE } from "./team";

const i = schema.inspections;

async function demoUser(db: Db, id: string) {
  const user = await db.select().from(schema.users).where(eq(schema.users.id, id)).get();
  if (!user) throw new Error(`The demo user ${id} is missing: run the SQL seed first`);
  return user;
}

export interface DemoSummary {
  companies: number;
  inspections: number;
  photos: number;
  visits: number;
  unread: number;
  /** The admin's CSV upload and broadcast still in the queue. */
  pendingJobs: number;
  verifyUrl: string | null;
}

/** What the demo inspector has now, with a live verify link of the newest inspection (made if none is live). */
export async function demoSummary(db: Db, origin: string): Promise<DemoSummary> {
  const u = DEMO_INSPECTOR_ID;
  const [[companies], [inspections], [photos], [visits], [unread], [pending]] = await db.batch([
    db.select({ n: count() }).from(schema.companies).where(eq(schema.companies.userId, u)),
    db.select({ n: count() }).from(i).where(eq(i.userId, u)),
    db
      .select({ n: sql<number>`coalesce(sum(${i.photoCount}), 0)` })
      .from(i)
      .where(eq(i.userId, u)),
    db.select({ n: count() }).from(schema.scheduledVisits).where(eq(schema.scheduledVisits.userId, u)),
    db
      .select({ n: count() })
      .from(schema.notifications)
      .where(and(eq(schema.notifications.userId, u), eq(schema.notifications.read, false))),
    db
      .select({ n: count() })
      .from(schema.jobs)
      .where(and(eq(schema.jobs.createdBy, DEMO_ADMIN_ID), inArray(schema.jobs.status, ["queued", "running"]))),
  ]);
  let link: string | null = null;
  const newest = await db
    .select({ id: i.id })
    .from(i)
    .where(and(eq(i.userId, u), sql`${i.seal} IS NOT NULL`))
    .orderBy(desc(i.createdAt))
    .limit(1)
    .get();
  if (newest) {
    const l = schema.verifyLinks;
    const live = await db
      .select({ id: l.id })
      .from(l)
      .where(and(eq(l.inspectionId, newest.id), isNull(l.revokedAt), gt(l.expiresAt, new Date().toISOString())))
      .limit(1)
      .get();
    const made = live ?? (await createVerifyLink(db, u, newest.id, 30));
    if (typeof made !== "string") link = verifyUrl(origin, made.id);
  }
  return { companies: companies.n, inspections: inspections.n, photos: photos.n, visits: visits.n, unread: unread.n, pendingJobs: pending.n, verifyUrl: link };
}

/** Whether the demo inspector already holds inspections: then the portfolio is not seeded again. */
export async function demoSeeded(db: Db): Promise<boolean> {
  return !!(await db.select({ id: i.id }).from(i).where(eq(i.userId, DEMO_INSPECTOR_ID)).limit(1).get());
}

/** Users, companies (with their sites) and visits; ids are fixed, so a second call adds nothing. */
export async function seedDemoRows(db: Db, plan: DemoPlan): Promise<void> {
  const inspector = await demoUser(db, DEMO_INSPECTOR_ID);
  const userRows = plan.users.map((x) =>
    db
      .insert(schema.users)
      .values({ ...x, timeZone: "Asia/Kolkata", updatedAt: x.createdAt })
      .onConflictDoNothing(),
  );
  const companyRows = [...plan.companies, ...mismatchedCompanies(plan.now)].map((c) =>
    db
      .insert(schema.companies)
      .values({
        id: c.id,
        userId: DEMO_INSPECTOR_ID,
        ...companyFields(c),
        notes: c.notes,
        ...(c.siteOnRecord ? { siteLatitude: c.latitude, siteLongitude: c.longitude, siteSource: "geocoded" as const, siteSetAt: c.createdAt } : {}),
        createdAt: c.createdAt,
        updatedAt: c.createdAt,
      })
      .onConflictDoNothing(),
  );
  const visitRows = plan.visits.map((x) =>
    db
      .insert(schema.scheduledVisits)
      .values({
        id: x.id,
        userId: DEMO_INSPECTOR_ID,
        userEmail: inspector.email,
        officerName: `${inspector.firstName} ${inspector.lastName}`.trim(),
        companyId: x.companyId,
        companyName: x.companyName,
        scheduledDate: x.scheduledDate,
        scheduledTime: x.scheduledTime,
        scheduledAt: x.scheduledAt,
        purpose: x.purpose,
        notes: x.notes,
        isCompleted: x.completed,
        completedAt: x.completed ? x.scheduledAt : null,
        isNotificationSent: Date.parse(x.scheduledAt) < Date.parse(plan.now),
        createdAt: new Date(Date.parse(x.scheduledAt) - 10 * 86_400_000).toISOString(),
      })
      .onConflictDoNothing(),
  );
  const rows = [...userRows, ...companyRows, ...visitRows];
  await db.batch(rows as [(typeof rows)[number], ...(typeof rows)[number][]]);
}

export const acceptDemoPhoto = (env: Env, db: Db, bytes: Uint8Array<ArrayBuffer>, meta: PhotoMeta, receivedAt: Date) =>
  acceptPhoto(env, db, DEMO_INSPECTOR_ID, bytes, meta, receivedAt);

/** Saves a planned inspection; one for a case answers the case's checklist as the capture would. */
export async function saveDemoInspection(env: Env, db: Db, payload: InspectionPayload, savedAt: Date, source: "web" | "mobile") {
  const checklist = payload.case && !payload.checklist ? await checklistForCase(db, payload.case.id) : null;
  const answered: InspectionPayload = checklist
    ? {
        ...payload,
        assessment: undefined,
        checklist: {
          checklistId: checklist.checklistId,
          version: checklist.version,
          answers: demoChecklistAnswers(checklist.definition, payload.photoIds, payload.case?.id === DEMO_RED_FLAG_CASE ? DEMO_RED_FLAG : {}),
        },
      }
    : payload;
  return saveInspection(env, db, await demoUser(db, DEMO_INSPECTOR_ID), answered, { now: savedAt, source });
}

const DIRECTORY_CSV = [
  "name,cin,gstin,address",
  'Deccan Forgings Limited,L27100MH1991PLC061234,27AABCD1234E1Z5,"MIDC Chakan, Pune, Maharashtra 410501"',
  'Tumkur Agro Industries Private Limited,U01400KA2004PTC034567,29AACCT4567F1Z2,"KIADB Vasanthanarasapura, Tumakuru, Karnataka 572128"',
  'Hosur Electro Motors Private Limited,U31100TN2010PTC076543,33AADCH7654G1Z9,"SIPCOT Phase II, Hosur, Tamil Nadu 635109"',
  'Rajkot Brass Parts Limited,L28900GJ1996PLC029876,24AABCR9876H1Z1,"Shapar Veraval, Rajkot, Gujarat 360024"',
  'Kota Stone Exports Private Limited,U14100RJ2008PTC025678,08AAECK5678J1Z3,"RIICO Industrial Area, Kota, Rajasthan 324007"',
  "Only a name",
].join("\n");

/** The inspector's notifications, and the admin's finished CSV upload and broadcast (through the queue). */
export async function seedDemoActivity(env: Env, db: Db, plan: DemoPlan): Promise<void> {
  const now = Date.parse(plan.now);
  const ago = (h: number) => new Date(now - h * 3_600_000).toISOString();
  const today = plan.visits.filter((x) => x.kind === "today");
  const overdue = plan.visits.find((x) => x.kind === "overdue")!;
  const notes = [
    ...today.map((x, n) => ({
      id: `demo-note-today-${n}`,
      title: "Visit today",
      message: `${x.companyName}: ${x.purpose} at ${x.scheduledTime}`,
      kind: "visit_reminder",
      visitId: x.id,
      read: false,
      sentAt: ago(2 + n),
    })),
    {
      id: "demo-note-overdue",
      title: "Visit overdue",
      message: `${overdue.companyName}: ${overdue.purpose} was planned for ${overdue.scheduledDate.split("-").reverse().join("/")}`,
      kind: "visit_reminder",
      visitId: overdue.id,
      read: false,
      sentAt: ago(20),
    },
    {
      id: "demo-note-sealed",
      title: "Verify links",
      message: "Share a sealed inspection from History: anyone with the link can check its seal, receipts and photos.",
      kind: "system",
      visitId: null,
      read: true,
      sentAt: ago(24 * 9),
    },
    {
      id: "demo-note-welcome",
      title: "Welcome to SiteProof",
      message: "Your demo portfolio: 32 companies, 40 sealed inspections and the visits around today.",
      kind: "system",
      visitId: null,
      read: true,
      sentAt: ago(24 * 170),
    },
  ];
  const noteRows = notes.map((x) =>
    db
      .insert(schema.notifications)
      .values({ ...x, userId: DEMO_INSPECTOR_ID, readAt: x.read ? x.sentAt : null })
      .onConflictDoNothing(),
  );
  await db.batch(noteRows as [(typeof noteRows)[number], ...(typeof noteRows)[number][]]);
  const admin = await demoUser(db, DEMO_ADMIN_ID);
  await startCompanyUpload(env, db, admin, new File([DIRECTORY_CSV], "directory-companies.csv", { type: "text/csv" }));
  const counts = await audienceCounts(db);
  await startBroadcast(
    env,
    db,
    admin,
    { title: "Monsoon site visits", message: "Photograph drainage and stock storage on every site visit until the end of the monsoon.", target: "all" },
    counts.all,
  );
  await userHub(env, DEMO_INSPECTOR_ID).reconcileUnread(DEMO_INSPECTOR_ID);
}
