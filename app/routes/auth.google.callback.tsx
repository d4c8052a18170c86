import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { signInCookies } from "../features/account/auth-actions.server";
import { clearGoogleCookies, finishGoogleSignIn, GoogleCallbackQuery, GoogleSignInError, googleReturnTo } from "../features/account/google.server";
import { handledLoader, readQuery } from "../platform/request.server";

function redirectWithCookies(location: string, cookies: string[]) {
  const headers = new Headers({ Location: location });
  for (const cookie of cookies) headers.append("Set-Cookie", cookie);
  return new Response(null, { status: 302, headers });
}

export const loader = handledLoader(async ({ request, context }: LoaderFunctionArgs) => {
  // A query no browser coming back from Google sends (control characters, over-long) is a 400.
  const query = readQuery(request, GoogleCallbackQuery);
  try {
    const user = await finishGoogleSignIn(context.cloudflare.env, context.db, request, query);
    // Like a password sign-in: a session, and the device token that keeps this browser trusted for the account.
    const signedIn = await signInCookies(context, request, user);
    return redirectWithCookies(googleReturnTo(request), [...clearGoogleCookies(), ...signedIn.getSetCookie()]);
  } catch (error) {
    const cancelled = error instanceof GoogleSignInError && error.code === "cancelled-popup-request";
    if (!cancelled) console.error("Google sign-in failed", error);
    return redirectWithCookies(`/login?error=${cancelled ? "google-cancelled" : "google"}`, clearGoogleCookies());
  }
});
