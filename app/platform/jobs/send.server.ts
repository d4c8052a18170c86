// Sending many messages to the JOBS queue: Queue.sendBatch takes at most 100 messages a call.

export const SEND_BATCH = 100;

export async function sendJobMessages(env: Pick<Env, "JOBS">, messages: JobMessage[]): Promise<void> {
  for (let n = 0; n < messages.length; n += SEND_BATCH) await env.JOBS.sendBatch(messages.slice(n, n + SEND_BATCH).map((body) => ({ body })));
}
