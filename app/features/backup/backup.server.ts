// Backup and restore of one user's data. A restore adds what is missing, updates a company or visit
// only when the file's copy is newer, never changes a saved inspection, and never touches a record
// that belongs to someone else; running it twice adds nothing.
import { and, count, eq, inArray, isNull } from "drizzle-orm";
import { type Db, schema } from "../../platform/db/db.server";
import { PERSONAL } from "../../platform/db/tables/inspections";
import type { SiteCheck, User } from "../../platform/db/schema";
import { type Backup, BACKUP_VERSION, type RestorePlan } from "./backup-file";
import { publicUser } from "../../platform/public-user";
import { stateFromAddress } from "../../platform/states";
import { syncReminder } from "../visits/visits.server";
import { idParts } from "../../platform/db/limits";
import { publicKeyMap } from "../evidence/keys.server";
import { sealAndRecord, verifyRecord } from "../evidence/verify.server";
import { FREE_INSPECTION_LIMIT, FREE_LIMIT_MESSAGE } from "../capture/inspections.server";
import type { Inspection as InspectionRow } from "../../platform/db/schema";

const c = schema.companies;
const i = schema.inspections;
const sv = schema.scheduledVisits;

export async function buildBackup(db: Db, user: User, now = new Date()) {
  const [companies, inspections, visits] = await db.batch([
    db.select().from(c).where(eq(c.userId, user.id)),
    // Personal inspections only: a case's inspection is its organization's, kept and exported there.
    db
      .select()
      .from(i)
      .where(and(eq(i.userId, user.id), PERSONAL)),
    db.select().from(sv).where(eq(sv.userId, user.id)),
  ]);
  const { role: _role, ...profile } = publicUser(user);
  return {
    profile: { ...profile, phoneNumber: user.phoneNumber, address: user.address, createdAt: user.createdAt, updatedAt: user.updatedAt },
    companies: companies.map(({ userId: _u, isGlobal: _g, addedBy: _a, state: _s, ...rest }) => rest),
    inspections: inspections.map(({ userId: _u, userEmail: _e, organizationId: _o, ...rest }) => rest),
    visits: visits.map(({ userId: _u, userEmail: _e, officerName: _o, isNotificationSent: _n, ...rest }) => rest),
    exportDate: now.toISOString(),
    version: BACKUP_VERSION,
  };
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
function decide(
  mine: string,
  row: { id: string; updatedAt: string },
  found: Map<string, { userId: string | null; updatedAt: string }>,
  mutable: boolean,
): Decision {
  const there = found.get(row.id);
  if (!there) return "add";
  if (there.userId !== mine || !mutable) return "skip";
  return row.updatedAt > there.updatedAt ? "update" : "skip";
}

type BackupInspection = Backup["inspections"][number];

/**
 * An inspection row as a restore would store it for this user. The seal and the site check travel
 * only together: an unsealed record comes back "Not sealed", without a site verdict nothing signed.
 */
function restoredInspection(user: User, row: BackupInspection) {
  const sealed = !!row.seal;
  return {
    ...row,
    siteCheck: sealed ? ((row.siteCheck ?? null) as SiteCheck | null) : null,
    seal: sealed ? row.seal! : null,
    sealSignature: sealed ? (row.sealSignature ?? null) : null,
    sealKeyId: sealed ? (row.sealKeyId ?? null) : null,
    sealNonce: sealed ? (row.sealNonce ?? null) : null,
    userId: user.id,
    userEmail: user.email,
    source: row.source ?? null,
    // A backup restores personal records: an organization's case is not the account's to re-link.
    caseId: null,
    organizationId: null,
    // Only a case's capture answers a checklist.
    checklistId: null,
    checklistVersion: null,
    checklistAnswers: null,
    // Stored as the app writes it (UTC, ms, Z): ranges compare it as text and the daily rollups key
    // it by its first 10 characters, which a "+05:30" or "2026-01-01 10:00Z" form would mislead.
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

/** Photos a restored inspection takes back: kept photos of its seal, still stored but attached to nothing. */
type Attach = { photoId: string; position: number };

export const RESTORE_REASONS = {
  noPhotos: "its photos are no longer on this server and a backup does not carry them, so its evidence would not verify",
} as const;

/**
 * Whether a sealed inspection of the file can come back with its evidence whole, or why not. Its seal
 * must be signed by a key this server trusts, name this inspection and this account, and match every
 * sealed field of the record as it would be stored; then its photos' receipts and bytes must verify
 * as the evidence page checks them. A backup carries records, not photos, and deleting an inspection
 * deletes its photos, so in practice this holds only when the photos outlived the record (left
 * attached to nothing); those are attached again.
 */
async function evidenceProblem(
  env: Env,
  db: Db,
  keys: Map<string, string>,
  user: User,
  row: BackupInspection,
  detached: () => Promise<Set<string>>,
): Promise<{ problem: string } | { attach: Attach[] }> {
  const stored = restoredInspection(user, row) as InspectionRow;
  const { checks, seal } = await sealAndRecord(stored, keys);
  const failed = checks.find((check) => !check.ok);
  if (failed || !seal) return { problem: `its seal does not verify: ${failed?.detail ?? "the seal cannot be read."}` };
  const kept = seal.chain.filter((e) => e.kept);
  const loose = await detached();
  if (kept.some((e) => !loose.has(e.photoId))) return { problem: RESTORE_REASONS.noPhotos };
  const attach = kept.map((e) => ({ photoId: e.photoId, position: e.position ?? 0 }));
  const p = schema.photos;
  const keptIds = kept.map((e) => e.photoId);
  const verification = await verifyRecord(
    env,
    stored,
    async () => {
      const rows = await db
        .select()
        .from(p)
        .where(and(eq(p.userId, user.id), eq(p.receiptInspectionId, row.id)));
      // Kept photos without a receipt of this inspection: up to 100 ids, so in parts under D1's 100 parameters.
      for (const part of idParts(keptIds.filter((id) => !rows.some((r) => r.id === id)))) {
        rows.push(
          ...(await db
            .select()
            .from(p)
            .where(and(eq(p.userId, user.id), inArray(p.id, part)))),
        );
      }
      // The photos as they will be once attached again.
      return rows.map((r) => {
        const at = attach.find((a) => a.photoId === r.id);
        return at ? { ...r, inspectionId: row.id, position: at.position } : r;
      });
    },
    keys,
  );
  if (verification.status !== "verified")
    return { problem: `its evidence does not verify: ${verification.checks.find((c) => !c.ok)?.detail ?? verification.summary}` };
  return { attach };
}

async function decisions(env: Env, db: Db, user: User, backup: Backup) {
  const [companies, inspections, visits, [{ held }]] = await Promise.all([
    existing(
      db,
      c,
      backup.companies.map((x) => x.id),
    ),
    existing(
      db,
      i,
      backup.inspections.map((x) => x.id),
    ),
    existing(
      db,
      sv,
      backup.visits.map((x) => x.id),
    ),
    db
      .select({ held: count() })
      .from(i)
      .where(and(eq(i.userId, user.id), PERSONAL)),
  ]);
  const leftOut: RestorePlan["leftOut"] = [];
  const keys = backup.inspections.some((x) => x.seal) ? await publicKeyMap(env) : new Map<string, string>();
  // The user's stored photos attached to no inspection, read once and only if a seal verifies.
  let loose: Promise<Set<string>> | null = null;
  const detached = () =>
    (loose ??= db
      .select({ id: schema.photos.id })
      .from(schema.photos)
      .where(and(eq(schema.photos.userId, user.id), isNull(schema.photos.inspectionId), isNull(schema.photos.discardedAt)))
      .then((rows) => new Set(rows.map((r) => r.id))));
  // A free account holds at most FREE_INSPECTION_LIMIT inspections, restored ones included.
  let room = user.accountType === "premium" ? Infinity : Math.max(0, FREE_INSPECTION_LIMIT - held);
  const inspectionDecisions: { row: BackupInspection; d: Decision; leftOut: boolean; attach: Attach[] }[] = [];
  for (const row of backup.inspections) {
    let d = decide(user.id, row, inspections, false);
    let attach: Attach[] = [];
    if (d === "add") {
      const evidence = row.seal ? await evidenceProblem(env, db, keys, user, row, detached) : { attach: [] };
      const problem = "problem" in evidence ? evidence.problem : room <= 0 ? FREE_LIMIT_MESSAGE : null;
      if (problem) {
        leftOut.push({ record: `Inspection of ${row.companyName} on ${row.date} at ${row.time}`, reason: problem });
        d = "skip";
      } else {
        room--;
        if ("attach" in evidence) attach = evidence.attach;
      }
    }
    inspectionDecisions.push({ row, d, leftOut: d === "skip" && !inspections.has(row.id), attach });
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
  return {
    companies: tally(d.companies),
    inspections: { add: ins.add, skip: ins.skip },
    visits: tally(d.visits),
    leftOut: d.leftOut.slice(0, LEFT_OUT_LISTED),
    leftOutCount: d.leftOut.length,
  };
}

export async function planRestore(env: Env, db: Db, user: User, backup: Backup): Promise<RestorePlan> {
  return plan(await decisions(env, db, user, backup));
}

export async function applyRestore(env: Env, db: Db, user: User, backup: Backup): Promise<RestorePlan> {
  const d = await decisions(env, db, user, backup);
  const writes = [
    ...d.companies
      .filter((x) => x.d !== "skip")
      .map(({ row, d: kind }) => {
        const values = { ...row, userId: user.id, isGlobal: false, state: stateFromAddress(row.address) };
        return kind === "add"
          ? db.insert(c).values(values).onConflictDoNothing()
          : db
              .update(c)
              .set(values)
              .where(and(eq(c.id, row.id), eq(c.userId, user.id)));
      }),
    ...d.inspections
      .filter((x) => x.d === "add")
      .flatMap(({ row, attach }) => [
        db.insert(i).values(restoredInspection(user, row)).onConflictDoNothing(),
        ...attach.map((a) =>
          db
            .update(schema.photos)
            .set({ inspectionId: row.id, position: a.position })
            .where(and(eq(schema.photos.id, a.photoId), eq(schema.photos.userId, user.id), isNull(schema.photos.inspectionId))),
        ),
      ]),
    ...d.visits
      .filter((x) => x.d !== "skip")
      .map(({ row, d: kind }) => {
        const values = { ...row, userId: user.id, userEmail: user.email, officerName: [user.firstName, user.lastName].filter(Boolean).join(" ") || user.email };
        return kind === "add"
          ? db.insert(sv).values(values).onConflictDoNothing()
          : db
              .update(sv)
              .set(values)
              .where(and(eq(sv.id, row.id), eq(sv.userId, user.id)));
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
      for (const visit of await db
        .select()
        .from(sv)
        .where(and(eq(sv.userId, user.id), inArray(sv.id, ids))))
        await syncReminder(env, visit);
    }
  }
  return plan(d);
}
