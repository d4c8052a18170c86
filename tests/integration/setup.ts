import { applyD1Migrations, env } from "cloudflare:test";
import { afterEach } from "vitest";
import { resetEdge } from "../stubs/network";

await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);

// Outside services stubbed in a test are answered for that test only.
afterEach(resetEdge);
