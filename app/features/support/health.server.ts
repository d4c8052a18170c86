// Real system status for the Support Center: each part of the platform is exercised once.
import type { Db } from "../../platform/db/db.server";
import { schema } from "../../platform/db/db.server";
import { userHub } from "../notifications/user-hub.server";

export interface Check {
  name: string;
  ok: boolean;
  ms: number;
  detail: string;
}

async function timed(name: string, run: () => Promise<string>): Promise<Check> {
  const start = Date.now();
  try {
    const detail = await run();
    return { name, ok: true, ms: Date.now() - start, detail };
  } catch (error) {
    return { name, ok: false, ms: Date.now() - start, detail: error instanceof Error ? error.message : String(error) };
  }
}

export async function systemStatus(env: Env, db: Db, userId: string): Promise<Check[]> {
  return Promise.all([
    timed("Web Application", async () => "Serving this page"),
    timed("Database", async () => {
      await db.select({ id: schema.users.id }).from(schema.users).limit(1);
      return "D1 answered a query";
    }),
    timed("Cloud Storage", async () => {
      await env.PHOTOS.head(`users/${userId}/health-check`);
      return "R2 answered a lookup";
    }),
    timed("Notifications", async () => `Your live hub reports ${await userHub(env, userId).unreadCount(userId)} unread`),
    timed("Background Jobs", async () => {
      await env.JOBS.send({ kind: "health", jobId: crypto.randomUUID() });
      return "The job queue accepted a message";
    }),
    timed("Authentication", async () => "Your session is valid"),
  ]);
}
