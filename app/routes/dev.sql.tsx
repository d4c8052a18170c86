// The browser tests' reads of the served app's database (tests/e2e/browser.ts `d1`), through the app's
// own D1 binding: a second process opening the database file (wrangler d1 execute) could lock it while
// the app queried, and the app's query then failed. Only for the machine running the app with the local
// outbox (outboxOpenTo), 404 to anyone else and in production, as the demo seeder's and the session's doors.
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import * as v from "valibot";
import { outboxOpenTo } from "../platform/mail.server";
import { done, handled, invariantResponse, readForm } from "../platform/request.server";

const Statement = v.object({ sql: v.pipe(v.string(), v.minLength(1)) });

export async function loader() {
  throw new Response("Not Found", { status: 404 });
}

export const action = handled(async ({ request, context }: ActionFunctionArgs) => {
  invariantResponse(outboxOpenTo(context.cloudflare.env, request), "Not found");
  const { sql } = await readForm(request, Statement, { maxChars: 20_000 });
  const { results } = await context.cloudflare.env.DB.prepare(sql).all();
  return done({ results });
});
