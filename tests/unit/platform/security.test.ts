import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, HSTS, isCrossSiteMutation, secured, securityHeaders, stricterReferrerPolicy } from "../../../app/platform/security.server";

const req = (method: string, headers: Record<string, string> = {}) => new Request("https://app.example/login", { method, headers });

describe("isCrossSiteMutation", () => {
  it("lets reads through whatever their origin", () => {
    expect(isCrossSiteMutation(req("GET", { Origin: "https://evil.example" }), "https://app.example")).toBe(false);
  });
  it("refuses a WebSocket upgrade from another site, a GET that opens a channel to the user's data", () => {
    expect(isCrossSiteMutation(req("GET", { Upgrade: "websocket", Origin: "https://evil.example" }), "https://app.example")).toBe(true);
    expect(isCrossSiteMutation(req("GET", { Upgrade: "websocket", Origin: "https://app.example" }), "https://app.example")).toBe(false);
  });
  it("accepts same-origin and APP_URL posts, refuses others", () => {
    expect(isCrossSiteMutation(req("POST", { Origin: "https://app.example" }), "https://app.example")).toBe(false);
    expect(isCrossSiteMutation(req("POST", { Origin: "http://localhost:8787" }), "http://localhost:8787")).toBe(false);
    expect(isCrossSiteMutation(req("POST", { Origin: "https://evil.example" }), "https://app.example")).toBe(true);
    expect(isCrossSiteMutation(req("DELETE", { Origin: "null" }), "https://app.example")).toBe(true);
  });
  it("falls back to Sec-Fetch-Site when there is no Origin", () => {
    expect(isCrossSiteMutation(req("POST", { "Sec-Fetch-Site": "cross-site" }), "https://app.example")).toBe(true);
    expect(isCrossSiteMutation(req("POST", { "Sec-Fetch-Site": "same-origin" }), "https://app.example")).toBe(false);
  });
});

describe("CSP", () => {
  it("carries the nonce and forbids framing", () => {
    const csp = contentSecurityPolicy("abc");
    expect(csp).toContain("script-src 'self' 'nonce-abc'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain("unsafe-eval");
  });
});

describe("HSTS", () => {
  it("is sent over HTTPS only", () => {
    expect(securityHeaders("n", true)["Strict-Transport-Security"]).toBe("max-age=31536000; includeSubDomains");
    expect(securityHeaders("n", false)).not.toHaveProperty("Strict-Transport-Security");
  });
});

describe("Referrer-Policy", () => {
  const DEFAULT = "strict-origin-when-cross-origin";
  it("keeps a route's stricter policy and refuses a laxer or unknown one", () => {
    expect(stricterReferrerPolicy("no-referrer", DEFAULT)).toBe("no-referrer");
    expect(stricterReferrerPolicy("same-origin", DEFAULT)).toBe("same-origin");
    expect(stricterReferrerPolicy("unsafe-url", DEFAULT)).toBe(DEFAULT);
    expect(stricterReferrerPolicy("no-referrer-when-downgrade", DEFAULT)).toBe(DEFAULT);
    expect(stricterReferrerPolicy("bogus", DEFAULT)).toBe(DEFAULT);
    expect(stricterReferrerPolicy(null, DEFAULT)).toBe(DEFAULT);
    // Several listed: the browser applies the last it knows.
    expect(stricterReferrerPolicy("unsafe-url, no-referrer, bogus", DEFAULT)).toBe("no-referrer");
  });
});

describe("secured", () => {
  it("sets every header over the route's, but keeps its stricter Referrer-Policy and its own cookies", async () => {
    const route = new Response("hi", {
      status: 404,
      headers: { "Referrer-Policy": "no-referrer", "X-Frame-Options": "ALLOWALL", "Cache-Control": "no-store" },
    });
    route.headers.append("Set-Cookie", "sp_session=new; Path=/");
    const out = secured(route, "abc", true, ["sp_session=renewed; Path=/", "sp_device=d; Path=/"]);
    expect(out.status).toBe(404);
    expect(await out.text()).toBe("hi");
    expect(out.headers.get("Referrer-Policy")).toBe("no-referrer");
    expect(out.headers.get("X-Frame-Options")).toBe("DENY");
    expect(out.headers.get("Cache-Control")).toBe("no-store");
    expect(out.headers.get("Strict-Transport-Security")).toBe(HSTS);
    expect(out.headers.get("Content-Security-Policy")).toContain("'nonce-abc'");
    expect(out.headers.getSetCookie()).toEqual(["sp_session=new; Path=/", "sp_device=d; Path=/"]);
    const lax = secured(new Response(null, { headers: { "Referrer-Policy": "unsafe-url" } }), "abc", false);
    expect(lax.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
    expect(lax.headers.get("Strict-Transport-Security")).toBeNull();
  });
});
