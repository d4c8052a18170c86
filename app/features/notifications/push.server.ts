// Web push (RFC 8291 encryption, RFC 8292 VAPID) to each of a user's subscriptions; a subscription
// the push service says is gone (404/410) is removed.
import { buildPushPayload, type PushMessage } from "@block65/webcrypto-web-push";
import { and, eq } from "drizzle-orm";
import { type Db, schema } from "../../platform/db/db.server";
import { newId } from "../../platform/ids";
import { pushEndpointProblem } from "./push-endpoint";
import type { PushSubscription as StoredSubscription } from "../../platform/db/schema";

export interface PushContent {
  title: string;
  body: string;
  /** Notifications with the same tag replace each other (one per visit). */
  tag: string;
  url: string;
}

export function pushConfigured(env: Env): boolean {
  return Boolean(env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY);
}

export async function sendPush(env: Env, db: Db, userId: string, content: PushContent): Promise<{ sent: number; removed: number }> {
  if (!pushConfigured(env)) return { sent: 0, removed: 0 };
  const subs = await db.select().from(schema.pushSubscriptions).where(eq(schema.pushSubscriptions.userId, userId));
  const vapid = {
    subject: env.APP_URL.startsWith("https:") ? env.APP_URL : "mailto:support@siteproof.app",
    publicKey: env.VAPID_PUBLIC_KEY,
    privateKey: env.VAPID_PRIVATE_KEY!,
  };
  const message: PushMessage = {
    data: JSON.stringify(content),
    options: { ttl: 3600, urgency: "high", topic: content.tag.replace(/[^A-Za-z0-9_-]/g, "").slice(0, 32) },
  };
  let sent = 0;
  let removed = 0;
  for (const sub of subs) {
    try {
      // A row stored before the endpoint rule (push-endpoint.ts) may name a host this Worker must not call: it is removed unsent.
      const res = pushEndpointProblem(sub.endpoint) === null ? await deliver(sub, message, vapid) : null;
      if (!res || res.status === 404 || res.status === 410) {
        await db.delete(schema.pushSubscriptions).where(and(eq(schema.pushSubscriptions.id, sub.id), eq(schema.pushSubscriptions.userId, userId)));
        removed++;
      } else if (res.ok) sent++;
      else console.warn("Push service refused a message", res.status);
    } catch (error) {
      console.warn("Push failed", error);
    }
  }
  return { sent, removed };
}

async function deliver(sub: StoredSubscription, message: PushMessage, vapid: Parameters<typeof buildPushPayload>[2]): Promise<Response> {
  const payload = await buildPushPayload(message, { endpoint: sub.endpoint, expirationTime: null, keys: { p256dh: sub.p256dh, auth: sub.auth } }, vapid);
  // A push service answers 201; a redirect is not followed, or a public host could bounce the Worker to a private one.
  return fetch(sub.endpoint, { ...payload, redirect: "manual" });
}

/** Registers this browser's subscription for the user; an endpoint belongs to one browser, so
 *  re-registering moves it to whoever is signed in there now. */
export async function savePushSubscription(db: Db, userId: string, s: { endpoint: string; p256dh: string; auth: string }, userAgent: string | null) {
  const ps = schema.pushSubscriptions;
  const now = new Date().toISOString();
  await db
    .insert(ps)
    .values({ id: newId(), userId, endpoint: s.endpoint, p256dh: s.p256dh, auth: s.auth, userAgent: userAgent?.slice(0, 200) ?? null, refreshedAt: now })
    .onConflictDoUpdate({ target: ps.endpoint, set: { userId, p256dh: s.p256dh, auth: s.auth, refreshedAt: now } });
}

export async function forgetPushSubscription(db: Db, userId: string, endpoint: string) {
  const ps = schema.pushSubscriptions;
  await db.delete(ps).where(and(eq(ps.endpoint, endpoint), eq(ps.userId, userId)));
}
