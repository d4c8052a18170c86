// Checking an inspection against its seal, for the owner's history and the public verify page.
// Every check says in words what failed, so a reader who does not trust the inspector's phone (or
// this server's database) can see exactly what no longer matches what was signed. Only keys from
// configuration are trusted (keys.server.ts), and a receipt's facts are shown only when it verifies.
import { and, eq, isNotNull, or } from "drizzle-orm";
import { type Db, schema } from "../../platform/db/db.server";
import { sha256Hex, toHex } from "../../platform/encoding";
import { publicKeyMap, verifyText } from "./keys.server";
import { type ReceiptBody, shortHash } from "./receipt";
import { changedFields, readSeal, type SealBody, sealedChecklist, SEALED_FIELDS } from "./seal";
import type { Inspection as InspectionRow, Photo as PhotoRow } from "../../platform/db/schema";
import type { Check, PhotoEvidence, Verification } from "./verification";

const short = (id: string) => id.slice(0, 8);
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

async function storedHash(env: Env, key: string): Promise<string | null> {
  const object = await env.PHOTOS.get(key);
  if (!object) return null;
  // Hashed as it streams: a photo is never held in memory whole.
  const digest = new (crypto as unknown as { DigestStream: typeof DigestStream }).DigestStream("SHA-256");
  await object.body.pipeTo(digest);
  return toHex(await digest.digest);
}

function parseReceipt(text: string | null): ReceiptBody | null {
  try {
    return text ? (JSON.parse(text) as ReceiptBody) : null;
  } catch {
    return null;
  }
}

/**
 * The seal's signature, then the record against it: the cheap part of a check, with no photo read. A
 * checklist capture's answers are checked with its version's stored definition hash when the caller read
 * it (`definitionHash`, null when the version is gone); a list takes the seal's own.
 */
export async function sealAndRecord(
  row: InspectionRow,
  keys: Map<string, string>,
  definitionHash?: string | null,
): Promise<{ checks: Check[]; seal: SealBody | null }> {
  const key = row.sealKeyId ? keys.get(row.sealKeyId) : undefined;
  const signed = !!key && (await verifyText(key, row.seal ?? "", row.sealSignature ?? ""));
  const seal = signed ? readSeal(row.seal!) : null;
  const own = !!seal && seal.kid === row.sealKeyId && seal.inspectionId === row.id && seal.userId === row.userId;
  const signature: Check = {
    label: "Seal signature",
    ok: own,
    detail: !key
      ? "The seal names a key this server does not trust."
      : !signed
        ? "The seal's signature does not match its text: the seal was altered."
        : !seal
          ? "The seal cannot be read."
          : !own
            ? "The seal belongs to another inspection."
            : `Signed with key ${seal.kid} on ${seal.sealedAt}.`,
  };
  if (!own) return { checks: [signature, { label: "Inspection record", ok: false, detail: "Cannot be checked without a valid seal." }], seal: null };
  const sealedHash = (seal!.record.checklist as { definitionHash?: string } | null | undefined)?.definitionHash ?? null;
  const checklist = sealedChecklist(row, definitionHash === undefined ? sealedHash : definitionHash);
  const changed = await changedFields(seal!, row, row.sealNonce, checklist);
  const fields = SEALED_FIELDS.length + (checklist ? 1 : 0);
  const record: Check = {
    label: "Inspection record",
    ok: changed.length === 0,
    detail: changed.length === 0 ? `All ${fields} sealed fields match the stored record.` : `Changed after sealing: ${changed.join(", ")}.`,
  };
  return { checks: [signature, record], seal };
}

export type StoredPhoto = { id: string; inspectionId: string | null; position: number; r2Key: string };

/** Stored checksums a history card reads at most; the Evidence dialog checks every photo's bytes. */
export const CARD_PHOTO_CHECKS = 20;
/** R2 reads in flight at once for a list: a Worker keeps six connections open and queues the rest. */
const LIST_HEADS_AT_ONCE = 6;

/**
 * For lists: whether each sealed row's signature and fields still hold, whether each kept photo is
 * attached where the seal put it (`stored`: the owner's photos attached to these rows), and whether the originals of its first CARD_PHOTO_CHECKS photos
 * still carry the SHA-256 that R2 checked when the bytes were put (uploads pass it to `put`, and R2
 * refuses bytes that do not match). That is a metadata read per photo, no bytes.
 */
export async function sealStates(env: Env, rows: InspectionRow[], stored: StoredPhoto[]): Promise<Map<string, "sealed" | "broken" | "unsealed">> {
  const keys = rows.some((r) => r.seal !== null) ? await publicKeyMap(env) : new Map<string, string>();
  const head = limited(LIST_HEADS_AT_ONCE, (key: string) => env.PHOTOS.head(key));
  const states = new Map<string, "sealed" | "broken" | "unsealed">();
  await Promise.all(
    rows.map(async (row) => {
      if (row.seal === null) return states.set(row.id, "unsealed");
      const holds = await sealAndRecord(row, keys)
        .then((r) => r.checks.every((c) => c.ok) && originalsHold(head, row, r.seal!, stored))
        .catch(() => false);
      states.set(row.id, holds ? "sealed" : "broken");
    }),
  );
  return states;
}

