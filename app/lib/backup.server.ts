// Backup and restore of one user's data. A restore adds what is missing, updates a company or visit
// only when the file's copy is newer, never changes a saved inspection, and never touches a record
// that belongs to someone else; running it twice adds nothing.
import { and, count, eq, inArray } from "drizzle-orm";
import { type Db, schema } from "./db.server";
import type { SiteCheck, User } from "./db/schema";
import { type Backup, BACKUP_VERSION } from "./backup/backup-file";
import { publicUser } from "./public-user";
import { stateFromAddress } from "./states";
import { syncReminder } from "./visits.server";
import { idParts } from "./db/limits";
import { publicKeyMap } from "./evidence/keys.server";
import { sealAndRecord } from "./evidence/verify.server";
import { FREE_INSPECTION_LIMIT, FREE_LIMIT_MESSAGE } from "./inspections.server";

const c = schema.companies;
const i = schema.inspections;
const sv = schema.scheduledVisits;

export async function buildBackup(db: Db, user: User, now = new Date()) {
  const [companies, inspections, visits] = await db.batch([
    db.select().from(c).where(eq(c.userId, user.id)),
    db.select().from(i).where(eq(i.userId, user.id)),
    db.select().from(sv).where(eq(sv.userId, user.id)),
  ]);
  const { role: _role, ...profile } = publicUser(user);
  return {
    profile: { ...profile, phoneNumber: user.phoneNumber, address: user.address, createdAt: user.createdAt, updatedAt: user.updatedAt },
    companies: companies.map(({ userId: _u, isGlobal: _g, addedBy: _a, state: _s, ...rest }) => rest),
    inspections: inspections.map(({ userId: _u, userEmail: _e, ...rest }) => rest),
    visits: visits.map(({ userId: _u, userEmail: _e, officerName: _o, isNotificationSent: _n, ...rest }) => rest),
    exportDate: now.toISOString(),
    version: BACKUP_VERSION,
  };
}

export interface RestorePlan {
  companies: { add: number; update: number; skip: number };
  inspections: { add: number; skip: number };
  visits: { add: number; update: number; skip: number };
  /** Records of the file the restore leaves out, and why (the first 50). */
  leftOut: { record: string; reason: string }[];
  /** How many records were left out in all. */
  leftOutCount: number;
}

const LEFT_OUT_LISTED = 50;

async function existing<T extends { id: string }>(db: Db, table: typeof c | typeof i | typeof sv, ids: string[]) {
  const found = new Map<string, { userId: string | null; updatedAt: string }>();
  for (const part of idParts(ids)) {
    const rows = await db.select({ id: table.id, userId: table.userId, updatedAt: table.updatedAt }).from(table).where(inArray(table.id, part));
    for (const r of rows) found.set(r.id, r);
  }
  return found as Map<T["id"], { userId: string | null; updatedAt: string }>;
}

type Decision = "add" | "update" | "skip";
function decide(mine: string, row: { id: string; updatedAt: string }, found: Map<string, { userId: string | null; updatedAt: string }>, mutable: boolean): Decision {
  const there = found.get(row.id);
  if (!there) return "add";
  if (there.userId !== mine || !mutable) return "skip";
  return row.updatedAt > there.updatedAt ? "update" : "skip";
}

/** An inspection row as a restore would store it for this user. */
function restoredInspection(user: User, row: Backup["inspections"][number]) {
  return { ...row, siteCheck: row.siteCheck as SiteCheck | null | undefined, userId: user.id, userEmail: user.email, source: row.source ?? null };
}

/**
 * Why a sealed inspection of the file cannot come back, or null when it can: its seal must be signed
 * by a key this server trusts, name this inspection and this account, and match every sealed field
 * of the record as it would be stored. (Backups carry records, not photos: the restored evidence says
 * which photos it lacks.) An unsealed record comes back as "Not sealed", as it was.
 */
async function sealProblem(keys: Map<string, string>, user: User, row: Backup["inspections"][number]): Promise<string | null> {
  if (!row.seal) return null;
  const stored = { ...restoredInspection(user, row), seal: row.seal, sealSignature: row.sealSignature ?? null, sealKeyId: row.sealKeyId ?? null, sealNonce: row.sealNonce ?? null };
  const { checks } = await sealAndRecord(stored as Parameters<typeof sealAndRecord>[0], keys);
  const failed = checks.find((check) => !check.ok);
  return failed ? `its seal does not verify: ${failed.detail}` : null;
}

