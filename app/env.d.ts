/// <reference types="@cloudflare/workers-types" />
// Env is generated from wrangler.toml and .dev.vars.example by `npm run types` (worker-configuration.d.ts).

declare global {
  /** A message on the JOBS queue; `kind` names the handler in workers/jobs.ts. */
  interface JobMessage {
    kind: string;
    jobId: string;
  }
}
export {};
