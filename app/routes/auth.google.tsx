import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { isGoogleConfigured, startGoogleSignIn } from "../lib/google.server";

export const loader = () => redirect("/login");

export async function action({ context }: ActionFunctionArgs) {
  const env = context.cloudflare.env;
  if (!isGoogleConfigured(env)) return redirect("/login?error=google-not-configured");
  const { url, cookies } = startGoogleSignIn(env);
  const headers = new Headers({ Location: url });
  for (const cookie of cookies) headers.append("Set-Cookie", cookie);
  return new Response(null, { status: 302, headers });
}