async function decisions(env: Env, db: Db, user: User, backup: Backup) {
  const [companies, inspections, visits, [{ held }]] = await Promise.all([
    existing(db, c, backup.companies.map((x) => x.id)),
    existing(db, i, backup.inspections.map((x) => x.id)),
    existing(db, sv, backup.visits.map((x) => x.id)),
    db.select({ held: count() }).from(i).where(eq(i.userId, user.id)),
  ]);
  const leftOut: RestorePlan["leftOut"] = [];
  const keys = backup.inspections.some((x) => x.seal) ? await publicKeyMap(env) : new Map<string, string>();
  // A free account holds at most FREE_INSPECTION_LIMIT inspections, restored ones included.
  let room = user.accountType === "premium" ? Infinity : Math.max(0, FREE_INSPECTION_LIMIT - held);
  const inspectionDecisions = [];
  for (const row of backup.inspections) {
    let d = decide(user.id, row, inspections, false);
    if (d === "add") {
      const problem = (await sealProblem(keys, user, row)) ?? (room <= 0 ? FREE_LIMIT_MESSAGE : null);
      if (problem) {
        leftOut.push({ record: `Inspection of ${row.companyName} on ${row.date}`, reason: problem });
        d = "skip";
      } else room--;
    }
    inspectionDecisions.push({ row, d, leftOut: d === "skip" && !inspections.has(row.id) });
  }
  return {
    companies: backup.companies.map((row) => ({ row, d: decide(user.id, row, companies, true) })),
    inspections: inspectionDecisions,
    visits: backup.visits.map((row) => ({ row, d: decide(user.id, row, visits, true) })),
    leftOut,
  };
}

const tally = <T>(list: { d: Decision; row: T; leftOut?: boolean }[]) => ({
  add: list.filter((x) => x.d === "add").length,
  update: list.filter((x) => x.d === "update").length,
  skip: list.filter((x) => x.d === "skip" && !x.leftOut).length,
});

function plan(d: Awaited<ReturnType<typeof decisions>>): RestorePlan {
  const ins = tally(d.inspections);
  return { companies: tally(d.companies), inspections: { add: ins.add, skip: ins.skip }, visits: tally(d.visits), leftOut: d.leftOut.slice(0, LEFT_OUT_LISTED), leftOutCount: d.leftOut.length };
}

export async function planRestore(env: Env, db: Db, user: User, backup: Backup): Promise<RestorePlan> {
  return plan(await decisions(env, db, user, backup));
}

export async function applyRestore(env: Env, db: Db, user: User, backup: Backup): Promise<RestorePlan> {
  const d = await decisions(env, db, user, backup);
  const writes = [
    ...d.companies.filter((x) => x.d !== "skip").map(({ row, d: kind }) => {
      const values = { ...row, userId: user.id, isGlobal: false, state: stateFromAddress(row.address) };
      return kind === "add" ? db.insert(c).values(values).onConflictDoNothing() : db.update(c).set(values).where(and(eq(c.id, row.id), eq(c.userId, user.id)));
    }),
    ...d.inspections
      .filter((x) => x.d === "add")
      .map(({ row }) =>
        db.insert(i).values(restoredInspection(user, row)).onConflictDoNothing(),
      ),
    ...d.visits.filter((x) => x.d !== "skip").map(({ row, d: kind }) => {
      const values = { ...row, userId: user.id, userEmail: user.email, officerName: [user.firstName, user.lastName].filter(Boolean).join(" ") || user.email };
      return kind === "add" ? db.insert(sv).values(values).onConflictDoNothing() : db.update(sv).set(values).where(and(eq(sv.id, row.id), eq(sv.userId, user.id)));
    }),
  ];
  // D1 runs each batch as one transaction; large restores go in slices.
  for (let n = 0; n < writes.length; n += 50) {
    const slice = writes.slice(n, n + 50);
    if (slice.length) await db.batch(slice as [(typeof slice)[number], ...(typeof slice)[number][]]);
  }
  const touchedVisits = d.visits.filter((x) => x.d !== "skip" && !x.row.isCompleted).map((x) => x.row.id);
  if (touchedVisits.length) {
    for (const ids of idParts(touchedVisits)) {
      for (const visit of await db.select().from(sv).where(and(eq(sv.userId, user.id), inArray(sv.id, ids)))) await syncReminder(env, visit);
    }
  }
  return plan(d);
}
