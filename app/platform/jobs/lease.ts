// A job's lease: a run holds its job while it makes progress (each progress write renews it), and a
// job silent for longer than the lease has lost its worker, so another delivery may take it over.

/** A run holds its job while it makes progress; a job silent for longer than this has lost its worker. */
export const LEASE_MS = 60_000;
export const leaseMs = (env: Pick<Env, "JOB_LEASE_SECONDS">) => Number(env.JOB_LEASE_SECONDS) * 1000 || LEASE_MS;

/** The job is held by a run that made progress less than a lease ago: come back after the lease. */
export class JobHeld extends Error {
  constructor(readonly retryInSeconds: number) {
    super(`Job held by another run; retry in ${retryInSeconds} s`);
  }
}

/** Seconds until a lease taken at `updatedAt` runs out, plus one so that a retry finds it expired. */
export function secondsLeftOnLease(updatedAt: string, leaseMs: number, now = Date.now()): number {
  return Math.max(1, Math.ceil((leaseMs - (now - Date.parse(updatedAt))) / 1000) + 1);
}
