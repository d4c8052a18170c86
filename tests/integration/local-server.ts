// The local server's Worker (workers/local.ts: the deployed Worker with the local-only doors in front),
// for the tests of those doors; every other test talks to the deployed Worker (SELF, workers/app.ts).
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import local from "../../workers/local";
import { ORIGIN } from "./helpers";

/** `path` (or a whole Request) through the local Worker, with `vars` over the test's env. */
export async function localFetch(input: string | Request, init?: RequestInit, vars: Partial<Env> = {}): Promise<Response> {
  const request = typeof input === "string" ? new Request(input.startsWith("/") ? ORIGIN + input : input, init) : input;
  const ctx = createExecutionContext();
  const res = await local.fetch(request as Request<unknown, IncomingRequestCfProperties>, { ...env, ...vars }, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}
