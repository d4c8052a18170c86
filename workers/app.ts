// The Worker entry: fetch -> Remix (with the security baseline), queue -> job consumer,
// scheduled -> clean-up and the start of Auto Backup's run, and the per-user Durable Object class.
// Local runs serve workers/local.ts, which puts the local-only doors (outbox, demo seeder, the tests'
// session and SQL, the cron by hand) in front of this Worker: none of them is deployed.
import type { AppLoadContext, ServerBuild } from "@remix-run/cloudflare";
import * as build from "../build/server";
import { getDb } from "../app/platform/db/db.server";
import { isCrossSiteMutation, newNonce, secured } from "../app/platform/security.server";
import { getOptionalUser, sessionEndedResponse } from "../app/features/account/session.server";
import { userHub } from "../app/features/notifications/user-hub.server";
import { dailyWork, HOURLY_CRON, hourlyWork } from "./scheduled";
import { consumeDeadJobs, consumeJobs, JOBS_DEAD_LETTER_QUEUE } from "./jobs";
import { registerReminders } from "./reminders";

export { UserHub } from "../app/features/notifications/user-hub";

registerReminders();

// Remix's handler as the server build carries it (app/entry.server.tsx says why).
const serverBuild = build as unknown as ServerBuild & { entry: { module: typeof import("../app/entry.server") } };
const handleRemix = serverBuild.entry.module.createRequestHandler(serverBuild);

/** Open tabs hold a WebSocket to their user's Durable Object for the unread count and new notifications. */
const LIVE_PATH = "/app/live";

async function openLiveUpdates(request: Request, context: AppLoadContext): Promise<Response> {
  if (request.headers.get("Upgrade") !== "websocket") return new Response("Expected a WebSocket", { status: 426 });
  const user = await getOptionalUser(context, request);
  if (!user) return sessionEndedResponse();
  const headers = new Headers(request.headers);
  headers.set("X-User-Id", user.id);
  return userHub(context.cloudflare.env, user.id).fetch(new Request(request.url, { headers }));
}

/** request.cf, or in local runs the fixed LOCAL_NETWORK, so the network signal is deterministic there. */
function networkOf(request: Request, env: Env): Record<string, unknown> | null {
  if (env.LOCAL_NETWORK) {
    try {
      return JSON.parse(env.LOCAL_NETWORK) as Record<string, unknown>;
    } catch {
      return null;
    }
  }
  return (request.cf as Record<string, unknown> | undefined) ?? null;
}

export default {
  async fetch(request, env, ctx) {
    const nonce = newNonce();
    const https = new URL(request.url).protocol === "https:";
    if (isCrossSiteMutation(request, env.APP_URL)) return secured(new Response("Cross-site request refused", { status: 403 }), nonce, https);
    const context = { cloudflare: { env, ctx }, db: getDb(env.DB), nonce, responseCookies: [] as string[], cf: networkOf(request, env) };
    const live = new URL(request.url).pathname === LIVE_PATH;
    const response = live ? await openLiveUpdates(request, context) : await handleRemix(request, context);
    // Every response, refusals and the accepted WebSocket upgrade (101) alike, leaves through here.
    return secured(response, nonce, https, context.responseCookies);
  },

  async queue(batch, env, _ctx) {
    await (batch.queue === JOBS_DEAD_LETTER_QUEUE ? consumeDeadJobs(batch, env) : consumeJobs(batch, env));
  },

  async scheduled(controller, env, ctx) {
    const at = new Date(controller.scheduledTime);
    ctx.waitUntil(controller.cron === HOURLY_CRON ? hourlyWork(env, at) : dailyWork(env, at));
  },
} satisfies ExportedHandler<Env, JobMessage>;
