// The lender's API: an organization's keys. A key is shown once when made; D1 keeps only its SHA-256
// (as sessions and invitation links are kept), and a short visible prefix so the owner can tell keys apart.
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt } from "./columns";
import { users } from "./accounts";
import { organizations } from "./teams";

export type ApiScope = "cases:write" | "cases:read" | "results:read" | "webhooks:manage";

export const apiKeys = sqliteTable(
  "api_keys",
  {
    id: text("id").primaryKey(),
    organizationId: text("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    scopes: text("scopes", { mode: "json" }).$type<ApiScope[]>().notNull(),
    /** The key's first characters ("sp_live_AbC12345"), shown in the list. */
    prefix: text("prefix").notNull(),
    keyHash: text("key_hash").notNull(),
    /** UTC instant after which the key is refused; null never expires. */
    expiresAt: text("expires_at"),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    /** Written at most once a minute per key, so a busy key does not write on every request. */
    lastUsedAt: text("last_used_at"),
    revokedAt: text("revoked_at"),
    /** The rate limit's window: when the current one started and how many requests it has taken. */
    rateWindowStart: text("rate_window_start"),
    rateCount: integer("rate_count").notNull().default(0),
  },
  (t) => [uniqueIndex("api_keys_hash_unique").on(t.keyHash), index("api_keys_org_idx").on(t.organizationId, t.createdAt)],
);

/** A POST's first answer under its Idempotency-Key, so a retry within 24 hours gets it again instead of a second case. */
export const apiIdempotency = sqliteTable(
  "api_idempotency",
  {
    keyId: text("key_id")
      .notNull()
      .references(() => apiKeys.id, { onDelete: "cascade" }),
    idempotencyKey: text("idempotency_key").notNull(),
    /** SHA-256 of the request as parsed: the same key with another body is refused. */
    requestHash: text("request_hash").notNull(),
    /** The answer's status; 0 while the first request still runs (a retry meanwhile is told to wait). */
    status: integer("status").notNull(),
    body: text("body").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.keyId, t.idempotencyKey] }), index("api_idempotency_created_idx").on(t.createdAt)],
);
