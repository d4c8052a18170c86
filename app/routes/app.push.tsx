import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import * as v from "valibot";
import { PUSH_MESSAGES, pushEndpointProblem, pushKeysProblem } from "../features/notifications/push-endpoint";
import { forgetPushSubscription, savePushSubscription } from "../features/notifications/push.server";
import { done, handled, readJson, Refusal } from "../platform/request.server";
import { requireUser } from "../features/account/session.server";

const Endpoint = v.pipe(v.string(PUSH_MESSAGES.endpoint), v.maxLength(1000, PUSH_MESSAGES.endpoint));

// A browser's PushSubscription.toJSON(): the endpoint this Worker will POST to, and the keys it encrypts for.
const Subscription = v.object({
  endpoint: v.pipe(
    Endpoint,
    v.check((e) => pushEndpointProblem(e) === null, PUSH_MESSAGES.endpoint),
  ),
  keys: v.object({
    p256dh: v.pipe(v.string(PUSH_MESSAGES.p256dh), v.maxLength(200, PUSH_MESSAGES.p256dh)),
    auth: v.pipe(v.string(PUSH_MESSAGES.auth), v.maxLength(100, PUSH_MESSAGES.auth)),
  }),
});

// Forgetting needs only the endpoint, and takes any: removing a row never sends anything anywhere.
const Unsubscription = v.object({ endpoint: Endpoint });

// POST: register or refresh this browser's push subscription. DELETE: remove it.
export const action = handled(async ({ request, context }: ActionFunctionArgs) => {
  const user = await requireUser(context, request, { resource: true });
  if (request.method === "DELETE") {
    const { endpoint } = await readJson(request, Unsubscription);
    await forgetPushSubscription(context.db, user.id, endpoint);
    return done();
  }
  if (request.method !== "POST") throw new Refusal(405, "Use POST to subscribe or DELETE to unsubscribe");
  const { endpoint, keys } = await readJson(request, Subscription);
  const problem = await pushKeysProblem(keys);
  if (problem) throw new Refusal(422, problem);
  await savePushSubscription(context.db, user.id, { endpoint, ...keys }, request.headers.get("User-Agent"));
  return done({ publicKey: context.cloudflare.env.VAPID_PUBLIC_KEY });
});
