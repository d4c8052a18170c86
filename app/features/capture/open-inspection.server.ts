import { eq } from "drizzle-orm";
import { type Db, schema } from "../../platform/db/db.server";
import { Refusal } from "../../platform/request.server";
import { chainTakenByOther } from "../evidence/receipts.server";

/** Photos and capture codes go only to an inspection not saved yet, whose id no other user has begun. */
export async function assertInspectionOpen(db: Db, userId: string, inspectionId: string): Promise<void> {
  const inspection = await db.select({ userId: schema.inspections.userId }).from(schema.inspections).where(eq(schema.inspections.id, inspectionId)).get();
  if (inspection && inspection.userId !== userId) throw new Refusal(404, "Inspection not found");
  if (inspection) throw new Refusal(409, "This inspection is saved and cannot be modified");
  if (await chainTakenByOther(db, inspectionId, userId)) throw new Refusal(409, "This inspection id is already used");
}
