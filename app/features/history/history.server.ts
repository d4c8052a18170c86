// Inspection history: listing with search (FTS5 trigram index), source and company filters and
// server paging; one inspection with its photos; deletion with the photos' R2 objects. History is
// personal: an inspection captured for a case is its organization's (PERSONAL), never listed, exported
// or deleted here; one is opened only as inspection-access.server.ts allows.
import { and, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { type Db, schema } from "../../platform/db/db.server";
import { PERSONAL, SEARCHED_TEXT } from "../../platform/db/tables/inspections";
import { readableInspection } from "../evidence/inspection-access.server";
import { sealStates } from "../evidence/verify.server";
import { HISTORY_PAGE_SIZE, type HistoryQuery } from "./history-query";
import { SOURCE_SQL } from "./source";
import type { HistoryItem } from "./types";
import { readSignals, signalLines } from "../signals/signal-lines";

const i = schema.inspections;
const p = schema.photos;

/** Where and when a photo was taken, and its bytes' hash: what every list of photos carries. */
export const photoFacts = { id: p.id, inspectionId: p.inspectionId, capturedAt: p.capturedAt, latitude: p.latitude, longitude: p.longitude, sha256: p.sha256 };

/** The photo fields the history page, the viewer and the reports use. */
const photoColumns = {
  ...photoFacts,
  fileName: p.fileName,
  accuracy: p.accuracy,
  address: p.reverseGeocodedAddress,
  siteDistanceM: p.siteDistanceM,
  width: p.width,
  height: p.height,
};

function escapeLike(text: string) {
  return text.replace(/[\\%_]/g, (m) => `\\${m}`);
}

/** A user's rows in inspections_search are one rowid range: the owner's users rowid times 2^32 (migration 0012). */
const OWNER_SPAN = 4294967296;

/** The user's rows of inspections_search that hold `q` (3+ characters) in any of the four columns. */
function ownMatches(userId: string, q: string, select: SQL): SQL {
  // A phrase in double quotes: trigram FTS matches it as a substring, within this user's rowid range.
  const phrase = `"${q.replace(/"/g, '""')}"`;
  const lo = sql`(SELECT rowid * ${OWNER_SPAN} FROM ${schema.users} WHERE id = ${userId})`;
  return sql`SELECT ${select} FROM inspections_search WHERE inspections_search MATCH ${phrase} AND rowid BETWEEN ${lo} AND ${lo} + ${OWNER_SPAN - 1}`;
}

function searchCondition(userId: string, q: string): SQL {
  if (q.length >= 3) {
    const lo = sql`(SELECT rowid * ${OWNER_SPAN} FROM ${schema.users} WHERE id = ${userId})`;
    // `+rowid`: walk the user's newest-first index and probe the matches, rather than look every match
    // up by rowid and sort them all (3 ms instead of 28 ms for 14,000 matches at 100,000 rows).
    return sql`+${i}.rowid IN (${ownMatches(userId, q, sql`rowid - ${lo}`)})`;
  }
  // The four columns as the search index holds them: one LIKE a row, read from the index.
  return sql`${SEARCHED_TEXT} LIKE ${`%${escapeLike(q)}%`} ESCAPE '\\'`;
}

export function historyWhere(userId: string, query: Pick<HistoryQuery, "q" | "source" | "company">): SQL {
  const conditions: SQL[] = [eq(i.userId, userId), PERSONAL];
  if (query.q) conditions.push(searchCondition(userId, query.q));
  if (query.source !== "all") conditions.push(sql`${sql.raw(SOURCE_SQL)} = ${query.source}`);
  if (query.company) conditions.push(eq(i.companyId, query.company));
  return and(...conditions)!;
}

/** The photos of these inspections (the user's own, or any once the inspection's access is decided), with what the seal check needs. */
async function storedPhotos(db: Db, userId: string | null, inspectionIds: string[]) {
  if (inspectionIds.length === 0) return [];
  return db
    .select({ ...photoColumns, position: p.position, r2Key: p.r2Key, receipt: p.receipt })
    .from(p)
    .where(and(userId === null ? undefined : eq(p.userId, userId), inArray(p.inspectionId, inspectionIds)))
    .orderBy(p.inspectionId, p.position);
}

/** Each inspection's photos as the page gets them (no storage keys; the receipt's signals in words). */
function byInspection(rows: Awaited<ReturnType<typeof storedPhotos>>) {
  type Row = Omit<(typeof rows)[number], "r2Key" | "position" | "receipt"> & { signals: ReturnType<typeof signalLines> };
  const grouped = new Map<string, Row[]>();
  for (const { r2Key: _k, position: _p, receipt, ...row } of rows)
    grouped.set(row.inspectionId!, [...(grouped.get(row.inspectionId!) ?? []), { ...row, signals: signalLines(readSignals(receipt)) }]);
  return grouped;
}

/**
 * How many inspections the list holds. A search with no other filter counts its index rows alone:
 * every row in the user's range is one of the user's inspections (kept by the triggers of 0012).
 * A term of one or two letters counts from the index that holds the searched text, as the page does:
 * left to itself SQLite picks the source index and reads every row of the table (380 ms at 100,000).
 */
function countQuery(db: Db, userId: string, query: HistoryQuery) {
  if (query.q.length >= 3 && query.source === "all" && !query.company) {
    return db.select({ total: sql<number>`count(*)` }).from(sql`(${ownMatches(userId, query.q, sql`1`)})`);
  }
  const from = query.q && query.q.length < 3 ? sql`${i} INDEXED BY inspections_user_search_idx` : i;
  return db
    .select({ total: sql<number>`count(*)` })
    .from(from)
    .where(historyWhere(userId, query));
}

/**
 * One page of the list, newest first. A term of one or two letters scans the user's rows in the index
 * that holds the searched text (SEARCHED_TEXT) and fetches only the page's rows; left to itself SQLite
 * reads every row of the table for it (143 ms instead of 20 ms at 100,000).
 */
function pageQuery(db: Db, userId: string, query: HistoryQuery) {
  const where = historyWhere(userId, query);
  const offset = (query.page - 1) * HISTORY_PAGE_SIZE;
  const newestFirst = [desc(i.createdAt), desc(i.id)] as const;
  if (query.q && query.q.length < 3) {
    const page = sql`SELECT rowid FROM ${i} INDEXED BY inspections_user_search_idx WHERE ${where} ORDER BY ${i.createdAt} DESC, ${i.id} DESC LIMIT ${HISTORY_PAGE_SIZE} OFFSET ${offset}`;
    return db
      .select()
      .from(i)
      .where(sql`${i}.rowid IN (${page})`)
      .orderBy(...newestFirst);
  }
  return db
    .select()
    .from(i)
    .where(where)
    .orderBy(...newestFirst)
    .limit(HISTORY_PAGE_SIZE)
    .offset(offset);
}

export async function listInspections(
  env: Env,
  db: Db,
  userId: string,
  query: HistoryQuery,
): Promise<{ inspections: HistoryItem[]; total: number; pageCount: number }> {
  const [[{ total }], rows] = await db.batch([countQuery(db, userId, query), pageQuery(db, userId, query)]);
  const stored = await storedPhotos(
    db,
    userId,
    rows.map((r) => r.id),
  );
  const photos = byInspection(stored);
  const states = await sealStates(env, rows, stored);
  return {
    // The list checks each seal, its fields and its originals' stored checksums; the full check is /app/evidence/:id.
    inspections: rows.map(({ seal: _t, sealSignature: _s, sealKeyId: _k, ...r }) => ({
      ...r,
      sealState: states.get(r.id)!,
      sealed: states.get(r.id) !== "unsealed",
      photos: photos.get(r.id) ?? [],
    })),
    total,
    pageCount: Math.max(1, Math.ceil(total / HISTORY_PAGE_SIZE)),
  };
}

/** One inspection with its photos, if `userId` may read it (their own, or their organization's). */
export async function getInspection(db: Db, userId: string, id: string) {
  const row = await readableInspection(db, userId, id);
  if (!row) return undefined;
  return { ...row, photos: byInspection(await storedPhotos(db, null, [id])).get(id) ?? [] };
}

/** Up to `limit` filtered inspections, newest first, for exports and the bulk report. */
export async function filteredInspections(db: Db, userId: string, query: HistoryQuery, limit: number) {
  return db.select().from(i).where(historyWhere(userId, query)).orderBy(desc(i.createdAt), desc(i.id)).limit(limit);
}

/**
 * Deletes the inspection, its photo rows and their R2 objects. False when it is not the user's personal
 * inspection: a case's sealed evidence is the organization's and its inspector never deletes it.
 */
export async function deleteInspection(env: Env, db: Db, userId: string, id: string): Promise<boolean> {
  const owned = await db
    .select({ id: i.id })
    .from(i)
    .where(and(eq(i.id, id), eq(i.userId, userId), PERSONAL))
    .get();
  if (!owned) return false;
  const keys = await db
    .select({ r2Key: p.r2Key, thumbKey: p.thumbKey })
    .from(p)
    .where(and(eq(p.inspectionId, id), eq(p.userId, userId)));
  await db.batch([
    db.delete(p).where(and(eq(p.inspectionId, id), eq(p.userId, userId))),
    db.delete(i).where(and(eq(i.id, id), eq(i.userId, userId), PERSONAL)),
  ]);
  const objects = keys.flatMap((k) => [k.r2Key, ...(k.thumbKey ? [k.thumbKey] : [])]);
  // R2 deletes take at most 1,000 keys at a time.
  for (let n = 0; n < objects.length; n += 1000) await env.PHOTOS.delete(objects.slice(n, n + 1000));
  return true;
}