async function originalsHold(head: (key: string) => Promise<R2Object | null>, row: InspectionRow, seal: SealBody, stored: StoredPhoto[]) {
  const kept = seal.chain.filter((e) => e.kept);
  const attached = stored.filter((s) => s.inspectionId === row.id);
  if (attached.length !== kept.length) return false;
  const photos = kept.map((entry) => ({ entry, photo: attached.find((s) => s.id === entry.photoId) }));
  if (photos.some(({ entry, photo }) => !photo || photo.position !== entry.position)) return false;
  const checks = photos.slice(0, CARD_PHOTO_CHECKS).map(async ({ entry, photo }) => {
    // Only a missing object or another checksum breaks the seal here. R2 failing to answer, or an
    // object put without a checksum, says nothing either way: the full check reads the bytes.
    const object = await head(photo!.r2Key).catch(() => "unknown" as const);
    if (object === "unknown") return true;
    if (!object) return false;
    const sha256 = object.checksums.sha256;
    return !sha256 || toHex(new Uint8Array(sha256)) === entry.sha256;
  });
  return (await Promise.all(checks)).every(Boolean);
}

/** `run` with at most `n` calls in flight; the others wait their turn. */
function limited<A, T>(n: number, run: (arg: A) => Promise<T>): (arg: A) => Promise<T> {
  let active = 0;
  const waiting: (() => void)[] = [];
  return async (arg) => {
    while (active >= n) await new Promise<void>((resolve) => waiting.push(resolve));
    active++;
    try {
      return await run(arg);
    } finally {
      active--;
      waiting.shift()?.();
    }
  };
}

interface EntryResult {
  photo: PhotoEvidence;
  chainProblems: string[];
}

async function checkEntry(
  env: Env,
  row: InspectionRow,
  seal: SealBody,
  index: number,
  stored: PhotoRow | undefined,
  keys: Map<string, string>,
): Promise<EntryResult> {
  const entry = seal.chain[index];
  const label = entry.kept ? `Photo ${(entry.position ?? 0) + 1}` : `Receipt ${entry.seq} (photo removed before saving)`;
  const problems: string[] = [];
  const chainProblems: string[] = [];
  let receipt: ReceiptBody | null = null;
  if (!stored) chainProblems.push(entry.seq === null ? `${label} is missing.` : `Receipt ${entry.seq} is missing.`);
  else if (stored.id !== entry.photoId)
    chainProblems.push(`Receipt ${entry.seq} is out of order: the seal puts photo ${short(entry.photoId)} here, the store holds photo ${short(stored.id)}.`);
  else if (entry.receiptHash !== null) {
    const unchanged = !!stored.receipt && (await sha256Hex(stored.receipt)) === entry.receiptHash && stored.receiptHash === entry.receiptHash;
    const key = stored.receiptKeyId ? keys.get(stored.receiptKeyId) : undefined;
    const signed = !!key && (await verifyText(key, stored.receipt ?? "", stored.receiptSignature ?? ""));
    if (!unchanged) problems.push(`${label}'s receipt was changed after sealing.`);
    if (!signed) problems.push(`${label}'s receipt signature does not verify.`);
    const body = unchanged && signed ? parseReceipt(stored.receipt) : null;
    if (body && body.prev !== (index === 0 ? null : seal.chain[index - 1].receiptHash))
      chainProblems.push(`${label}'s receipt does not follow the one before it: the chain is broken.`);
    if (body && (body.photoId !== stored.id || body.inspectionId !== row.id || body.userId !== row.userId))
      problems.push(`${label}'s receipt names another photo or inspection.`);
    receipt = body && body.photoId === stored.id ? body : null;
  }
  if (stored && stored.id === entry.photoId && entry.kept) {
    if (stored.inspectionId !== row.id || stored.position !== entry.position) problems.push(`${label} was moved or detached after sealing.`);
    const recorded = entry.sha256;
    if (recorded === null || (receipt && receipt.sha256 !== recorded)) problems.push(`${label}'s receipt and the seal disagree about its hash.`);
    const actual = await storedHash(env, stored.r2Key);
    if (actual === null) problems.push(`${label}'s file is missing from storage.`);
    else if (recorded !== null && actual !== recorded)
      problems.push(`${label}'s stored bytes differ from its receipt (SHA-256 ${shortHash(actual)}… instead of ${shortHash(recorded)}…).`);
    if (receipt?.thumbSha256 && stored.thumbKey && (await storedHash(env, stored.thumbKey)) !== receipt.thumbSha256)
      problems.push(`${label}'s thumbnail differs from the one its receipt records.`);
  }
  const all = [...chainProblems, ...problems];
  return {
    photo: {
      photoId: entry.photoId,
      label,
      kept: entry.kept,
      position: entry.position,
      sha256: entry.sha256 ?? receipt?.sha256 ?? null,
      receiptHash: entry.receiptHash,
      receipt,
      distanceM: entry.distanceM,
      ok: all.length === 0,
      problems: all,
    },
    chainProblems,
  };
}

