// Checking an inspection against its seal, for the owner's history and the public verify page.
// Every check says in words what failed, so a reader who does not trust the inspector's phone (or
// this server's database) can see exactly what no longer matches what was signed.
import { and, eq, or } from "drizzle-orm";
import { type Db, schema } from "../db.server";
import { sha256Hex, toHex } from "../encoding";
import { publicKeyMap, verifyText } from "./keys.server";
import { type ReceiptBody, shortHash } from "./receipt";
import { changedFields, type SealBody, SEALED_FIELDS, sealedRecord } from "./seal";

export interface Check {
  label: string;
  ok: boolean;
  detail: string;
}

export interface PhotoEvidence {
  photoId: string;
  label: string;
  kept: boolean;
  position: number | null;
  sha256: string | null;
  receiptHash: string | null;
  receipt: ReceiptBody | null;
  distanceM: number | null;
  ok: boolean;
  problems: string[];
}

export interface Verification {
  status: "verified" | "broken" | "unsealed";
  summary: string;
  sealedAt: string | null;
  keyId: string | null;
  checks: Check[];
  photos: PhotoEvidence[];
}

const short = (id: string) => id.slice(0, 8);

async function storedHash(env: Env, key: string): Promise<string | null> {
  const object = await env.PHOTOS.get(key);
  if (!object) return null;
  // Hashed as it streams: a photo is never held in memory whole.
  const digest = new (crypto as unknown as { DigestStream: typeof DigestStream }).DigestStream("SHA-256");
  await object.body.pipeTo(digest);
  return toHex(await digest.digest);
}

function parse<T>(text: string | null): T | null {
  try {
    return text ? (JSON.parse(text) as T) : null;
  } catch {
    return null;
  }
}

type InspectionRow = typeof schema.inspections.$inferSelect;

/** The seal's signature and the record against it: the cheap part of a check, with no photo read. */
async function sealAndRecordChecks(row: InspectionRow, seal: SealBody, keys: Map<string, string>): Promise<Check[]> {
  const sealKey = row.sealKeyId ? keys.get(row.sealKeyId) : undefined;
  const sealSigned = !!sealKey && seal.kid === row.sealKeyId && (await verifyText(sealKey, row.seal!, row.sealSignature ?? ""));
  const changed = changedFields(seal.record, sealedRecord(row));
  return [
    {
      label: "Seal signature",
      ok: sealSigned && seal.inspectionId === row.id,
      detail: !sealKey ? "The seal names a key this server never published." : !sealSigned ? "The seal's signature does not match its text: the seal was altered." : seal.inspectionId !== row.id ? "The seal belongs to another inspection." : `Signed with key ${seal.kid} on ${seal.sealedAt}.`,
    },
    {
      label: "Inspection record",
      ok: changed.length === 0,
      detail: changed.length === 0 ? `All ${SEALED_FIELDS.length} sealed fields match the stored record.` : `Changed after sealing: ${changed.join(", ")}.`,
    },
  ];
}

/** For lists: whether each sealed row's signature and fields still hold (photos are checked on request). */
export async function sealStates(db: Db, rows: InspectionRow[]): Promise<Map<string, "sealed" | "broken" | "unsealed">> {
  const keys = rows.some((r) => r.seal) ? await publicKeyMap(db) : new Map<string, string>();
  const states = new Map<string, "sealed" | "broken" | "unsealed">();
  for (const row of rows) {
    const seal = parse<SealBody>(row.seal);
    states.set(row.id, !seal ? "unsealed" : (await sealAndRecordChecks(row, seal, keys)).every((c) => c.ok) ? "sealed" : "broken");
  }
  return states;
}

