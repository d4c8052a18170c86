import { describe, expect, it } from "vitest";
import {
  backoffMs,
  BACKOFF_MAX_MS,
  initialState,
  isDue,
  nextRetryAt,
  recovered,
  stateLabel,
  transition,
  waitingText,
  type QueueState,
} from "../../../app/features/offline/queue";

const run = (events: Parameters<typeof transition>[1][], from: QueueState = initialState()) => events.reduce(transition, from);

describe("the send queue's state machine", () => {
  it("starts waiting and due, and reads 'Waiting for network'", () => {
    const s = initialState();
    expect(isDue(s, 0)).toBe(true);
    expect(stateLabel(s)).toBe("Waiting for network");
  });

  it("counts photos while sending: 'Sending 2 of 5' is the second photo on its way", () => {
    let s = transition(initialState(), { type: "start", sent: 0, total: 5 });
    expect(stateLabel(s)).toBe("Sending 1 of 5");
    s = transition(s, { type: "photoSent" });
    expect(s).toEqual({ kind: "sending", sent: 1, total: 5, attempts: 0 });
    expect(stateLabel(s)).toBe("Sending 2 of 5");
    // A resumed send starts from the photos already on the server.
    expect(stateLabel(transition(initialState(), { type: "start", sent: 2, total: 5 }))).toBe("Sending 3 of 5");
    // Never past the total.
    expect(run([{ type: "start", sent: 5, total: 5 }, { type: "photoSent" }])).toMatchObject({ sent: 5, total: 5 });
    expect(stateLabel(run([{ type: "start", sent: 5, total: 5 }]))).toBe("Sending 5 of 5");
  });

  it("waits at least as long as the server asked (Retry-After), and its own back-off when that is longer", () => {
    expect(run([{ type: "networkLost", now: 1000, notBefore: 61_000 }])).toEqual({ kind: "waiting", attempts: 1, retryAt: 61_000 });
    expect(run([{ type: "networkLost", now: 1000, notBefore: 2000 }])).toEqual({ kind: "waiting", attempts: 1, retryAt: 3000 });
    expect(run([{ type: "networkLost", now: 1000, notBefore: null }])).toEqual({ kind: "waiting", attempts: 1, retryAt: 3000 });
  });

  it("backs off after each lost network in a row, 2 s doubling to at most 5 minutes, and is not due before", () => {
    expect([1, 2, 3, 4].map(backoffMs)).toEqual([2000, 4000, 8000, 16000]);
    expect(backoffMs(0)).toBe(0);
    expect(backoffMs(30)).toBe(BACKOFF_MAX_MS);
    const s1 = run([
      { type: "start", sent: 2, total: 5 },
      { type: "networkLost", now: 1000 },
    ]);
    expect(s1).toEqual({ kind: "waiting", attempts: 1, retryAt: 3000 });
    expect(isDue(s1, 2999)).toBe(false);
    expect(isDue(s1, 3000)).toBe(true);
    const s2 = run(
      [
        { type: "start", sent: 2, total: 5 },
        { type: "networkLost", now: 10_000 },
      ],
      s1,
    );
    expect(s2).toEqual({ kind: "waiting", attempts: 2, retryAt: 14_000 });
  });

  it("stops on a refusal with the server's reason until Retry now, which makes it due at once", () => {
    const failed = run([
      { type: "start", sent: 0, total: 2 },
      { type: "refused", reason: "Photo id already used for another photo" },
    ]);
    expect(stateLabel(failed)).toBe("Failed: Photo id already used for another photo");
    expect(isDue(failed, Number.MAX_SAFE_INTEGER)).toBe(false);
    const retried = transition(failed, { type: "retryNow" });
    expect(retried).toEqual(initialState());
    expect(isDue(retried, 0)).toBe(true);
  });

  it("waits, without counting a failure, when the session ends mid-send", () => {
    const s = run([{ type: "start", sent: 1, total: 3 }, { type: "signedOut" }]);
    expect(s).toEqual({ kind: "waiting", attempts: 0, retryAt: 0 });
  });

  it("turns a 'sending' left by a closed page into waiting, and leaves others alone", () => {
    expect(recovered({ kind: "sending", sent: 2, total: 5, attempts: 1 })).toEqual({ kind: "waiting", attempts: 1, retryAt: 0 });
    const failed: QueueState = { kind: "failed", reason: "x", attempts: 1 };
    expect(recovered(failed)).toBe(failed);
  });

  it("photoSent outside a send changes nothing", () => {
    expect(transition(initialState(), { type: "photoSent" })).toEqual(initialState());
  });

  it("finds the next back-off time among waiting entries", () => {
    expect(nextRetryAt([initialState(), { kind: "failed", reason: "x", attempts: 1 }], 100)).toBeNull();
    expect(
      nextRetryAt(
        [
          { kind: "waiting", attempts: 2, retryAt: 500 },
          { kind: "waiting", attempts: 1, retryAt: 300 },
          { kind: "waiting", attempts: 1, retryAt: 50 },
        ],
        100,
      ),
    ).toBe(300);
  });

  it("says how much waits, in words", () => {
    expect(waitingText(1, 1)).toBe("1 inspection and 1 photo");
    expect(waitingText(2, 7)).toBe("2 inspections and 7 photos");
  });
});
