// Where a failed sign-out returns: the app page it was asked from, where the shell says it failed.
export const SIGN_OUT_FAILED = "Failed to sign out";

/** The same-origin /app page of the Referer, else /app. */
export function signOutReturnUrl(request: Request): string {
  const origin = new URL(request.url).origin;
  let back = new URL("/app", origin);
  try {
    const referer = new URL(request.headers.get("Referer") ?? "", origin);
    if (referer.origin === origin && (referer.pathname === "/app" || referer.pathname.startsWith("/app/"))) back = referer;
  } catch {
    /* no usable Referer */
  }
  return back.pathname + back.search;
}
