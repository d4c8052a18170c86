import { applyD1Migrations, env } from "cloudflare:test";
import { afterEach } from "vitest";
import { resetEdge } from "../stubs/network";
import { resetStorage } from "./storage";

await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);

// Each test on its own: outside services stubbed in it, and its rows and objects, end with it.
afterEach(async () => {
  resetEdge();
  await resetStorage();
});
