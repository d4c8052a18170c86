/// <reference types="@cloudflare/workers-types" />
// Env is generated from wrangler.toml and .dev.vars.example by `npm run types` (worker-configuration.d.ts).

declare global {
  /** A message on the JOBS queue; `kind` names the handler in workers/jobs.ts. */
  interface JobMessage {
    kind: string;
    /** The job's row in `jobs`; the Auto Backup kinds name their daily run by the cron's time (ISO). */
    jobId: string;
    /** backup-page: the user ids after `after` through `through` (to the last when absent). */
    after?: string;
    through?: string;
    /** backup-user: whose backup to write. */
    userId?: string;
  }
}
export {};
