import { describe, expect, it } from "vitest";
import { readCookie, serializeCookie } from "../../../app/platform/cookies";

describe("readCookie", () => {
  it("reads a named cookie and treats bad percent-encoding as no cookie", () => {
    const req = (cookie: string) => new Request("https://x.test/", { headers: { Cookie: cookie } });
    expect(readCookie(req("a=1; sp_session=abc%2Fd"), "sp_session")).toBe("abc/d");
    expect(readCookie(req("sp_session=%E0%A4%A"), "sp_session")).toBeNull();
    expect(readCookie(req("other=1"), "sp_session")).toBeNull();
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
