// Stores the demo organization (team.ts): rows with fixed ids, so a second run adds nothing. Cases
// are written as they would stand before their inspector's visit; the eight planned for submission
// become Submitted when the seeder saves their inspections.
import { eq, inArray } from "drizzle-orm";
import { type Db, schema } from "../../platform/db/db.server";
import { fullName } from "../../platform/names";
import { caseEvent } from "../cases/case-events.server";
import { VERIFICATION_TYPE_LABELS } from "../cases/status";
import { companyFields, type DemoPlan } from "./portfolio";
import { DEMO_MANAGER_ID, DEMO_ORG, demoTeam } from "./team";

export async function seedDemoTeam(db: Db, plan: DemoPlan): Promise<void> {
  // Events have fresh ids: a team already there is left as it is rather than given its history twice.
  if (await db.select({ id: schema.organizations.id }).from(schema.organizations).where(eq(schema.organizations.id, DEMO_ORG.id)).get()) return;
  const team = demoTeam(plan);
  const ids = team.members.map((m) => m.userId);
  const people = new Map((await db.select().from(schema.users).where(inArray(schema.users.id, ids))).map((u) => [u.id, u]));
  const person = (id: string) => {
    const user = people.get(id);
    if (!user) throw new Error(`The demo user ${id} is missing: run the SQL seed first`);
    return user;
  };
  const manager = person(DEMO_MANAGER_ID);
  const org = DEMO_ORG.id;
  const orgAt = new Date(Date.parse(plan.now) - 200 * 86_400_000).toISOString();
  const rows = [
    db
      .insert(schema.organizations)
      .values({ ...DEMO_ORG, createdBy: DEMO_MANAGER_ID, createdAt: orgAt, updatedAt: orgAt })
      .onConflictDoNothing(),
    ...team.members.map((m) =>
      db
        .insert(schema.memberships)
        .values({
          organizationId: org,
          userId: m.userId,
          role: m.role,
          lastLatitude: m.last?.latitude ?? null,
          lastLongitude: m.last?.longitude ?? null,
          lastLocatedAt: m.last ? plan.now : null,
          createdAt: orgAt,
        })
        .onConflictDoNothing(),
    ),
    ...team.directory.map(({ id, sourceId }) => {
      const c = plan.companies.find((x) => x.id === sourceId)!;
      return db
        .insert(schema.companies)
        .values({
          id,
          organizationId: org,
          ...companyFields(c),
          siteLatitude: c.latitude,
          siteLongitude: c.longitude,
          siteSource: "geocoded",
          siteSetAt: orgAt,
          addedBy: manager.email,
          createdAt: orgAt,
          updatedAt: orgAt,
        })
        .onConflictDoNothing();
    }),
    ...team.cases.flatMap((c) => {
      const assignee = c.assigneeId ? person(c.assigneeId) : null;
      const event = (kind: string, detail: string, at: string, actor = manager) =>
        caseEvent(db, { organizationId: org, caseId: c.id, actor, kind, detail, at });
      return [
        db
          .insert(schema.cases)
          .values({
            id: c.id,
            organizationId: org,
            reference: c.reference,
            companyId: c.companyId,
            companyName: c.companyName,
            siteAddress: c.siteAddress,
            siteLatitude: c.latitude,
            siteLongitude: c.longitude,
            verificationType: c.verificationType,
            instructions: c.instructions,
            dueAt: c.dueAt,
            assigneeId: c.assigneeId,
            assignedAt: c.assignedAt,
            status: c.status,
            createdBy: DEMO_MANAGER_ID,
            createdAt: c.createdAt,
            updatedAt: c.startedAt ?? c.assignedAt ?? c.createdAt,
          })
          .onConflictDoNothing(),
        event("created", `Created (${VERIFICATION_TYPE_LABELS[c.verificationType]})`, c.createdAt),
        ...(assignee && c.assignedAt ? [event("assigned", `Assigned to ${fullName(assignee)}`, c.assignedAt)] : []),
        ...(assignee && c.startedAt ? [event("started", "Started the visit", c.startedAt, assignee)] : []),
      ];
    }),
  ];
  await db.batch(rows as [(typeof rows)[number], ...(typeof rows)[number][]]);
}
