import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { and, eq } from "drizzle-orm";
import * as v from "valibot";
import { schema } from "../lib/db.server";
import { newId } from "../lib/ids";
import { requireUser } from "../lib/session.server";

const Subscription = v.object({
  endpoint: v.pipe(v.string(), v.url(), v.startsWith("https://", "A push endpoint must use https"), v.maxLength(1000)),
  keys: v.object({ p256dh: v.pipe(v.string(), v.maxLength(200)), auth: v.pipe(v.string(), v.maxLength(100)) }),
});

// POST: register or refresh this browser's push subscription. DELETE: remove it.
export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(context, request);
  const parsed = v.safeParse(Subscription, await request.json().catch(() => null));
  if (!parsed.success) return json({ error: parsed.issues[0].message }, { status: 400 });
  const { endpoint, keys } = parsed.output;
  const ps = schema.pushSubscriptions;
  if (request.method === "DELETE") {
    await context.db.delete(ps).where(and(eq(ps.endpoint, endpoint), eq(ps.userId, user.id)));
    return json({ ok: true });
  }
  const now = new Date().toISOString();
  // An endpoint belongs to one browser: re-registering moves it to whoever is signed in there now.
  await context.db
    .insert(ps)
    .values({ id: newId(), userId: user.id, endpoint, p256dh: keys.p256dh, auth: keys.auth, userAgent: request.headers.get("User-Agent")?.slice(0, 200) ?? null, refreshedAt: now })
    .onConflictDoUpdate({ target: ps.endpoint, set: { userId: user.id, p256dh: keys.p256dh, auth: keys.auth, refreshedAt: now } });
  return json({ ok: true, publicKey: context.cloudflare.env.VAPID_PUBLIC_KEY });
}
