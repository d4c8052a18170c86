// The edges every response shares: security headers on all of them (refusals of /app/live included),
// HSTS over HTTPS, the verify pages' no-referrer kept, push subscriptions only to public push
// services with real keys, and the local outbox only for the machine that runs the app.
import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { count, newInspector, payload, save, uploadedPhoto } from "./capture-helpers";
import { get, ORIGIN, post } from "./helpers";
import { newSubscriber } from "./webpush-receiver";

function subscribe(cookie: string, body: unknown, method = "POST") {
  return SELF.fetch(`${ORIGIN}/app/push`, { method, headers: { Cookie: cookie, Origin: ORIGIN, Host: "localhost", "Content-Type": "application/json" }, body: JSON.stringify(body) });
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
    const dead = await get("/verify/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA");
    expect([dead.status, dead.headers.get("Referrer-Policy")]).toEqual([404, "no-referrer"]);
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
    const ok = await subscribe(u.cookie, { endpoint: "https://push.example.com/x", keys: good.json, expirationTime: null });
    expect(ok.status).toBe(200);
    expect(await count("SELECT count(*) AS n FROM push_subscriptions WHERE user_id = ?", u.userId)).toBe(1);
  });
});

describe("the local outbox", () => {
  it("answers the machine running the app and nobody else", async () => {
    expect((await get("/dev/outbox")).status).toBe(200);
    expect((await get("/dev/outbox", null, { "CF-Connecting-IP": "203.0.113.5" })).status).toBe(404);
    expect((await SELF.fetch("http://siteproof.example.com/dev/outbox")).status).toBe(404);
    expect((await get("/dev/outbox", null, { "CF-Connecting-IP": "127.0.0.1" })).status).toBe(200);
  });

  it("does not exist when mail goes to a provider", async () => {
    const { outboxOpenTo } = await import("../../app/lib/mail.server");
    expect(outboxOpenTo({ ...env, MAIL_TRANSPORT: "http" }, new Request("http://localhost/dev/outbox"))).toBe(false);
    expect(outboxOpenTo(env, new Request("http://localhost/dev/outbox"))).toBe(true);
  });
});
