// The edges every response shares: security headers on all of them (refusals of /app/live included),
// HSTS over HTTPS, the verify pages' no-referrer kept, push subscriptions only to public push
// services with real keys, and the local outbox only for the machine that runs the app.
import { env, SELF } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { getDb } from "../../app/platform/db/db.server";
import { sendPush } from "../../app/features/notifications/push.server";
import { count, newInspector, payload, save, uploadedPhoto } from "./capture-helpers";
import { get, ORIGIN, post } from "./helpers";
import { localFetch } from "./local-server";
import { newSubscriber } from "../stubs/webpush-receiver";
import { answerAtEdge } from "../stubs/network";

afterEach(() => {
  vi.restoreAllMocks();
});

function subscribe(cookie: string, body: unknown, method = "POST") {
  return SELF.fetch(`${ORIGIN}/app/push`, {
    method,
    headers: { Cookie: cookie, Origin: ORIGIN, Host: "localhost", "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
}
const hasSecurityHeaders = (res: Response) => {
  expect(res.headers.get("Content-Security-Policy")).toContain("frame-ancestors 'none'");
  expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
  expect(res.headers.get("X-Frame-Options")).toBe("DENY");
};

describe("security headers", () => {
  it("sends HSTS over HTTPS and not over a local http run", async () => {
    const secure = await SELF.fetch("https://localhost/login");
    expect(secure.headers.get("Strict-Transport-Security")).toBe("max-age=31536000; includeSubDomains");
    hasSecurityHeaders(secure);
    expect((await get("/login")).headers.get("Strict-Transport-Security")).toBeNull();
  });

  it("puts them on /app/live's refusals too", async () => {
    const notSocket = await get("/app/live");
    expect(notSocket.status).toBe(426);
    hasSecurityHeaders(notSocket);
    const signedOut = await get("/app/live", null, { Upgrade: "websocket" });
    expect(signedOut.status).toBe(401);
    hasSecurityHeaders(signedOut);
    const elsewhere = await get("/app/live", null, { Upgrade: "websocket", Origin: "https://evil.example" });
    expect(elsewhere.status).toBe(403);
    hasSecurityHeaders(elsewhere);
    // The accepted upgrade too, and its socket still works.
    const u = await newInspector();
    const open = await get("/app/live", u.cookie, { Upgrade: "websocket" });
    expect(open.status).toBe(101);
    hasSecurityHeaders(open);
    const ws = open.webSocket!;
    ws.accept();
    const first = new Promise<string>((resolve) => ws.addEventListener("message", (e) => resolve(e.data as string), { once: true }));
    expect(JSON.parse(await first)).toEqual({ type: "unread", count: 0 });
    ws.close();
  });

  it("keeps the verify pages' no-referrer, on the page, its photos and a dead link alike", async () => {
    const u = await newInspector();
    const body = payload(u.companyId, [await uploadedPhoto(u.cookie, crypto.randomUUID())]);
    await save(u.cookie, body);
    const made = await post(`/app/evidence/${body.id}?_data=routes%2Fapp.evidence.%24inspectionId`, { intent: "create", days: "7" }, { cookie: u.cookie });
    const { link } = await made.json<{ link: { url: string } }>();
    const path = new URL(link.url).pathname;
    const page = await get(path);
    expect(page.status).toBe(200);
    expect(page.headers.get("Referrer-Policy")).toBe("no-referrer");
    hasSecurityHeaders(page);
    const photo = await get(`${path}/photos/${body.photoIds[0]}`);
    expect([photo.status, photo.headers.get("Referrer-Policy")]).toEqual([200, "no-referrer"]);
    const material = await get(`${path}/evidence.json`);
    expect([material.status, material.headers.get("Referrer-Policy"), material.headers.get("X-Robots-Tag")]).toEqual([200, "no-referrer", "noindex"]);
    // Refusals keep them too: a dead or malformed token, a photo not in the inspection, a bad size.
    for (const [url, status] of [
      ["/verify/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA", 404],
      ["/verify/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA?_data=routes%2Fverify.%24token", 404],
      ["/verify/bad%00token", 404],
      ["/verify/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA/evidence.json", 404],
      [`${path}/photos/${crypto.randomUUID()}`, 404],
      [`${path}/photos/bad%20id`, 404],
      [`${path}/photos/${body.photoIds[0]}?size=huge`, 400],
    ] as const) {
      const res = await get(url);
      expect([res.status, res.headers.get("Referrer-Policy"), res.headers.get("Cache-Control"), res.headers.get("X-Robots-Tag")], url).toEqual([
        status,
        "no-referrer",
        "no-store",
        "noindex",
      ]);
      hasSecurityHeaders(res);
    }
    // Other pages keep the default policy.
    expect((await get("/login")).headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
  });
});

describe("push subscriptions", () => {
  it("refuses endpoints that are not public push services, and keys that are not keys, writing nothing", async () => {
    const u = await newInspector();
    const good = await newSubscriber();
    const offCurve = Buffer.from(good.json.p256dh, "base64url");
    offCurve[64] ^= 1;
    const cases: [unknown, number][] = [
      [{ endpoint: "https://169.254.169.254/latest/meta-data/", keys: good.json }, 422],
      [{ endpoint: "https://localhost/push", keys: good.json }, 422],
      [{ endpoint: "https://10.1.2.3/push", keys: good.json }, 422],
      [{ endpoint: "https://[::1]/push", keys: good.json }, 422],
      [{ endpoint: "http://push.example.com/x", keys: good.json }, 422],
      [{ endpoint: "https://push.example.com/x", keys: { ...good.json, p256dh: offCurve.toString("base64url") } }, 422],
      [{ endpoint: "https://push.example.com/x", keys: { ...good.json, auth: Buffer.alloc(15).toString("base64url") } }, 422],
      [{ endpoint: "https://push.example.com/x", keys: { p256dh: "x", auth: "y" } }, 422],
    ];
    for (const [body, status] of cases) {
      const res = await subscribe(u.cookie, body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect((await res.json<{ ok: boolean }>()).ok).toBe(false);
    }
    expect(await count("SELECT count(*) AS n FROM push_subscriptions WHERE user_id = ?", u.userId)).toBe(0);
    const wrongMethod = await subscribe(u.cookie, { endpoint: "https://push.example.com/x", keys: good.json }, "PUT");
    expect(wrongMethod.status).toBe(405);
    expect(await count("SELECT count(*) AS n FROM push_subscriptions WHERE user_id = ?", u.userId)).toBe(0);
    const ok = await subscribe(u.cookie, { endpoint: "https://push.example.com/x", keys: good.json, expirationTime: null });
    expect(ok.status).toBe(200);
    expect(await count("SELECT count(*) AS n FROM push_subscriptions WHERE user_id = ?", u.userId)).toBe(1);
    // Unsubscribing needs only the endpoint.
    expect((await subscribe(u.cookie, { endpoint: "https://push.example.com/x" }, "DELETE")).status).toBe(200);
    expect(await count("SELECT count(*) AS n FROM push_subscriptions WHERE user_id = ?", u.userId)).toBe(0);
  });

  it("never calls an endpoint stored before the rule, and does not follow a push service's redirect", async () => {
    const u = await newInspector();
    const good = await newSubscriber();
    // Rows stored before the endpoint rule existed: written straight to D1, as an older database holds them.
    const insert = env.DB.prepare("INSERT INTO push_subscriptions (id, user_id, endpoint, p256dh, auth, refreshed_at) VALUES (?, ?, ?, ?, ?, ?)");
    for (const endpoint of ["https://169.254.169.254/latest/meta-data/", "https://push.example.test/sub/ok"]) {
      await insert.bind(crypto.randomUUID(), u.userId, endpoint, good.json.p256dh, good.json.auth, new Date().toISOString()).run();
    }
    // Every request is answered here (a push service that accepts): nothing may reach the metadata address.
    const requests = answerAtEdge(
      () => true,
      () => new Response(null, { status: 201 }),
    );
    const result = await sendPush(env, getDb(env.DB), u.userId, { title: "t", body: "b", tag: "x", url: "/app" });
    expect(result).toEqual({ sent: 1, removed: 1 });
    expect(requests.map((r) => ({ url: r.url, redirect: r.redirect }))).toEqual([{ url: "https://push.example.test/sub/ok", redirect: "manual" }]);
    expect(
      await env.DB.prepare("SELECT endpoint FROM push_subscriptions WHERE user_id = ?")
        .bind(u.userId)
        .all()
        .then((r) => r.results),
    ).toEqual([{ endpoint: "https://push.example.test/sub/ok" }]);
  });
});

describe("the local outbox", () => {
  it("answers the machine running the app and nobody else", async () => {
    expect((await localFetch("/dev/outbox")).status).toBe(200);
    expect((await localFetch("/dev/outbox", { headers: { "CF-Connecting-IP": "203.0.113.5" } })).status).toBe(404);
    expect((await localFetch("http://siteproof.example.com/dev/outbox")).status).toBe(404);
    expect((await localFetch("/dev/outbox", { headers: { "CF-Connecting-IP": "127.0.0.1" } })).status).toBe(200);
  });

  it("does not exist when mail goes to a provider, nor where the app's address is not local", async () => {
    const page = "/dev/outbox";
    expect((await localFetch(page)).status).toBe(200);
    const provider = await localFetch(page, {}, { MAIL_TRANSPORT: "http" });
    expect(provider.status).toBe(404);
    hasSecurityHeaders(provider);
    expect((await localFetch(page, {}, { MAIL_TRANSPORT: undefined })).status).toBe(404);
    // The outbox left on by mistake in a deployment: its address is not loopback.
    expect((await localFetch(page, {}, { APP_URL: "https://siteproof.example.com" })).status).toBe(404);
    expect((await localFetch("http://[::1]/dev/outbox")).status).toBe(200);
    expect((await localFetch("http://127.0.0.1/dev/outbox", { headers: { "CF-Connecting-IP": "::1" } })).status).toBe(200);
    expect((await localFetch("http://127.0.0.1/dev/outbox", { headers: { "CF-Connecting-IP": "2001:db8::1" } })).status).toBe(404);
  });
});
