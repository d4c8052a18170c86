// Test data through the schema, with sensible defaults: `rows.x(...)` builds a row, `seed(table, rows)`
// writes them in one D1 batch (one statement per row, so a wide row stays under D1's 100 bound
// parameters). For evidence that must verify (sealed inspections, photos with receipts) use the real
// save path in capture-helpers.ts instead.
import { env } from "cloudflare:test";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import { getDb, schema } from "../../app/platform/db/db.server";
import { defaultAssessment } from "../../app/platform/assessment";

type New<T extends SQLiteTable> = T["$inferInsert"];
const id = () => crypto.randomUUID();

/** The seven assessment answers every made inspection carries unless told otherwise: the capture form's defaults. */
const ASSESSMENT = defaultAssessment();

export const rows = {
  user: (o: Partial<New<typeof schema.users>> = {}): New<typeof schema.users> => {
    const userId = o.id ?? id();
    return { id: userId, email: `${userId}@example.com`, ...o };
  },
  company: (userId: string | null, o: Partial<New<typeof schema.companies>> = {}): New<typeof schema.companies> => ({
    id: id(),
    userId,
    isGlobal: userId === null,
    name: "Deccan Foods",
    address: "Plot 4, MIDC, Pune, Maharashtra",
    ...o,
  }),
  inspection: (userId: string, o: Partial<New<typeof schema.inspections>> = {}): New<typeof schema.inspections> => ({
    id: id(),
    userId,
    userEmail: `${userId}@example.com`,
    inspectorName: "Asha Rao",
    companyName: "Deccan Foods",
    timestamp: "2026-01-01T10:00:00.000Z",
    date: "01/01/2026",
    time: "10:00:00",
    ...ASSESSMENT,
    source: "web",
    isUploaded: true,
    ...o,
  }),
  visit: (userId: string, o: Partial<New<typeof schema.scheduledVisits>> = {}): New<typeof schema.scheduledVisits> => ({
    id: id(),
    userId,
    userEmail: `${userId}@example.com`,
    officerName: "Asha Rao",
    companyName: "Deccan Foods",
    scheduledDate: "2026-01-01",
    scheduledTime: "09:00",
    scheduledAt: "2026-01-01T09:00:00.000Z",
    purpose: "Audit",
    ...o,
  }),
  notification: (userId: string, o: Partial<New<typeof schema.notifications>> = {}): New<typeof schema.notifications> => ({
    id: id(),
    userId,
    title: "Hello",
    message: "World",
    ...o,
  }),
};

/** Writes the rows in one batch. */
/** An inspection as a backup file lists it (the file's own field names), for restore tests. */
export const backupInspection = (createdAt: string, over: Record<string, unknown> = {}) => ({
  id: id(),
  companyName: "Konkan Traders",
  inspectorName: "Asha Rao",
  timestamp: createdAt,
  date: "24/11/2026",
  time: "10:00:00",
  ...ASSESSMENT,
  photoCount: 1,
  createdAt,
  updatedAt: createdAt,
  ...over,
});

export async function seed<T extends SQLiteTable>(table: T, values: New<T>[]): Promise<void> {
  if (values.length === 0) return;
  const db = getDb(env.DB);
  const statements = values.map((v) => db.insert(table).values(v as never));
  await db.batch(statements as [(typeof statements)[number], ...(typeof statements)[number][]]);
}
