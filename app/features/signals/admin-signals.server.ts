// The admin's side of the signals: both photos of a match, each with who filed it, for which
// company, and its receipt's evidence; the deployment's list of photos that carry a signal; and
// any photo's bytes for the admin's comparison. Only admin routes call these.
import { eq, sql } from "drizzle-orm";
import { type Db, schema } from "../../platform/db/db.server";
import type { ReceiptMatch } from "./matches";
import { matchText } from "./matches";
import type { AdminPhotoSignals, SignalFilter, SignalListItem, SignalPhotoSide } from "./admin-types";
import { FAR_NETWORK_KM, NOT_A_COUNTRY } from "./network";
import { readSignals, signalLines } from "./signal-lines";

const SIDE = sql`
  SELECT p.id AS photoId, u.email AS userEmail, TRIM(u.first_name || ' ' || u.last_name) AS userName, p.receipt_inspection_id AS inspectionId,
         i.company_name AS companyName, COALESCE(s.received_at, p.created_at) AS receivedAt, p.receipt AS receipt,
         p.latitude AS latitude, p.longitude AS longitude, p.accuracy AS accuracy, p.receipt_hash AS receiptHash,
         p.width AS width, p.height AS height, p.discarded_at AS discardedAt
  FROM photos p JOIN users u ON u.id = p.user_id
  LEFT JOIN photo_signals s ON s.photo_id = p.id
  LEFT JOIN inspections i ON i.id = p.inspection_id`;

type SideRow = Omit<SignalPhotoSide, "network" | "captureCode" | "stored"> & { receipt: string | null; discardedAt: string | null };

function side({ receipt, discardedAt, ...rest }: SideRow): SignalPhotoSide {
  const lines = signalLines(readSignals(receipt));
  return {
    ...rest,
    receivedAt: rest.receivedAt ?? "",
    network: lines.find((l) => l.kind === "network") ?? null,
    captureCode: lines.find((l) => l.kind === "code") ?? null,
    stored: discardedAt === null,
  };
}

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

// The GPS position's country lives in the receipt only (no column): read it where the network's
// country is known, which is also the only place it can differ.
const GPS_COUNTRY = sql`(CASE WHEN json_valid(p.receipt) THEN json_extract(p.receipt, '$.network.gpsCountry') END)`;
const OTHER_COUNTRY = sql`(s.network_country IS NOT NULL AND UPPER(s.network_country) NOT IN (${sql.join(
  NOT_A_COUNTRY.map((c) => sql`${c}`),
  sql`, `,
)}) AND UPPER(s.network_country) <> UPPER(${GPS_COUNTRY}))`;
const FAR = sql`(s.network_distance_km > ${FAR_NETWORK_KM} OR ${OTHER_COUNTRY})`;

const CONDITION: Record<SignalFilter, ReturnType<typeof sql>> = {
  all: sql`(s.match_count > 0 OR s.capture_code_issued_at IS NULL OR ${FAR})`,
  match: sql`s.match_count > 0`,
  far: FAR,
  "no-code": sql`s.capture_code_issued_at IS NULL`,
};

/** The newest photos that carry a signal (a match, a far network or another country, no capture code), for the admin's Signals tab. */
export async function listSignals(db: Db, filter: SignalFilter, limit = 50): Promise<SignalListItem[]> {
  return db.all<SignalListItem>(sql`
    SELECT s.photo_id AS photoId, u.email AS userEmail, s.inspection_id AS inspectionId, i.company_name AS companyName,
           s.received_at AS receivedAt, s.match_count AS matchCount, s.match_kind AS matchKind,
           s.network_distance_km AS networkDistanceKm, s.network_country AS networkCountry, ${GPS_COUNTRY} AS gpsCountry,
           s.capture_code_issued_at AS captureCodeIssuedAt
    FROM photo_signals s JOIN users u ON u.id = s.user_id JOIN photos p ON p.id = s.photo_id
    LEFT JOIN inspections i ON i.id = p.inspection_id
    WHERE ${CONDITION[filter]} AND p.discarded_at IS NULL
    ORDER BY s.received_at DESC LIMIT ${limit}`);
}

/** Any photo still stored, whoever took it: the admin compares the two sides of a match. */
export async function photoForAdmin(db: Db, photoId: string) {
  const p = schema.photos;
  const photo = await db
    .select({ r2Key: p.r2Key, thumbKey: p.thumbKey, fileName: p.fileName, discardedAt: p.discardedAt })
    .from(p)
    .where(eq(p.id, photoId))
    .get();
  return photo && !photo.discardedAt ? photo : undefined;
}
