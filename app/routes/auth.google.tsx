import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import * as v from "valibot";
import { isGoogleConfigured, startGoogleSignIn } from "../features/account/google.server";
import { handled, readForm } from "../platform/request.server";

export const loader = () => redirect("/login");

/** The login page's button posts an empty form; anything else (a field, a JSON body) is refused. */
export const action = handled(async ({ request, context }: ActionFunctionArgs) => {
  await readForm(request, v.object({}));
  const env = context.cloudflare.env;
  if (!isGoogleConfigured(env)) return redirect("/login?error=google-not-configured");
  const { url, cookies } = startGoogleSignIn(env);
  const headers = new Headers({ Location: url });
  for (const cookie of cookies) headers.append("Set-Cookie", cookie);
  return new Response(null, { status: 302, headers });
});
