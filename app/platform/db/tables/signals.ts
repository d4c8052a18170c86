// The signals a photo carries beyond its receipt's checks (app/features/signals): its perceptual
// fingerprint, split into four 16-bit bands each indexed with the hash for the deployment-wide
// look-up (multi-index hashing; the look-up reads the indexes alone), and what the receipt recorded about matches and the sender's network,
// kept as columns so the admin's Signals view can filter without reading receipts.
import { index, integer, real, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { users } from "./accounts";
import { photos } from "./inspections";

export const photoSignals = sqliteTable(
  "photo_signals",
  {
    /** Order of recording, never reused (AUTOINCREMENT): the look-up remembers the newest it read,
     *  and the insert batch's guard looks for like photos recorded after it (fingerprints.server.ts). */
    seq: integer("seq").primaryKey({ autoIncrement: true }),
    photoId: text("photo_id")
      .notNull()
      .unique()
      .references(() => photos.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The inspection the photo was taken for (its receipt chain), saved or not yet. */
    inspectionId: text("inspection_id").notNull(),
    /** Who the photo was taken of: "cin:<CIN>" or "name:<lower-case name>", when the upload said. */
    companyKey: text("company_key"),
    /** 64-bit pHash as 16 hex digits; null when the picture is too plain to tell apart. */
    fingerprint: text("fingerprint"),
    band0: integer("band0"),
    band1: integer("band1"),
    band2: integer("band2"),
    band3: integer("band3"),
    /** The stored window's grey at a finer grain than the hash (fingerprint.ts `finePrint`), read
     *  only for hash matches to confirm them; null on plain pictures, and on rows recorded before it until a look-up compares them. */
    finePrint: text("fine_print"),
    /** Matches the receipt recorded, and the worst kind: "other-company" or "earlier-use". */
    matchCount: integer("match_count").notNull().default(0),
    matchKind: text("match_kind").$type<"other-company" | "earlier-use">(),
    /** Distance from the sender's network position to the photo's GPS, and whether its country differs. */
    networkDistanceKm: real("network_distance_km"),
    networkCountry: text("network_country"),
    /** The capture code's issue time; null when the photo was taken without one (offline). */
    captureCodeIssuedAt: text("capture_code_issued_at"),
    receivedAt: text("received_at").notNull(),
  },
  (t) => [
    index("photo_signals_band0_idx").on(t.band0, t.fingerprint),
    index("photo_signals_band1_idx").on(t.band1, t.fingerprint),
    index("photo_signals_band2_idx").on(t.band2, t.fingerprint),
    index("photo_signals_band3_idx").on(t.band3, t.fingerprint),
    index("photo_signals_received_idx").on(t.receivedAt),
    index("photo_signals_user_idx").on(t.userId, t.receivedAt),
  ],
);
