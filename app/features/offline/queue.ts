// The send queue's state machine for inspections saved on this device (pure: no browser, no clock).
// An entry is Waiting (maybe until a back-off time), Sending (photos sent of total) or Failed (the
// server refused it, with its reason). A lost network puts it back to Waiting with a longer back-off;
// only the server's confirmation of the inspection ends an entry (it is then removed, not a state).

export type QueueState =
  | { kind: "waiting"; attempts: number; retryAt: number }
  | { kind: "sending"; sent: number; total: number; attempts: number }
  | { kind: "failed"; reason: string; attempts: number };

export type QueueEvent =
  | { type: "start"; sent: number; total: number }
  | { type: "photoSent" }
  /** No answer, or one to retry (5xx, 429): waits its back-off, and at least until `notBefore` (the server's Retry-After). */
  | { type: "networkLost"; now: number; notBefore?: number | null }
  | { type: "refused"; reason: string }
  | { type: "signedOut" }
  | { type: "retryNow" };

/** Back-off after the n-th failed try in a row: 2 s, 4 s, 8 s ... at most 5 minutes. */
export const BACKOFF_BASE_MS = 2_000;
export const BACKOFF_MAX_MS = 300_000;
export function backoffMs(attempts: number): number {
  if (attempts <= 0) return 0;
  return Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** (attempts - 1));
}

export const initialState = (): QueueState => ({ kind: "waiting", attempts: 0, retryAt: 0 });

export function transition(state: QueueState, event: QueueEvent): QueueState {
  switch (event.type) {
    case "start":
      return { kind: "sending", sent: Math.min(event.sent, event.total), total: event.total, attempts: state.attempts };
    case "photoSent":
      return state.kind === "sending" ? { ...state, sent: Math.min(state.sent + 1, state.total) } : state;
    case "networkLost": {
      const attempts = state.attempts + 1;
      return { kind: "waiting", attempts, retryAt: Math.max(event.now + backoffMs(attempts), event.notBefore ?? 0) };
    }
    case "refused":
      return { kind: "failed", reason: event.reason, attempts: state.attempts + 1 };
    // The session ended mid-send: not a failure of the inspection; it waits for its owner.
    case "signedOut":
      return { kind: "waiting", attempts: state.attempts, retryAt: 0 };
    case "retryNow":
      return initialState();
  }
}

/** Whether an automatic run may try this entry now (a refused one waits for Retry now). */
export function isDue(state: QueueState, now: number): boolean {
  return state.kind === "waiting" && state.retryAt <= now;
}

/** A "sending" state left behind by a closed page or a stopped worker is waiting again. */
export function recovered(state: QueueState): QueueState {
  return state.kind === "sending" ? { kind: "waiting", attempts: state.attempts, retryAt: 0 } : state;
}

export function stateLabel(state: QueueState): string {
  switch (state.kind) {
    case "waiting":
      return "Waiting for network";
    case "sending":
      return `Sending ${Math.min(state.sent + 1, state.total)} of ${state.total}`;
    case "failed":
      return `Failed: ${state.reason}`;
  }
}

/** The earliest time a waiting entry may be tried again, or null when none waits on a timer. */
export function nextRetryAt(states: QueueState[], now: number): number | null {
  const times = states.filter((s) => s.kind === "waiting" && s.retryAt > now).map((s) => (s as { retryAt: number }).retryAt);
  return times.length ? Math.min(...times) : null;
}

export function waitingText(inspections: number, photos: number): string {
  const i = inspections === 1 ? "1 inspection" : `${inspections} inspections`;
  const p = photos === 1 ? "1 photo" : `${photos} photos`;
  return `${i} and ${p}`;
}
