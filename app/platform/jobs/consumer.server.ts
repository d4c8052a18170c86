// The JOBS queue's consumers. A message of an unknown kind is logged and acknowledged so it cannot
// block the queue. A job held by a live run is retried after that run's lease; a run that throws after
// claiming its job gives it back (run.server.ts) and is retried. After the last retry the queue moves
// the message to the dead-letter queue, whose consumer marks the job failed.
import { abandonJob } from "./dead-letter.server";
import type { JobKind, JobKinds } from "./kinds";
import { JobHeld } from "./lease";

function retryLater(message: Message<JobMessage>, error: unknown): boolean {
  if (!(error instanceof JobHeld)) return false;
  message.retry({ delaySeconds: error.retryInSeconds });
  return true;
}

async function runOne(kind: JobKind, message: Message<JobMessage>, env: Env) {
  try {
    await kind.run(message.body, env);
    message.ack();
  } catch (error) {
    if (retryLater(message, error)) return;
    console.error("Job failed; will retry", message.body.kind, message.body.jobId, error);
    message.retry();
  }
}

export async function consumeJobs(kinds: JobKinds, batch: MessageBatch<JobMessage>, env: Env): Promise<void> {
  const together: Promise<void>[] = [];
  for (const message of batch.messages) {
    const kind = Object.hasOwn(kinds, message.body?.kind) ? kinds[message.body.kind] : undefined;
    if (!kind) {
      console.warn("Dropping job message of unknown kind", message.body?.kind);
      message.ack();
    } else if (kind.concurrent) together.push(runOne(kind, message, env));
    else await runOne(kind, message, env);
  }
  await Promise.all(together);
}

/** Messages the JOBS queue gave up on: the jobs of kinds that track one are marked failed. */
export async function consumeDeadJobs(kinds: JobKinds, batch: MessageBatch<JobMessage>, env: Env): Promise<void> {
  for (const message of batch.messages) {
    const kind = Object.hasOwn(kinds, message.body?.kind) ? kinds[message.body.kind] : undefined;
    const stopped = kind?.stopped;
    if (!stopped) {
      message.ack();
      continue;
    }
    try {
      await abandonJob(env, message.body.jobId, { stopped, dropsUploadWhenStopped: kind.dropsUploadWhenStopped });
      message.ack();
    } catch (error) {
      if (retryLater(message, error)) continue;
      console.error("Could not mark a dead job failed", message.body.jobId, error);
      message.retry();
    }
  }
}
