// A browser's push service: endpoints under https://push.example.test/. It keeps what was pushed for
// the test to decrypt and verify (webpush-receiver.ts holds the subscriber's side of RFC 8291/8292).
import { answerAtEdge } from "./network";

export const PUSH_ORIGIN = "https://push.example.test";
export interface Pushed {
  url: string;
  headers: Headers;
  body: Uint8Array<ArrayBuffer>;
}

/** Accepts pushes to endpoints starting with `prefix` (201, or `status(url)`); returns them as they arrive. */
export function stubPushService(prefix = `${PUSH_ORIGIN}/`, status: (url: string) => number = () => 201): Pushed[] {
  const pushes: Pushed[] = [];
  answerAtEdge(
    (url) => url.href.startsWith(prefix),
    async (request) => {
      pushes.push({ url: request.url, headers: request.headers, body: new Uint8Array(await request.arrayBuffer()) });
      return new Response(null, { status: status(request.url) });
    },
  );
  return pushes;
}
