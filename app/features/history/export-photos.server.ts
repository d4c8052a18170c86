// The photos of the filtered history that exports may hand out: the user's own, attached to one of the
// filtered inspections (the same newest `inspectionLimit` the other exports take), bytes not discarded.
import { and, count, desc, eq, inArray, isNotNull, isNull } from "drizzle-orm";
import { type Db, schema } from "../../platform/db/db.server";
import { historyWhere, photoFacts } from "./history.server";
import type { HistoryQuery } from "./history-query";

const i = schema.inspections;
const p = schema.photos;

/** The columns of an exported photo, with its inspection's name and day for the file's name. */
export const exportPhotoColumns = {
  ...photoFacts,
  position: p.position,
  r2Key: p.r2Key,
  size: p.size,
  receiptHash: p.receiptHash,
  companyName: i.companyName,
  date: i.date,
  inspectionCreatedAt: i.createdAt,
};

export interface ExportPhoto {
  id: string;
  inspectionId: string;
  position: number;
  r2Key: string;
  sha256: string;
  size: number;
  capturedAt: string;
  latitude: number | null;
  longitude: number | null;
  receiptHash: string | null;
  companyName: string;
  date: string;
  inspectionCreatedAt: string;
}

function exportablePhotos(db: Db, userId: string, query: HistoryQuery, inspectionLimit: number) {
  const inspectionIds = db.select({ id: i.id }).from(i).where(historyWhere(userId, query)).orderBy(desc(i.createdAt), desc(i.id)).limit(inspectionLimit);
  return and(eq(p.userId, userId), eq(i.userId, userId), isNotNull(p.inspectionId), isNull(p.discardedAt), inArray(p.inspectionId, inspectionIds))!;
}

/**
 * Up to `photoLimit` photos, newest inspections first and each inspection's photos in order. When more
 * match, the last inspection that does not fit whole is left out and `total` says how many matched.
 */
export async function exportPhotos(
  db: Db,
  userId: string,
  query: HistoryQuery,
  opts: { inspectionLimit: number; photoLimit: number },
): Promise<{ photos: ExportPhoto[]; total: number; truncated: boolean }> {
  const where = exportablePhotos(db, userId, query, opts.inspectionLimit);
  const rows = (await db
    .select(exportPhotoColumns)
    .from(p)
    .innerJoin(i, eq(i.id, p.inspectionId))
    .where(where)
    .orderBy(desc(i.createdAt), desc(i.id), p.position)
    .limit(opts.photoLimit + 1)) as ExportPhoto[];
  if (rows.length <= opts.photoLimit) return { photos: rows, total: rows.length, truncated: false };
  const cut = rows[opts.photoLimit].inspectionId;
  const whole = rows.slice(0, opts.photoLimit).filter((r) => r.inspectionId !== cut);
  const [{ total }] = await db.select({ total: count() }).from(p).innerJoin(i, eq(i.id, p.inspectionId)).where(where);
  return { photos: whole.length ? whole : rows.slice(0, opts.photoLimit), total, truncated: true };
}

/** Every exportable photo's id and hash, grouped by inspection in photo order, for the map exports' links. */
export async function photoLinksByInspection(
  db: Db,
  userId: string,
  query: HistoryQuery,
  inspectionLimit: number,
): Promise<Map<string, { id: string; sha256: string }[]>> {
  const rows = await db
    .select({ id: p.id, inspectionId: p.inspectionId, sha256: p.sha256 })
    .from(p)
    .innerJoin(i, eq(i.id, p.inspectionId))
    .where(exportablePhotos(db, userId, query, inspectionLimit))
    .orderBy(p.inspectionId, p.position);
  const byInspection = new Map<string, { id: string; sha256: string }[]>();
  for (const { inspectionId, ...photo } of rows) {
    const list = byInspection.get(inspectionId!);
    if (list) list.push(photo);
    else byInspection.set(inspectionId!, [photo]);
  }
  return byInspection;
}
