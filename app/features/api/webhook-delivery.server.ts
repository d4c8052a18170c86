// The Queue's webhook kind: one message names one delivery (an event for an endpoint). The row is claimed
// first (due, its endpoint enabled, no earlier delivery of its case to that endpoint still pending), so
// a duplicate message sends nothing and a case's events arrive in order; then POSTed, signed, and the
// answer recorded. A failure is retried on the backoff schedule (chained through several messages when
// longer than the Queue's 12-hour delay); a delivery done either way hands over to its case's next one.
import { and, eq, isNull, sql } from "drizzle-orm";
import { type Db, getDb, schema } from "../../platform/db/db.server";
import type { JobKind } from "../../platform/jobs/kinds";
import { recordNotificationsWhere } from "../../platform/notifications/record";
import { firstInLine, queueDelivery } from "../../platform/webhooks/outbox.server";
import { hmacHex } from "./webhook-secrets.server";
import {
  answerExcerpt,
  DELIVERY_TIMEOUT_MS,
  isDelivered,
  previousSecretInForce,
  queueDelaySeconds,
  retryDelaySeconds,
  shouldDisable,
  signatureHeader,
  signedContent,
} from "./webhook-rules";

/** How long a claimed delivery is held: past the receiver's timeout, so no second send overlaps it. */
const LEASE_MS = DELIVERY_TIMEOUT_MS + 20_000;

interface Claimed {
  seq: number;
  endpoint_id: string;
  event_id: string;
  case_id: string;
  body: string;
  attempts: number;
  url: string;
  secret: string;
  previous_secret: string | null;
  previous_secret_expires_at: string | null;
  organization_id: string;
}

const CLAIM = `UPDATE webhook_deliveries AS d SET attempts = attempts + 1, next_attempt_at = ?3, last_attempt_at = ?2
  WHERE seq = ?1 AND status = 'pending' AND next_attempt_at <= ?2
    AND EXISTS (SELECT 1 FROM webhook_endpoints w WHERE w.id = d.endpoint_id AND w.disabled_at IS NULL)
    AND ${firstInLine("d")}
  RETURNING seq, endpoint_id, event_id, case_id, body, attempts, organization_id,
    (SELECT url FROM webhook_endpoints WHERE id = endpoint_id) AS url,
    (SELECT secret FROM webhook_endpoints WHERE id = endpoint_id) AS secret,
    (SELECT previous_secret FROM webhook_endpoints WHERE id = endpoint_id) AS previous_secret,
    (SELECT previous_secret_expires_at FROM webhook_endpoints WHERE id = endpoint_id) AS previous_secret_expires_at`;

/** The headers of one attempt: the event's id, the time and the signature(s) of "timestamp.body". */
export async function webhookHeaders(d: Pick<Claimed, "event_id" | "body" | "secret" | "previous_secret" | "previous_secret_expires_at">, now: Date) {
  const timestamp = Math.floor(now.getTime() / 1000);
  const content = signedContent(timestamp, d.body);
  const secrets = [d.secret, ...(d.previous_secret && previousSecretInForce(d.previous_secret_expires_at, now) ? [d.previous_secret] : [])];
  return {
    "Content-Type": "application/json",
    "User-Agent": "SiteProof-Webhooks/1",
    "SiteProof-Event-Id": d.event_id,
    "SiteProof-Timestamp": String(timestamp),
    "SiteProof-Signature": signatureHeader(await Promise.all(secrets.map((s) => hmacHex(s, content)))),
  };
}

/** The answer's first few KB: a receiver's body may be anything, and only its start is kept. */
async function firstChars(res: Response, max = 4096): Promise<string> {
  if (!res.body) return "";
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  while (size < max) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    size += value.byteLength;
  }
  await reader.cancel().catch(() => undefined);
  const all = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) {
    all.set(c, at);
    at += c.byteLength;
  }
  return new TextDecoder().decode(all.subarray(0, max));
}

async function post(d: Claimed, now: Date): Promise<{ status: number | null; answer: string }> {
  try {
    const res = await fetch(d.url, {
      method: "POST",
      headers: await webhookHeaders(d, now),
      body: d.body,
      redirect: "manual",
      signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
    });
    return { status: res.status, answer: answerExcerpt(await firstChars(res)) };
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === "TimeoutError";
    return { status: null, answer: timedOut ? "No answer within 10 seconds" : `Network error: ${error instanceof Error ? error.message : String(error)}` };
  }
}

