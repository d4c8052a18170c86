import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import * as v from "valibot";
import { isGoogleConfigured, startGoogleSignIn } from "../features/account/google.server";
import { safeRedirect, withRedirectTo } from "../platform/redirect-to";
import { handled, readForm } from "../platform/request.server";

export const loader = () => redirect("/login");

/** The login page's button posts a form with at most the page to return to; anything else (another field, a JSON body) is refused. */
export const action = handled(async ({ request, context }: ActionFunctionArgs) => {
  const input = await readForm(request, v.object({ redirectTo: v.optional(v.string()) }));
  const returnTo = input.redirectTo ? safeRedirect(input.redirectTo, "") || null : null;
  const env = context.cloudflare.env;
  if (!isGoogleConfigured(env)) return redirect(withRedirectTo("/login?error=google-not-configured", returnTo));
  const { url, cookies } = startGoogleSignIn(env, returnTo);
  const headers = new Headers({ Location: url });
  for (const cookie of cookies) headers.append("Set-Cookie", cookie);
  return new Response(null, { status: 302, headers });
});
