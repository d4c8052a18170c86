import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { clearGoogleCookies, finishGoogleSignIn, GoogleSignInError } from "../lib/google.server";
import { createSession } from "../lib/session.server";

function redirectWithCookies(location: string, cookies: string[]) {
  const headers = new Headers({ Location: location });
  for (const cookie of cookies) headers.append("Set-Cookie", cookie);
  return new Response(null, { status: 302, headers });
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  try {
    const user = await finishGoogleSignIn(context.cloudflare.env, context.db, request);
    const session = await createSession(context.db, user.id, request.headers.get("User-Agent"));
    return redirectWithCookies("/app", [...clearGoogleCookies(), session]);
  } catch (error) {
    const cancelled = error instanceof GoogleSignInError && error.code === "cancelled-popup-request";
    if (!cancelled) console.error("Google sign-in failed", error);
    return redirectWithCookies(`/login?error=${cancelled ? "google-cancelled" : "google"}`, clearGoogleCookies());
  }
}
