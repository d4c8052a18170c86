// The local mail outbox (README: password reset links land here): the mails the local app sent, their
// links clickable. A plain page of its own, outside the Remix app, so production has no trace of it.
import { getDb } from "../../app/platform/db/db.server";
import { outboxMails } from "../../app/platform/mail.server";

const LINK = /(https?:\/\/\S+)/g;

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const linked = (text: string) =>
  text
    .split(LINK)
    .map((part, i) => (i % 2 === 1 ? `<a href="${escape(part)}">${escape(part)}</a>` : escape(part)))
    .join("");

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;margin:0;color:#1c2024}main{max-width:48rem;margin:0 auto;padding:1.5rem 1rem}
article{border:1px solid #d9d9e0;border-radius:8px;padding:.75rem 1rem;margin:0 0 .75rem}p{margin:0}.meta{color:#60646c;font-size:14px}
.text{white-space:pre-wrap;overflow-wrap:anywhere;font-size:14px;margin-top:.5rem}h1{margin:0 0 .5rem}.lead{color:#60646c;margin-bottom:1rem}`;

export async function outboxPage(env: Env): Promise<Response> {
  const mails = await outboxMails(getDb(env.DB));
  const articles = mails.map(
    (mail) => `<article aria-label="${escape(mail.subject)}"><p><b>${escape(mail.subject)}</b></p>
<p class="meta">To <code>${escape(mail.to)}</code> · ${escape(new Date(mail.createdAt).toLocaleString("en-GB"))}</p>
<p class="text">${linked(mail.text)}</p></article>`,
  );
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Outbox · SiteProof</title><style>${STYLE}</style></head><body><main><h1>Outbox</h1>
<p class="lead">Mails the local app has sent. In production they go through the mail provider instead.</p>
${articles.length ? articles.join("\n") : "<p>No mails sent yet.</p>"}</main></body></html>`;
  return new Response(html, { headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" } });
}
