// The local server's Worker (scripts/serve.mjs: npm start, npm run dev, the browser tests and benches):
// the production Worker (app.ts) with the doors only a local run has in front of it: the mail outbox,
// the demo seeder, the tests' session and SQL, the cron by hand, npm run dev's reload. They live here,
// outside the Remix app, so the deployed bundle holds none of them (tests/integration/production-bundle.test.ts).
import app from "./app";
import { openLocalDoor } from "./local-doors/doors";
import { withDevReload } from "./local-doors/reload";

export { UserHub } from "./app";

export default {
  async fetch(request, env, ctx) {
    const door = await openLocalDoor(request, env);
    if (door) return door;
    const response = await app.fetch(request, env, ctx);
    return env.DEV_RELOAD === "1" ? withDevReload(response) : response;
  },
  queue: app.queue,
  scheduled: app.scheduled,
} satisfies ExportedHandler<Env, JobMessage>;