const UNSEALED =
  "This inspection has no seal: it was saved before SiteProof sealed inspections, or its seal was removed. There is nothing to check it against.";

export async function verifyInspection(env: Env, db: Db, inspectionId: string): Promise<Verification | null> {
  const row = await db.select().from(schema.inspections).where(eq(schema.inspections.id, inspectionId)).get();
  if (!row) return null;
  const p = schema.photos;
  return verifyRecord(
    env,
    row,
    () =>
      db
        .select()
        .from(p)
        .where(or(eq(p.receiptInspectionId, row.id), eq(p.inspectionId, row.id))),
    undefined,
    row.checklistId ? await storedDefinitionHash(db, row.checklistId, row.checklistVersion) : undefined,
  );
}

/** The definition hash of the checklist version an inspection names, as stored (a published version never changes). */
async function storedDefinitionHash(db: Db, checklistId: string, version: number | null): Promise<string | null> {
  if (version === null) return null;
  const cv = schema.checklistVersions;
  const row = await db
    .select({ hash: cv.definitionHash })
    .from(cv)
    .where(and(eq(cv.checklistId, checklistId), eq(cv.version, version), isNotNull(cv.publishedAt)))
    .get();
  return row?.hash ?? null;
}

/**
 * The whole check of one record against its seal, given how its photo rows are (or would be) stored:
 * a restore checks a record of a backup this way before it writes anything.
 */
export async function verifyRecord(
  env: Env,
  row: InspectionRow,
  photoRows: () => Promise<PhotoRow[]>,
  trusted?: Map<string, string>,
  definitionHash?: string | null,
): Promise<Verification> {
  if (row.seal === null) return { status: "unsealed", summary: UNSEALED, sealedAt: null, keyId: null, checks: [], photos: [] };
  const keys = trusted ?? (await publicKeyMap(env));
  const { checks, seal } = await sealAndRecord(row, keys, definitionHash);
  if (!seal) return { status: "broken", summary: `The seal is broken: ${checks[0].detail}`, sealedAt: null, keyId: row.sealKeyId, checks, photos: [] };

  const rows = await photoRows();
  const results: EntryResult[] = [];
  for (const [index, entry] of seal.chain.entries()) {
    const stored =
      entry.seq === null
        ? rows.find((r) => r.id === entry.photoId && r.inspectionId === row.id)
        : rows.find((r) => r.receiptInspectionId === row.id && r.receiptSeq === entry.seq);
    results.push(await checkEntry(env, row, seal, index, stored, keys));
  }
  const photos = results.map((r) => r.photo);
  for (const extra of rows.filter((r) => r.inspectionId === row.id && !seal.chain.some((e) => e.kept && e.photoId === r.id))) {
    photos.push({
      photoId: extra.id,
      label: `Photo ${short(extra.id)}`,
      kept: true,
      position: extra.position,
      sha256: extra.sha256,
      receiptHash: extra.receiptHash,
      receipt: null,
      distanceM: extra.siteDistanceM,
      ok: false,
      problems: [`Photo ${short(extra.id)} was added after sealing.`],
    });
  }
  const chainProblems = results.flatMap((r) => r.chainProblems);
  const receipted = seal.chain.filter((e) => e.receiptHash !== null).length;
  checks.push({
    label: "Receipt chain",
    ok: chainProblems.length === 0,
    detail: chainProblems.length === 0 ? `${plural(receipted, "receipt")} linked in the order the server issued them.` : chainProblems.join(" "),
  });
  const kept = photos.filter((ph) => ph.kept);
  const photoProblems = photos.flatMap((ph) => ph.problems.filter((m) => !chainProblems.includes(m)));
  checks.push({
    label: "Photos",
    ok: photoProblems.length === 0,
    detail: photoProblems.length === 0 ? `All ${plural(kept.length, "photo")} match the hashes in their signed receipts.` : photoProblems.join(" "),
  });

  const broken = checks.filter((c) => !c.ok);
  return {
    status: broken.length === 0 ? "verified" : "broken",
    summary:
      broken.length === 0
        ? `Sealed and intact: the record and all ${plural(kept.length, "photo")} match what the server signed on ${seal.sealedAt.slice(0, 10)}.`
        : `The seal is broken: ${broken[0].detail}`,
    sealedAt: seal.sealedAt,
    keyId: seal.kid,
    checks,
    photos,
  };
}
