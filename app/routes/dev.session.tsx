// The browser tests' door (tests/e2e/browser.ts `signedIn`): makes an account and its session in one
// request, as the Epic Stack's fixtures write the user and session straight to the database, so a test
// owns its user without typing through the sign-in form. Only for the machine running the app with the
// local outbox (outboxOpenTo), 404 to anyone else and in production.
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import * as v from "valibot";
import { insertAccount } from "../features/account/auth.server";
import { signInCookies } from "../features/account/auth-actions.server";
import { outboxOpenTo } from "../platform/mail.server";
import { done, handled, invariantResponse, readForm, Refusal } from "../platform/request.server";

const NewAccount = v.object({
  email: v.pipe(v.string(), v.email()),
  displayName: v.pipe(v.string(), v.minLength(1)),
  password: v.pipe(v.string(), v.minLength(8)),
  role: v.optional(v.picklist(["user", "admin"]), "user"),
  accountType: v.optional(v.picklist(["free", "premium"]), "free"),
  timeZone: v.optional(v.string()),
});

export async function loader() {
  throw new Response("Not Found", { status: 404 });
}

export const action = handled(async ({ request, context }: ActionFunctionArgs) => {
  invariantResponse(outboxOpenTo(context.cloudflare.env, request), "Not found");
  const { role, accountType, ...input } = await readForm(request, NewAccount);
  const user = await insertAccount(context.cloudflare.env, context.db, input, { role, accountType });
  if (!user) throw new Refusal(409, "That email is already in use.");
  return done({ userId: user.id }, { headers: await signInCookies(context, request, user) });
});
