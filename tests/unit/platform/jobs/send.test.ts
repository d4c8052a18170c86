import { describe, expect, it } from "vitest";
import { SEND_BATCH, sendJobMessages } from "../../../../app/platform/jobs/send.server";

describe("sendJobMessages", () => {
  it("sends every message, at most 100 a call, in order", async () => {
    const calls: JobMessage[][] = [];
    const JOBS = { sendBatch: async (batch: { body: JobMessage }[]) => void calls.push(batch.map((m) => m.body)) } as unknown as Queue<JobMessage>;
    const messages = Array.from({ length: 250 }, (_, n) => ({ kind: "backup-user", jobId: "run", userId: `u${n}` }));
    await sendJobMessages({ JOBS }, messages);
    expect(calls.map((c) => c.length)).toEqual([SEND_BATCH, SEND_BATCH, 50]);
    expect(calls.flat()).toEqual(messages);
    await sendJobMessages({ JOBS }, []);
    expect(calls).toHaveLength(3);
  });
});