export async function verifyInspection(env: Env, db: Db, inspectionId: string): Promise<Verification | null> {
  const row = await db.select().from(schema.inspections).where(eq(schema.inspections.id, inspectionId)).get();
  if (!row) return null;
  const seal = parse<SealBody>(row.seal);
  if (!seal) {
    return { status: "unsealed", summary: "This inspection was saved before SiteProof sealed inspections, so there is nothing to check it against.", sealedAt: null, keyId: null, checks: [], photos: [] };
  }
  const keys = await publicKeyMap(db);
  const checks = await sealAndRecordChecks(row, seal, keys);

  const p = schema.photos;
  const rows = await db.select().from(p).where(and(eq(p.userId, row.userId), or(eq(p.receiptInspectionId, row.id), eq(p.inspectionId, row.id))));
  const photos: PhotoEvidence[] = [];
  let chainBroken = false;
  for (const [index, entry] of seal.chain.entries()) {
    const label = entry.kept ? `Photo ${entry.position! + 1}` : `Receipt ${entry.seq} (photo removed before saving)`;
    const problems: string[] = [];
    const stored = entry.seq === null ? rows.find((r) => r.id === entry.photoId) : rows.find((r) => r.receiptSeq === entry.seq);
    const receipt = parse<ReceiptBody>(stored?.receipt ?? null);
    if (!stored) problems.push(entry.seq === null ? `${label} is missing.` : `Receipt ${entry.seq} is missing.`);
    else if (stored.id !== entry.photoId) {
      problems.push(`Receipt ${entry.seq} is out of order: the seal puts photo ${short(entry.photoId)} here, the store holds photo ${short(stored.id)}.`);
      chainBroken = true;
    } else if (entry.receiptHash !== null) {
      if (!receipt || (await sha256Hex(stored.receipt!)) !== entry.receiptHash || stored.receiptHash !== entry.receiptHash) problems.push(`${label}'s receipt was changed after sealing.`);
      const key = stored.receiptKeyId ? keys.get(stored.receiptKeyId) : undefined;
      if (!key || !(await verifyText(key, stored.receipt ?? "", stored.receiptSignature ?? ""))) problems.push(`${label}'s receipt signature does not verify.`);
      const expectedPrev = index === 0 ? null : seal.chain[index - 1].receiptHash;
      if (receipt && receipt.prev !== expectedPrev) {
        problems.push(`${label}'s receipt does not follow the one before it: the chain is broken.`);
        chainBroken = true;
      }
      if (receipt && (receipt.photoId !== stored.id || receipt.inspectionId !== row.id || receipt.userId !== row.userId)) problems.push(`${label}'s receipt names another photo or inspection.`);
    }
    if (stored && stored.id === entry.photoId && entry.kept) {
      if (stored.inspectionId !== row.id || stored.position !== entry.position) problems.push(`${label} was moved or detached after sealing.`);
      const recorded = receipt?.sha256 ?? stored.sha256;
      if (stored.sha256 !== recorded) problems.push(`${label}'s recorded hash was changed after its receipt was issued.`);
      const actual = await storedHash(env, stored.r2Key);
      if (actual === null) problems.push(`${label}'s file is missing from storage.`);
      else if (actual !== recorded) problems.push(`${label}'s stored bytes differ from its receipt (SHA-256 ${shortHash(actual)}… instead of ${shortHash(recorded)}…).`);
    }
    photos.push({ photoId: entry.photoId, label, kept: entry.kept, position: entry.position, sha256: receipt?.sha256 ?? stored?.sha256 ?? null, receiptHash: entry.receiptHash, receipt, distanceM: entry.distanceM, ok: problems.length === 0, problems });
  }
  for (const extra of rows.filter((r) => r.inspectionId === row.id && !seal.chain.some((e) => e.kept && e.photoId === r.id))) {
    photos.push({ photoId: extra.id, label: `Photo ${short(extra.id)}`, kept: true, position: extra.position, sha256: extra.sha256, receiptHash: extra.receiptHash, receipt: null, distanceM: extra.siteDistanceM, ok: false, problems: [`Photo ${short(extra.id)} was added after sealing.`] });
  }
  const receipted = seal.chain.filter((e) => e.receiptHash !== null).length;
  checks.push({
    label: "Receipt chain",
    ok: !chainBroken && photos.every((ph) => ph.ok || ph.problems.every((m) => !/chain|order|missing|added/.test(m))),
    detail: chainBroken ? "The receipts are not in the order the server issued them." : `${receipted} receipt${receipted === 1 ? "" : "s"} linked in the order the server issued them.`,
  });
  const keptPhotos = photos.filter((ph) => ph.kept);
  checks.push({
    label: "Photos",
    ok: photos.every((ph) => ph.ok),
    detail: photos.every((ph) => ph.ok) ? `All ${keptPhotos.length} photo${keptPhotos.length === 1 ? "" : "s"} match the hashes in their signed receipts.` : photos.flatMap((ph) => ph.problems).join(" "),
  });

  const broken = checks.filter((c) => !c.ok);
  const sealedDay = seal.sealedAt.slice(0, 10);
  return {
    status: broken.length === 0 ? "verified" : "broken",
    summary:
      broken.length === 0
        ? `Sealed and intact: the record and all ${keptPhotos.length} photo${keptPhotos.length === 1 ? "" : "s"} match what the server signed on ${sealedDay}.`
        : `The seal is broken: ${broken[0].detail}`,
    sealedAt: seal.sealedAt,
    keyId: seal.kid,
    checks,
    photos,
  };
}
