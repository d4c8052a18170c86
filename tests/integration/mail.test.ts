import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { sendMail } from "../../app/platform/mail.server";
import { MAIL_API_URL, stubMailProvider } from "../stubs/mail-provider";

const production = {
  ...env,
  MAIL_TRANSPORT: "http",
  MAIL_API_URL,
  MAIL_API_KEY: "re_test_key",
  MAIL_FROM: "SiteProof <no-reply@siteproof.example.com>",
} as Env;
const mail = { to: "asha@example.com", subject: "Reset your SiteProof password", text: "Open the link" };

describe("mail through the provider's HTTP API", () => {
  it("posts the mail as JSON with the API key, and keeps nothing in the outbox", async () => {
    const sent = stubMailProvider();
    const outboxBefore = await env.DB.prepare("SELECT count(*) AS n FROM mail_outbox").first<{ n: number }>();
    await sendMail(production, mail);
    expect(sent).toEqual([
      {
        authorization: "Bearer re_test_key",
        body: { from: "SiteProof <no-reply@siteproof.example.com>", to: ["asha@example.com"], subject: mail.subject, text: mail.text },
      },
    ]);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM mail_outbox").first<{ n: number }>()).toEqual(outboxBefore);
  });

  it("fails aloud when the provider refuses or is not configured", async () => {
    stubMailProvider(422);
    await expect(sendMail(production, mail)).rejects.toThrow("Mail provider answered 422");
    await expect(sendMail({ ...production, MAIL_API_KEY: "" }, mail)).rejects.toThrow("Mail provider is not configured");
  });
});
