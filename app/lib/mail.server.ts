// One small mail interface: an HTTP provider in production (MAIL_API_URL, Resend-style JSON),
// and the local outbox (a D1 table shown at /dev/outbox) everywhere else.
import { newId } from "./ids";
import { getDb, schema } from "./db.server";

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export async function sendMail(env: Env, mail: Mail): Promise<void> {
  if (env.MAIL_TRANSPORT === "http") {
    if (!env.MAIL_API_URL || !env.MAIL_API_KEY) throw new Error("Mail provider is not configured");
    const res = await fetch(env.MAIL_API_URL, {
      method: "POST",
      headers: { Authorization: `Bearer ${env.MAIL_API_KEY}`, "Content-Type": "application/json" },
      body: JSON.stringify({ from: env.MAIL_FROM, to: [mail.to], subject: mail.subject, text: mail.text }),
    });
    if (!res.ok) throw new Error(`Mail provider answered ${res.status}`);
    return;
  }
  await getDb(env.DB).insert(schema.mailOutbox).values({ id: newId(), ...mail });
}
