// Where a failed sign-out returns: the app page it was asked from, flagged so the shell says so.
export const SIGN_OUT_FAILED = "Failed to sign out";
const FLAG = "signout";

/** The same-origin /app page of the Referer (else /app), with the failure flag. */
export function signOutFailedUrl(request: Request): string {
  const origin = new URL(request.url).origin;
  let back = new URL("/app", origin);
  try {
    const referer = new URL(request.headers.get("Referer") ?? "", origin);
    if (referer.origin === origin && (referer.pathname === "/app" || referer.pathname.startsWith("/app/"))) back = referer;
  } catch {
    /* no usable Referer */
  }
  back.searchParams.set(FLAG, "failed");
  return back.pathname + back.search;
}

export const signOutFailed = (search: string) => new URLSearchParams(search).get(FLAG) === "failed";

/** The same address without the flag, for dismissing the message. */
export function withoutSignOutFlag(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  params.delete(FLAG);
  const rest = params.toString();
  return rest ? `${pathname}?${rest}` : pathname;
}
