// A lender's webhook receiver (https://receiver.lender.test): answers each POST with the next status of
// `statuses` (the last one again once they run out) and keeps each request's headers and body, in order
// (read while answering: a body cannot be read later from the test, outside the Queue consumer that sent it).
import { answerAtEdge } from "./network";

export const RECEIVER_URL = "https://receiver.lender.test/hooks";

export interface Received {
  method: string;
  headers: Headers;
  body: string;
}

export function stubWebhookReceiver(statuses: number[] = [200]): Received[] {
  const received: Received[] = [];
  answerAtEdge(
    (url) => url.hostname === "receiver.lender.test",
    async (request) => {
      received.push({ method: request.method, headers: new Headers(request.headers), body: await request.text() });
      const status = statuses[Math.min(received.length - 1, statuses.length - 1)];
      return new Response(status < 300 ? "ok" : "Receiver is down", { status });
    },
  );
  return received;
}
