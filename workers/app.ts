// The Worker entry: fetch -> Remix (with the security baseline), queue -> job consumer,
// scheduled -> clean-up, and the per-user Durable Object class.
import { type AppLoadContext, createRequestHandler, type ServerBuild } from "@remix-run/cloudflare";
import * as build from "../build/server";
import { getDb } from "../app/platform/db/db.server";
import { isCrossSiteMutation, newNonce, secured } from "../app/platform/security.server";
import { getOptionalUser } from "../app/features/account/session.server";
import { userHub } from "../app/features/notifications/user-hub.server";
import { cleanUpExpired, runAutoBackups } from "./cleanup";
import { consumeDeadJobs, consumeJobs, JOBS_DEAD_LETTER_QUEUE } from "./jobs";

export { UserHub } from "../app/features/notifications/user-hub";

const handleRemix = createRequestHandler(build as unknown as ServerBuild);

/** Open tabs hold a WebSocket to their user's Durable Object for the unread count and new notifications. */
const LIVE_PATH = "/app/live";

async function openLiveUpdates(request: Request, context: AppLoadContext): Promise<Response> {
  if (request.headers.get("Upgrade") !== "websocket") return new Response("Expected a WebSocket", { status: 426 });
  const user = await getOptionalUser(context, request);
  if (!user) return new Response("Unauthorized", { status: 401 });
  const headers = new Headers(request.headers);
  headers.set("X-User-Id", user.id);
  return userHub(context.cloudflare.env, user.id).fetch(new Request(request.url, { headers }));
}

export default {
  async fetch(request, env, ctx) {
    const nonce = newNonce();
    const https = new URL(request.url).protocol === "https:";
    if (isCrossSiteMutation(request, env.APP_URL)) return secured(new Response("Cross-site request refused", { status: 403 }), nonce, https);
    const context = { cloudflare: { env, ctx }, db: getDb(env.DB), nonce, responseCookies: [] as string[] };
    const live = new URL(request.url).pathname === LIVE_PATH;
    const response = live ? await openLiveUpdates(request, context) : await handleRemix(request, context);
    // Every response, refusals and the accepted WebSocket upgrade (101) alike, leaves through here.
    return secured(response, nonce, https, context.responseCookies);
  },

  async queue(batch, env, _ctx) {
    await (batch.queue === JOBS_DEAD_LETTER_QUEUE ? consumeDeadJobs(batch, env) : consumeJobs(batch, env));
  },

  async scheduled(_controller, env, ctx) {
    ctx.waitUntil(Promise.all([cleanUpExpired(env), runAutoBackups(env)]));
  },
} satisfies ExportedHandler<Env, JobMessage>;
