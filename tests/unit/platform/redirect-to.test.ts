import { describe, expect, it } from "vitest";
import { loginPath, safeRedirect, withRedirectTo } from "../../../app/platform/redirect-to";

describe("safeRedirect", () => {
  it.each(["/app", "/app/history?q=Nandi", "/app/database/abc#top", "/app/history?q=a%2F%2Fb"])("follows the path %s", (to) => {
    expect(safeRedirect(to)).toBe(to);
  });

  it.each([
    ["another site", "https://evil.example/"],
    ["a protocol-relative address", "//evil.example/"],
    ["a backslash browsers read as a slash", "/\\evil.example"],
    ["a scheme", "javascript:alert(1)"],
    ["a relative path", "app/history"],
    ["a tab inside the slashes", "/\t/evil.example"],
    ["a line break", "/app\r\nSet-Cookie: x=1"],
    ["a NUL", "/app\u0000"],
    ["nothing", ""],
    ["not a string", undefined],
    ["an address too long to be ours", `/${"a".repeat(3000)}`],
  ])("refuses %s for the fallback", (_, to) => {
    expect(safeRedirect(to)).toBe("/app");
    expect(safeRedirect(to, "/elsewhere")).toBe("/elsewhere");
  });
});

describe("loginPath", () => {
  const get = (path: string, method = "GET") => new Request(`https://siteproof.test${path}`, { method });

  it("returns to the page asked for, without Remix's data marker", () => {
    expect(loginPath(get("/app/history?q=Nandi"))).toBe("/login?redirectTo=%2Fapp%2Fhistory%3Fq%3DNandi");
    expect(loginPath(get("/app/history?q=Nandi&_data=routes%2Fapp.history"))).toBe("/login?redirectTo=%2Fapp%2Fhistory%3Fq%3DNandi");
  });

  it("is plain /login for the app's home and for a form post", () => {
    expect(loginPath(get("/app"))).toBe("/login");
    expect(loginPath(get("/app?_data=routes%2Fapp"))).toBe("/login");
    expect(loginPath(get("/app/history", "POST"))).toBe("/login");
  });
});

describe("withRedirectTo", () => {
  it("adds the page to a login address, with or without a query", () => {
    expect(withRedirectTo("/login", "/app/history?q=a")).toBe("/login?redirectTo=%2Fapp%2Fhistory%3Fq%3Da");
    expect(withRedirectTo("/login?view=sign-up", "/app/help")).toBe("/login?view=sign-up&redirectTo=%2Fapp%2Fhelp");
    expect(withRedirectTo("/login", null)).toBe("/login");
  });
});
