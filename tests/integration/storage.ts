// Per-test isolated storage. vitest-pool-workers 0.13+ isolates storage per test file only
// (workers-sdk#12889), so setup.ts empties every table the app writes and R2 after each test: no test
// sees another's rows. Kept: the migrations' record, full-text indexes (their triggers empty them with
// the inspections) and signing_keys (the app records its key once per isolate, as production keeps it
// forever). Durable Objects are per user, and every test makes new users.
import { env } from "cloudflare:test";

let keep = false;

/** For a file whose tests share fixtures made once (beforeAll): its storage lives for the whole file. */
export function keepStorageAcrossTests() {
  keep = true;
}

export async function resetStorage() {
  if (keep) return;
  const { results } = await env.DB.prepare("SELECT name, sql FROM sqlite_master WHERE type = 'table'").all<{ name: string; sql: string | null }>();
  const virtual = results.filter((t) => /^CREATE VIRTUAL TABLE/i.test(t.sql ?? "")).map((t) => t.name);
  const tables = results
    .map((t) => t.name)
    .filter((name) => !/^(sqlite_|_cf_|d1_migrations$|signing_keys$)/.test(name) && !virtual.some((v) => name === v || name.startsWith(`${v}_`)))
    // Inspections before users: an account holding an organization's case evidence is never deleted (users_keep_case_evidence).
    .sort((x, y) => Number(y === "inspections") - Number(x === "inspections"));
  await env.DB.batch([env.DB.prepare("PRAGMA defer_foreign_keys = on"), ...tables.map((name) => env.DB.prepare(`DELETE FROM "${name}"`))]);
  for (let cursor: string | undefined, more = true; more;) {
    const page = await env.PHOTOS.list({ cursor });
    if (page.objects.length) await env.PHOTOS.delete(page.objects.map((o) => o.key));
    more = page.truncated;
    cursor = page.truncated ? page.cursor : undefined;
  }
}
