import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { get, post, signUp, userByEmail } from "./helpers";

const send = (cookie: string, fields: Record<string, string>) => post("/app/contact?_data=routes%2Fapp.contact", fields, { cookie });

describe("contact support", () => {
  it("answers each rule of the support form and writes nothing", async () => {
    const { cookie, email } = await signUp();
    const res = await send(cookie, { name: "", email: "x@", category: "", subject: " ", message: " short " });
    expect(res.status).toBe(422);
    expect((await res.json<{ fieldErrors: Record<string, string> }>()).fieldErrors).toEqual({
      name: "Name is required",
      email: "Invalid email format",
      category: "Category is required",
      subject: "Subject is required",
      message: "Message must be at least 10 characters",
    });
    expect(
      (await (await send(cookie, { name: "A", email: "", category: "bug", subject: "s", message: "" })).json<{ fieldErrors: Record<string, string> }>())
        .fieldErrors,
    ).toMatchObject({ email: "Email is required", message: "Message is required" });
    const userId = String((await userByEmail(email))!.id);
    expect((await env.DB.prepare("SELECT count(*) AS n FROM support_messages WHERE user_id = ?").bind(userId).first<{ n: number }>())!.n).toBe(0);
  });

  it("stores the message for administrators and answers with the mail draft", async () => {
    const { cookie, email } = await signUp();
    const res = await send(cookie, {
      name: "Asha Rao",
      email,
      organization: "",
      category: "bug",
      subject: "Report fails",
      message: "The PDF report stops at page 2.",
      priority: "high",
    });
    const { mailto } = await res.json<{ mailto: string }>();
    const url = new URL(mailto);
    expect(url.pathname).toBe("support@siteproof.app");
    expect(url.searchParams.get("subject")).toBe("Bug Report: Report fails");
    expect(url.searchParams.get("body")).toContain("Account type: free");
    const userId = String((await userByEmail(email))!.id);
    expect(await env.DB.prepare("SELECT subject, priority, category FROM support_messages WHERE user_id = ?").bind(userId).first()).toEqual({
      subject: "Report fails",
      priority: "high",
      category: "bug",
    });
  });
});

describe("support center status", () => {
  it("checks D1, R2, the Durable Object and the Queue for real", async () => {
    const { cookie } = await signUp();
    const { checks } = await (await get("/app/support?_data=routes%2Fapp.support", cookie)).json<{ checks: { name: string; ok: boolean }[] }>();
    expect(checks.map((c) => [c.name, c.ok])).toEqual([
      ["Web Application", true],
      ["Database", true],
      ["Cloud Storage", true],
      ["Notifications", true],
      ["Background Jobs", true],
      ["Authentication", true],
    ]);
    expect(await (await get("/app/support", cookie)).text()).toContain("All Systems Operational");
  });
});
