// One small mail interface: an HTTP provider in production (MAIL_API_URL, Resend-style JSON),
// and the local outbox (a D1 table shown at /dev/outbox) in local runs (MAIL_TRANSPORT=outbox).
import { newId } from "./ids";
import { desc } from "drizzle-orm";
import { type Db, getDb, schema } from "./db/db.server";
import { fromThisMachine } from "./loopback.server";

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
  if (env.MAIL_TRANSPORT !== "outbox") throw new Error("Mail is not configured: set MAIL_TRANSPORT");
  await getDb(env.DB)
    .insert(schema.mailOutbox)
    .values({ id: newId(), ...mail });
}

/**
 * The local outbox page is for the person running the app on this machine: it exists only while mail
 * goes to the outbox (production has MAIL_TRANSPORT "http") and answers only a request from this
 * machine (loopback.server.ts; production's https APP_URL keeps it shut there too).
 */
export function outboxOpenTo(env: Env, request: Request): boolean {
  return env.MAIL_TRANSPORT === "outbox" && fromThisMachine(env, request);
}

/** The 50 newest mails of the local outbox. */
export async function outboxMails(db: Db) {
  return db.select().from(schema.mailOutbox).orderBy(desc(schema.mailOutbox.createdAt)).limit(50);
}
