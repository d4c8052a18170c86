// The lender's API: an organization's keys. A key is shown once when made; D1 keeps only its SHA-256
// (as sessions and invitation links are kept), and a short visible prefix so the owner can tell keys apart.
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt, now } from "./columns";
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

/** An organization's webhook endpoint: where its case events are POSTed, signed with `secret`. */
export const webhookEndpoints = sqliteTable(
  "webhook_endpoints",
  {
    id: text("id").primaryKey(),
    organizationId: text("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    /** The event types it receives ("case.assigned", ...). */
    events: text("events", { mode: "json" }).$type<string[]>().notNull(),
    /** HMAC-SHA256 key; kept in clear since each delivery is signed with it, shown to the owner only when made or rolled. */
    secret: text("secret").notNull(),
    /** The secret before the last roll, still signed with until `previous_secret_expires_at` (24 hours). */
    previousSecret: text("previous_secret"),
    previousSecretExpiresAt: text("previous_secret_expires_at"),
    createdAt: createdAt(),
    /** Set by the owner or after three days of failures; a disabled endpoint gets no new deliveries. */
    disabledAt: text("disabled_at"),
    /** The first failure since the last success: three days of them disable the endpoint. */
    failingSince: text("failing_since"),
  },
  (t) => [index("webhook_endpoints_org_idx").on(t.organizationId, t.createdAt)],
);

/**
 * One event for one endpoint: the outbox row, written by the trigger on case_events in the change's own
 * batch (platform/db/triggers/webhooks.ts), then sent through the Queue until delivered or given up.
 */
export const webhookDeliveries = sqliteTable(
  "webhook_deliveries",
  {
    /** Ordered by insertion: a case's deliveries to one endpoint go out in this order. */
    seq: integer("seq").primaryKey({ autoIncrement: true }),
    endpointId: text("endpoint_id")
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: "cascade" }),
    organizationId: text("organization_id").notNull(),
    /** The case event's id, the same on every attempt and for every endpoint: receivers deduplicate by it. */
    eventId: text("event_id").notNull(),
    eventType: text("event_type").notNull(),
    caseId: text("case_id").notNull(),
    body: text("body").notNull(),
    /** pending, delivered, failed (given up after the last retry). */
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lastStatus: integer("last_status"),
    /** The receiver's answer's first characters, or the network error's words. */
    lastAnswer: text("last_answer"),
    lastAttemptAt: text("last_attempt_at"),
    /** When the next attempt is due (while one is being sent: the end of its lease). */
    nextAttemptAt: text("next_attempt_at").notNull().default(now),
    /** When a Queue message last went out for it; the sweep sends again for rows overdue long after. */
    queuedAt: text("queued_at"),
    createdAt: createdAt(),
    deliveredAt: text("delivered_at"),
  },
  (t) => [
    uniqueIndex("webhook_deliveries_event_endpoint_unique").on(t.eventId, t.endpointId),
    index("webhook_deliveries_case_idx").on(t.caseId, t.endpointId, t.status, t.seq),
    index("webhook_deliveries_endpoint_idx").on(t.endpointId, t.seq),
    index("webhook_deliveries_org_idx").on(t.organizationId, t.seq),
    index("webhook_deliveries_pending_idx").on(t.status, t.nextAttemptAt),
  ],
);
