import { eq } from "drizzle-orm";
import { type Db, schema } from "../../platform/db/db.server";
import { Refusal } from "../../platform/request.server";

/** Whether another user already holds receipts under this inspection id (its chain is theirs). */
async function chainTakenByOther(db: Db, inspectionId: string, userId: string): Promise<boolean> {
  const p = schema.photos;
  const first = await db.select({ userId: p.userId }).from(p).where(eq(p.receiptInspectionId, inspectionId)).limit(1).get();
  return !!first && first.userId !== userId;
}

/** Photos and capture codes go only to an inspection not saved yet, whose id no other user has begun. */
export async function assertInspectionOpen(db: Db, userId: string, inspectionId: string): Promise<void> {
  const inspection = await db.select({ userId: schema.inspections.userId }).from(schema.inspections).where(eq(schema.inspections.id, inspectionId)).get();
  if (inspection && inspection.userId !== userId) throw new Refusal(404, "Inspection not found");
  if (inspection) throw new Refusal(409, "This inspection is saved and cannot be modified");
  if (await chainTakenByOther(db, inspectionId, userId)) throw new Refusal(409, "This inspection id is already used");
}
