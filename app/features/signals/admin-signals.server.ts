// The admin's side of the signals: both photos of a match, with who filed them and for which
// company, and the deployment's list of photos that carry a signal. Only admin routes call these.
import { sql } from "drizzle-orm";
import type { Db } from "../../platform/db/db.server";
import type { ReceiptMatch } from "./matches";
import { matchText } from "./matches";
import type { AdminPhotoSignals, SignalFilter, SignalListItem, SignalPhotoSide } from "./admin-types";
import { FAR_NETWORK_KM } from "./network";

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

const CONDITION: Record<SignalFilter, ReturnType<typeof sql>> = {
  all: sql`(s.match_count > 0 OR s.network_distance_km > ${FAR_NETWORK_KM} OR s.capture_code_issued_at IS NULL)`,
  match: sql`s.match_count > 0`,
  far: sql`s.network_distance_km > ${FAR_NETWORK_KM}`,
  "no-code": sql`s.capture_code_issued_at IS NULL`,
};

/** The newest photos that carry a signal (a match, a far network, no capture code), for the admin's Signals tab. */
export async function listSignals(db: Db, filter: SignalFilter, limit = 50): Promise<SignalListItem[]> {
  return db.all<SignalListItem>(sql`
    SELECT s.photo_id AS photoId, u.email AS userEmail, s.inspection_id AS inspectionId, i.company_name AS companyName,
           s.received_at AS receivedAt, s.match_count AS matchCount, s.match_kind AS matchKind,
           s.network_distance_km AS networkDistanceKm, s.network_country AS networkCountry, s.capture_code_issued_at AS captureCodeIssuedAt
    FROM photo_signals s JOIN users u ON u.id = s.user_id JOIN photos p ON p.id = s.photo_id
    LEFT JOIN inspections i ON i.id = p.inspection_id
    WHERE ${CONDITION[filter]} AND p.discarded_at IS NULL
    ORDER BY s.received_at DESC LIMIT ${limit}`);
}
