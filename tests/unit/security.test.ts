import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, isCrossSiteMutation } from "../../app/lib/security.server";
import { readCookie, serializeCookie } from "../../app/lib/cookies";

const req = (method: string, headers: Record<string, string> = {}) => new Request("https://app.example/login", { method, headers });

describe("isCrossSiteMutation", () => {
  it("lets reads through whatever their origin", () => {
    expect(isCrossSiteMutation(req("GET", { Origin: "https://evil.example" }), "https://app.example")).toBe(false);
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

describe("cookies", () => {
  it("round-trips and sets the session flags", () => {
    const c = serializeCookie("sp_session", "a b", { maxAge: 60 });
    expect(c).toBe("sp_session=a%20b; Path=/; Max-Age=60; HttpOnly; Secure; SameSite=Lax");
    const r = new Request("https://x", { headers: { Cookie: "other=1; sp_session=a%20b" } });
    expect(readCookie(r, "sp_session")).toBe("a b");
    expect(readCookie(r, "missing")).toBeNull();
  });
});
