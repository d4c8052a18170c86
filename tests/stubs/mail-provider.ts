// The mail provider's HTTP API (MAIL_API_URL, Resend-style JSON) that production sends through.
import { answerAtEdge } from "./network";

export const MAIL_API_URL = "https://mail.example.test/emails";
export interface SentMail {
  authorization: string | null;
  body: { from: string; to: string[]; subject: string; text: string };
}

/** Accepts mails (or answers `status`); returns what was sent. */
export function stubMailProvider(status = 200): SentMail[] {
  const sent: SentMail[] = [];
  answerAtEdge(
    (url) => url.href === MAIL_API_URL,
    async (request) => {
      sent.push({ authorization: request.headers.get("Authorization"), body: await request.json() });
      return Response.json({ id: "mail-1" }, { status });
    },
  );
  return sent;
}
