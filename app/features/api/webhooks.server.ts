// An organization's webhook endpoints on its owner's page: added (the secret shown once), rolled (the old
// secret signs too for 24 hours), turned off and on, deleted; and the delivery log, with Send again.
import { and, desc, eq, sql } from "drizzle-orm";
import { type Db, schema } from "../../platform/db/db.server";
import { newId } from "../../platform/ids";
import { Refusal } from "../../platform/refusal";
import { WEBHOOK_EVENTS } from "../../platform/webhooks/events";
import { queueDelivery, sweepEndpoint } from "../../platform/webhooks/outbox.server";
import type { MemberContext } from "../organizations/membership.server";
import { appIsLocal, ROLL_OVERLAP_HOURS, webhookUrlProblem } from "./webhook-rules";
import { newWebhookSecret } from "./webhook-secrets.server";
import { type NewWebhook, WEBHOOK_MESSAGES } from "./webhooks";

const w = schema.webhookEndpoints;
const d = schema.webhookDeliveries;

export async function createWebhookEndpoint(env: Pick<Env, "APP_URL">, db: Db, organizationId: string, input: Pick<NewWebhook, "url" | "events">) {
  const problem = webhookUrlProblem(input.url, appIsLocal(env.APP_URL));
  if (problem) throw new Refusal(422, problem, { fieldErrors: { url: problem }, intent: "add" });
  const id = newId();
  const secret = newWebhookSecret();
  const events = WEBHOOK_EVENTS.filter((e) => input.events.includes(e));
  const url = new URL(input.url).toString();
  await db.insert(w).values({ id, organizationId, url, events, secret });
  return { id, url, events, enabled: true, secret };
}

/** The endpoints as the API lists them: never a secret. */
export async function apiWebhookEndpoints(db: Db, organizationId: string) {
  const rows = await db
    .select({ id: w.id, url: w.url, events: w.events, createdAt: w.createdAt, disabledAt: w.disabledAt })
    .from(w)
    .where(eq(w.organizationId, organizationId))
    .orderBy(w.createdAt, w.id);
  return rows.map((r) => ({ id: r.id, url: r.url, events: r.events, enabled: r.disabledAt === null, created_at: r.createdAt, disabled_at: r.disabledAt }));
}

async function ownEndpoint(db: Db, member: MemberContext, id: string) {
  const found = await db
    .select()
    .from(w)
    .where(and(eq(w.id, id), eq(w.organizationId, member.org.id)))
    .get();
  if (!found) throw new Refusal(404, WEBHOOK_MESSAGES.notFound);
  return found;
}

/** A new secret; the one it replaces keeps signing beside it for 24 hours, so receivers can switch without a gap. */
export async function rollWebhookSecret(db: Db, member: MemberContext, id: string, now = new Date()) {
  const found = await ownEndpoint(db, member, id);
  const secret = newWebhookSecret();
  const expires = new Date(now.getTime() + ROLL_OVERLAP_HOURS * 3_600_000).toISOString();
  await db.update(w).set({ secret, previousSecret: found.secret, previousSecretExpiresAt: expires }).where(eq(w.id, id));
  return { secret };
}

export async function setWebhookEnabled(env: Pick<Env, "DB" | "JOBS">, db: Db, member: MemberContext, id: string, on: boolean) {
  await ownEndpoint(db, member, id);
  await db
    .update(w)
    .set(on ? { disabledAt: null, failingSince: null } : { disabledAt: new Date().toISOString() })
    .where(eq(w.id, id));
  // Deliveries that waited while it was off go out now, each case's in order.
  if (on) await sweepEndpoint(env, id);
}

export async function deleteWebhookEndpoint(db: Db, member: MemberContext, id: string) {
  await ownEndpoint(db, member, id);
  await db.batch([db.delete(d).where(eq(d.endpointId, id)), db.delete(w).where(eq(w.id, id))]);
}

/** Sends a delivery again now (a delivered one too: the receiver asked for it), with the same event id. */
export async function resendDelivery(env: Pick<Env, "JOBS">, db: Db, member: MemberContext, seq: number) {
  const now = new Date().toISOString();
  const [row] = await db
    .update(d)
    .set({ status: "pending", nextAttemptAt: now, queuedAt: now })
    .where(and(eq(d.seq, seq), eq(d.organizationId, member.org.id)))
    .returning({ seq: d.seq });
  if (!row) throw new Refusal(404, WEBHOOK_MESSAGES.deliveryNotFound);
  await queueDelivery(env, row.seq);
}

/** The organization's endpoints, oldest first, with counts of deliveries waiting and failed. */
export async function listWebhookEndpoints(db: Db, organizationId: string) {
  return db
    .select({
      id: w.id,
      url: w.url,
      events: w.events,
      createdAt: w.createdAt,
      disabledAt: w.disabledAt,
      failingSince: w.failingSince,
      rolling: sql<boolean>`${w.previousSecretExpiresAt} > strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`.mapWith(Boolean),
    })
    .from(w)
    .where(eq(w.organizationId, organizationId))
    .orderBy(w.createdAt, w.id);
}

/** The organization's latest deliveries (all endpoints), newest first. */
export async function listDeliveries(db: Db, organizationId: string, limit = 50) {
  return db
    .select({
      seq: d.seq,
      endpointId: d.endpointId,
      eventId: d.eventId,
      eventType: d.eventType,
      caseId: d.caseId,
      status: d.status,
      attempts: d.attempts,
      lastStatus: d.lastStatus,
      lastAnswer: d.lastAnswer,
      lastAttemptAt: d.lastAttemptAt,
      nextAttemptAt: d.nextAttemptAt,
      createdAt: d.createdAt,
    })
    .from(d)
    .where(eq(d.organizationId, organizationId))
    .orderBy(desc(d.seq))
    .limit(limit);
}
