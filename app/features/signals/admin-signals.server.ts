// The admin's side of the signals: both photos of a match, with who filed them and for which
// company, and the deployment's list of photos that carry a signal. Only admin routes call these.
import { sql } from "drizzle-orm";
import type { Db } from "../../platform/db/db.server";
import type { ReceiptMatch } from "./matches";
import { matchText } from "./matches";

export interface SignalPhotoSide {
  photoId: string;
  userEmail: string;
  userName: string | null;
  inspectionId: string;
  /** Null while the inspection is not saved yet. */
  companyName: string | null;
  receivedAt: string;
}

export interface AdminPhotoSignals {
  photo: SignalPhotoSide;
  matches: (Pick<ReceiptMatch, "kind" | "distance" | "usedOn"> & { text: string; other: SignalPhotoSide | null })[];
}

const SIDE = sql`
  SELECT p.id AS photoId, u.email AS userEmail, TRIM(u.first_name || ' ' || u.last_name) AS userName, p.receipt_inspection_id AS inspectionId,
         i.company_name AS companyName, s.received_at AS receivedAt, p.receipt AS receipt
  FROM photos p JOIN users u ON u.id = p.user_id
  LEFT JOIN photo_signals s ON s.photo_id = p.id
  LEFT JOIN inspections i ON i.id = p.inspection_id`;

type SideRow = SignalPhotoSide & { receipt: string | null };

const side = ({ receipt: _receipt, ...rest }: SideRow): SignalPhotoSide => ({ ...rest, receivedAt: rest.receivedAt ?? "" });

/** One photo's matches resolved to the other photos, users and companies; undefined for an unknown photo. */
export async function photoSignalsForAdmin(db: Db, photoId: string): Promise<AdminPhotoSignals | undefined> {
  const row = await db.get<SideRow | undefined>(sql`${SIDE} WHERE p.id = ${photoId}`);
  if (!row) return undefined;
  let matches: ReceiptMatch[] = [];
  try {
    matches = (row.receipt ? (JSON.parse(row.receipt) as { matches?: ReceiptMatch[] }).matches : undefined) ?? [];
  } catch {
    matches = [];
  }
  const resolved = await Promise.all(
    matches.map(async (m) => {
      const other = m.receiptHash ? await db.get<SideRow | undefined>(sql`${SIDE} WHERE p.receipt_hash = ${m.receiptHash}`) : undefined;
      return { kind: m.kind, distance: m.distance, usedOn: m.usedOn, text: matchText(m), other: other ? side(other) : null };
    }),
  );
  return { photo: side(row), matches: resolved };
}
