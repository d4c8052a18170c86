// Creating an organization and the list of a user's organizations (the shell's switcher and /app/org).
import { asc, eq } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { type Db, schema } from "../../platform/db/db.server";
import type { OrgRole, User } from "../../platform/db/schema";
import { newId } from "../../platform/ids";
import { Refusal } from "../../platform/refusal";
import { isReservedCode, ORG_MESSAGES_FORM } from "./org-form";

export interface UserOrganization {
  code: string;
  name: string;
  role: OrgRole;
}

/** The user's organizations by name: one query on memberships_user_idx joined to each organization. */
export async function listUserOrganizations(db: Db, userId: string): Promise<UserOrganization[]> {
  const o = schema.organizations;
  const m = schema.memberships;
  return db
    .select({ code: o.code, name: o.name, role: m.role })
    .from(m)
    .innerJoin(o, eq(o.id, m.organizationId))
    .where(eq(m.userId, userId))
    .orderBy(asc(o.name), asc(o.code));
}

const codeTaken = () => new Refusal(409, ORG_MESSAGES_FORM.codeTaken, { fieldErrors: { code: ORG_MESSAGES_FORM.codeTaken } });

/**
 * A new organization with its creator as owner and what it starts with (`startWith`: its built-in checklists), in
 * one batch; a code in use (or reserved) is refused with 409.
 */
export async function createOrganization(
  db: Db,
  user: User,
  input: { name: string; code: string },
  startWith: (organizationId: string) => BatchItem<"sqlite">[] = () => [],
): Promise<void> {
  if (isReservedCode(input.code)) throw codeTaken();
  const taken = await db.select({ id: schema.organizations.id }).from(schema.organizations).where(eq(schema.organizations.code, input.code)).get();
  if (taken) throw codeTaken();
  const id = newId();
  try {
    await db.batch([
      db.insert(schema.organizations).values({ id, code: input.code, name: input.name, createdBy: user.id }),
      db.insert(schema.memberships).values({ organizationId: id, userId: user.id, role: "owner" }),
      ...startWith(id),
    ]);
  } catch (error) {
    // Two people choosing the same code at once: the unique index answers for the second.
    if (String(error).includes("UNIQUE")) throw codeTaken();
    throw error;
  }
}