/** Turns off an endpoint failing for three days and tells its organization's owners, once. */
async function disableFailing(db: Db, d: Claimed, now: string) {
  await db.batch([
    db
      .update(schema.webhookEndpoints)
      .set({ disabledAt: now })
      .where(and(eq(schema.webhookEndpoints.id, d.endpoint_id), isNull(schema.webhookEndpoints.disabledAt))),
    recordNotificationsWhere(
      db,
      {
        id: sql`'webhook-disabled:' || ${d.endpoint_id} || ':' || ${now} || ':' || user_id`,
        userId: sql`user_id`,
        title: "Webhook endpoint turned off",
        message: `${d.url} has failed for three days, so SiteProof stopped sending to it. Turn it on again on the API page once it answers.`,
        kind: "webhook_disabled",
        sentAt: now,
        organizationId: d.organization_id,
      },
      sql`FROM memberships WHERE organization_id = ${d.organization_id} AND role = 'owner'
        AND EXISTS (SELECT 1 FROM webhook_endpoints WHERE id = ${d.endpoint_id} AND disabled_at = ${now})`,
    ),
  ]);
}

/** The case's next delivery to the same endpoint, read in the batch that finishes this one. */
const nextOfCase = (env: Env, d: Claimed) =>
  env.DB.prepare(
    "SELECT seq, next_attempt_at FROM webhook_deliveries WHERE case_id = ?1 AND endpoint_id = ?2 AND status = 'pending' ORDER BY seq LIMIT 1",
  ).bind(d.case_id, d.endpoint_id);

/** Hands over to that next delivery, now that this one is done. */
async function handOver(env: Env, next: D1Result | undefined, now: Date) {
  const row = next?.results[0] as { seq: number; next_attempt_at: string } | undefined;
  if (row) await queueDelivery(env, row.seq, queueDelaySeconds(row.next_attempt_at, now));
}

/** One message of the webhook kind. */
export async function deliverWebhook(env: Env, seq: number, now = new Date()): Promise<void> {
  const at = now.toISOString();
  const d = await env.DB.prepare(CLAIM)
    .bind(seq, at, new Date(now.getTime() + LEASE_MS).toISOString())
    .first<Claimed>();
  if (!d) {
    // Not sendable now: done, blocked behind an earlier one (which hands over), its endpoint off, or not yet due (chained on).
    const row = await env.DB.prepare("SELECT status, next_attempt_at FROM webhook_deliveries WHERE seq = ?1")
      .bind(seq)
      .first<{ status: string; next_attempt_at: string }>();
    if (row?.status === "pending" && Date.parse(row.next_attempt_at) > now.getTime())
      await queueDelivery(env, seq, queueDelaySeconds(row.next_attempt_at, now));
    return;
  }
  const answer = await post(d, now);
  const done = new Date();
  const doneAt = done.toISOString();
  if (answer.status !== null && isDelivered(answer.status)) {
    const [, , next] = await env.DB.batch([
      env.DB.prepare(
        "UPDATE webhook_deliveries SET status = 'delivered', delivered_at = ?2, next_attempt_at = ?2, last_status = ?3, last_answer = ?4 WHERE seq = ?1",
      ).bind(seq, doneAt, answer.status, answer.answer),
      env.DB.prepare("UPDATE webhook_endpoints SET failing_since = NULL WHERE id = ?1 AND failing_since IS NOT NULL").bind(d.endpoint_id),
      nextOfCase(env, d),
    ]);
    return handOver(env, next, done);
  }
  const retry = retryDelaySeconds(d.attempts);
  const nextAt = new Date(done.getTime() + (retry ?? 0) * 1000).toISOString();
  const [, endpoint, next] = await env.DB.batch([
    env.DB.prepare("UPDATE webhook_deliveries SET status = ?2, next_attempt_at = ?3, last_status = ?4, last_answer = ?5, queued_at = ?6 WHERE seq = ?1").bind(
      seq,
      retry === null ? "failed" : "pending",
      nextAt,
      answer.status,
      answer.answer,
      doneAt,
    ),
    env.DB.prepare("UPDATE webhook_endpoints SET failing_since = coalesce(failing_since, ?2) WHERE id = ?1 RETURNING failing_since").bind(
      d.endpoint_id,
      doneAt,
    ),
    nextOfCase(env, d),
  ]);
  const failingSince = (endpoint.results[0] as { failing_since: string } | undefined)?.failing_since ?? null;
  if (shouldDisable(failingSince, done)) await disableFailing(getDb(env.DB), d, doneAt);
  if (retry === null) return handOver(env, next, done);
  await queueDelivery(env, seq, queueDelaySeconds(nextAt, done));
}

export const webhookJob: JobKind = { run: (message, env) => deliverWebhook(env, Number(message.jobId)), concurrent: true };
