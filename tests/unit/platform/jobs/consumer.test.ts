import { afterEach, describe, expect, it, vi } from "vitest";
import { consumeDeadJobs, consumeJobs } from "../../../../app/platform/jobs/consumer.server";
import type { JobKinds } from "../../../../app/platform/jobs/kinds";
import { JobHeld } from "../../../../app/platform/jobs/lease";

/** A message as the queue hands it over, recording what the consumer answered. */
function message(kind: string, jobId = "j1") {
  const answers: unknown[] = [];
  return {
    answers,
    message: { body: { kind, jobId }, ack: () => answers.push("ack"), retry: (options?: unknown) => answers.push(["retry", options]) },
  };
}
const batch = (...messages: ReturnType<typeof message>[]) => ({ messages: messages.map((m) => m.message) }) as unknown as MessageBatch<JobMessage>;
const env = {} as Env;

afterEach(() => vi.restoreAllMocks());

describe("consumeJobs", () => {
  it("runs each message with its kind and acknowledges it; an unknown kind is dropped, not retried", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const run = vi.fn(async () => {});
    const kinds: JobKinds = { upload: { run } };
    const [known, unknown, inherited] = [message("upload"), message("nothing"), message("constructor")];
    await consumeJobs(kinds, batch(known, unknown, inherited), env);
    expect(run).toHaveBeenCalledWith({ kind: "upload", jobId: "j1" }, env);
    expect([known.answers, unknown.answers, inherited.answers]).toEqual([["ack"], ["ack"], ["ack"]]);
  });

  it("retries a held job after the holder's lease, and a failed run at once", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const kinds: JobKinds = {
      held: { run: async () => Promise.reject(new JobHeld(31)) },
      broken: { run: async () => Promise.reject(new Error("D1 is away")) },
    };
    const [held, broken] = [message("held"), message("broken")];
    await consumeJobs(kinds, batch(held, broken), env);
    expect(held.answers).toEqual([["retry", { delaySeconds: 31 }]]);
    expect(broken.answers).toEqual([["retry", undefined]]);
  });

  it("runs a concurrent kind's messages side by side and the others one after another", async () => {
    const log: string[] = [];
    const slow = (name: string) => async (m: JobMessage) => {
      log.push(`start ${name} ${m.jobId}`);
      await new Promise((r) => setTimeout(r, 5));
      log.push(`end ${name} ${m.jobId}`);
    };
    const kinds: JobKinds = { hook: { run: slow("hook"), concurrent: true }, upload: { run: slow("upload") } };
    const messages = [message("hook", "a"), message("hook", "b"), message("upload", "c"), message("upload", "d")];
    await consumeJobs(kinds, batch(...messages), env);
    expect(log.slice(0, 3)).toEqual(["start hook a", "start hook b", "start upload c"]);
    expect(log.indexOf("end upload c")).toBeLessThan(log.indexOf("start upload d"));
    expect(messages.map((m) => m.answers)).toEqual([["ack"], ["ack"], ["ack"], ["ack"]]);
  });
});

describe("consumeDeadJobs", () => {
  it("acknowledges the messages of kinds that track no job without reading one", async () => {
    const kinds: JobKinds = { backup: { run: async () => {} } };
    const [untracked, unknown] = [message("backup"), message("nothing")];
    await consumeDeadJobs(kinds, batch(untracked, unknown), env);
    expect([untracked.answers, unknown.answers]).toEqual([["ack"], ["ack"]]);
  });
});
