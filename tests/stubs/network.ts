// The network edge of the integration tests: the one place outside services are answered. Each stub
// module (google.ts, geocoder.ts, push-service.ts, mail-provider.ts) registers what it answers; any
// other request goes out as usual. tests/integration/setup.ts resets the edge after every test, so no
// answer leaks into the next one.
import { type MockInstance, vi } from "vitest";

type Answer = (request: Request) => Response | Promise<Response>;
interface Service {
  matches: (url: URL) => boolean;
  answer: Answer;
  seen: Request[];
}
const services: Service[] = [];
const sent: string[] = [];
let spy: MockInstance<typeof fetch> | null = null;

/** Answers requests whose URL `matches` with `answer`; returns every such request, in order. */
export function answerAtEdge(matches: (url: URL) => boolean, answer: Answer): Request[] {
  if (!spy) {
    const realFetch = globalThis.fetch;
    spy = vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      const request = new Request(input, init);
      sent.push(request.url);
      const service = services.find((s) => s.matches(new URL(request.url)));
      if (!service) return realFetch(input, init);
      service.seen.push(request.clone() as Request);
      return service.answer(request);
    });
  }
  const service: Service = { matches, answer, seen: [] };
  services.push(service);
  return service.seen;
}

/** Every URL fetched since the first stub of this test, answered or passed through. */
export const sentToNetwork = (): readonly string[] => sent;

export function resetEdge() {
  services.length = 0;
  sent.length = 0;
  spy?.mockRestore();
  spy = null;
}
