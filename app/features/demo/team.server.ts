// Stores the demo organization (team.ts): rows with fixed ids, so a second run adds nothing. Cases
// are written as they would stand before their inspector's visit; the eight planned for submission
// become Submitted when the seeder saves their inspections, and the demo reviewer then disposes of
// the planned ones through recordDisposition, the review screen's own path (signed and chained).
import { and, eq, inArray } from "drizzle-orm";
import { type Db, schema } from "../../platform/db/db.server";
import { fullName } from "../../platform/names";
import { caseEvent } from "../../platform/db/case-events";
import { VERIFICATION_TYPE_LABELS } from "../cases/status";
import { recordDisposition } from "../review/dispose.server";
import { companyFields, type DemoPlan } from "./portfolio";
import { caseVisitOf, DEMO_MANAGER_ID, DEMO_ORG, DEMO_REVIEWER_ID, demoTeam } from "./team";
import { builtInChecklistStatements } from "../checklists/built-ins.server";

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
  const builtIns = await builtInChecklistStatements(db);
  const rows = [
    db
      .insert(schema.organizations)
      .values({ ...DEMO_ORG, createdBy: DEMO_MANAGER_ID, createdAt: orgAt, updatedAt: orgAt })
      .onConflictDoNothing(),
    // The four built-in checklists, published and mapped, as for any new organization.
    ...builtIns(org),
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

/**
 * The demo reviewer's planned decision on a saved inspection, at its planned past instant. Only while
 * the case still waits with that inspection: run again, it finds the case decided and adds nothing.
 */
export async function reviewDemoInspection(env: Env, db: Db, plan: DemoPlan, inspectionId: string): Promise<boolean> {
  const planned = caseVisitOf(demoTeam(plan), inspectionId);
  const decision = planned?.visit.disposition;
  if (!planned || !decision) return false;
  const c = schema.cases;
  const waiting = await db
    .select({ id: c.id })
    .from(c)
    .where(and(eq(c.id, planned.case.id), eq(c.status, "submitted"), eq(c.inspectionId, inspectionId)))
    .get();
  if (!waiting) return false;
  const row = await db
    .select({ user: schema.users, org: schema.organizations, membership: schema.memberships })
    .from(schema.memberships)
    .innerJoin(schema.users, eq(schema.users.id, schema.memberships.userId))
    .innerJoin(schema.organizations, eq(schema.organizations.id, schema.memberships.organizationId))
    .where(and(eq(schema.memberships.organizationId, DEMO_ORG.id), eq(schema.memberships.userId, DEMO_REVIEWER_ID)))
    .get();
  if (!row) throw new Error("The demo reviewer is not a member of the demo organization");
  await recordDisposition(env, db, row, planned.case.id, { intent: "dispose", outcome: decision.outcome, remark: decision.remark }, new Date(decision.at));
  return true;
}
