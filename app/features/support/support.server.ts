// Keeps a support message for the administrators (the mail draft alone could be lost in the user's outbox).
import { type Db, schema } from "../../platform/db/db.server";
import { newId } from "../../platform/ids";
import type { SupportInput } from "./support-form";

export async function saveSupportMessage(db: Db, userId: string, message: SupportInput) {
  await db.insert(schema.supportMessages).values({ id: newId(), userId, ...message, organization: message.organization || null });
}
