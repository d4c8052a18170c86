// Sending the webhook outbox's rows to the Queue. The rows are written by the trigger on case_events in
// the change's own batch; a feature that changed a case calls queueCaseWebhooks after its batch so they
// go out at once, and the hourly sweep sends any whose message was lost. The consumer
// (features/api/webhook-delivery.server.ts) claims a row before sending, so a second message is harmless.
import { sendJobMessages } from "../jobs/send.server";

export const WEBHOOK_JOB = "webhook";

/** A row due long ago and not blocked by an earlier one of its case: its message was lost. */
const SWEEP_AFTER_MINUTES = 15;

/** SQL: no earlier delivery of the row's case to its endpoint is still pending (a case's events go out in order). */
export const firstInLine = (row: string) =>
  `NOT EXISTS (SELECT 1 FROM webhook_deliveries p WHERE p.case_id = ${row}.case_id AND p.endpoint_id = ${row}.endpoint_id AND p.status = 'pending' AND p.seq < ${row}.seq)`;

const message = (seq: number): JobMessage => ({ kind: WEBHOOK_JOB, jobId: String(seq) });

async function queueWhere(env: Pick<Env, "DB" | "JOBS">, where: string, ...binds: unknown[]): Promise<number> {
  const { results } = await env.DB.prepare(
    `UPDATE webhook_deliveries SET queued_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE status = 'pending' AND ${where} RETURNING seq`,
  )
    .bind(...binds)
    .all<{ seq: number }>();
  await sendJobMessages(
    env,
    results.map((r) => message(r.seq)),
  );
  return results.length;
}

/** Queues the case's new deliveries (none when its organization has no endpoint for the change). */
export const queueCaseWebhooks = (env: Pick<Env, "DB" | "JOBS">, caseId: string) => queueWhere(env, "case_id = ?1 AND queued_at IS NULL", caseId);

/** Queues an organization's new deliveries (after a bulk change). */
export const queueOrganizationWebhooks = (env: Pick<Env, "DB" | "JOBS">, organizationId: string) =>
  queueWhere(env, "organization_id = ?1 AND queued_at IS NULL", organizationId);

/** The hourly sweep: rows never queued, or overdue well past their time, and first in line for their case. */
export const sweepWebhooks = (env: Pick<Env, "DB" | "JOBS">, at: Date) =>
  queueWhere(
    env,
    `(queued_at IS NULL OR next_attempt_at < ?1) AND ${firstInLine("webhook_deliveries")}`,
    new Date(at.getTime() - SWEEP_AFTER_MINUTES * 60_000).toISOString(),
  );

/** Sends one row's message again, after `delaySeconds` (the Queue's own cap applies). */
export async function queueDelivery(env: Pick<Env, "JOBS">, seq: number, delaySeconds = 0) {
  await env.JOBS.send(message(seq), delaySeconds > 0 ? { delaySeconds } : undefined);
}

/** An endpoint turned on again: each case's first waiting delivery to it. */
export const sweepEndpoint = (env: Pick<Env, "DB" | "JOBS">, endpointId: string) =>
  queueWhere(env, `endpoint_id = ?1 AND ${firstInLine("webhook_deliveries")}`, endpointId);
