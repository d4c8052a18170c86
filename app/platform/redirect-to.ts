// Where sign-in returns to: the page that asked for it, carried as `/login?redirectTo=<path>` (the Epic
// Stack's way). Only a path on this site is followed; anything else would make /login an open redirect.

/** Longer than any page address the app makes; a longer one is not followed. */
const MAX_REDIRECT_LENGTH = 2048;
const ORIGIN = "https://siteproof.invalid";

/**
 * `to` when it is a path on this site, else `fallback`: it must start with one "/" (not "//" nor "/\",
 * which browsers read as another host), carry no control characters, and resolve to this origin.
 */
export function safeRedirect(to: unknown, fallback = "/app"): string {
  if (typeof to !== "string" || to.length > MAX_REDIRECT_LENGTH) return fallback;
  if (!to.startsWith("/") || to.startsWith("//") || to.startsWith("/\\")) return fallback;
  // eslint-disable-next-line no-control-regex -- control characters are what is refused
  if (/[\u0000-\u001f\u007f]/.test(to)) return fallback;
  try {
    return new URL(to, ORIGIN).origin === ORIGIN ? to : fallback;
  } catch {
    return fallback;
  }
}

/**
 * The sign-in page for a signed-out request: one that returns to the page asked for when that was a
 * page load (GET), not /app itself (where sign-in goes anyway), and not Remix's data request marker.
 */
export function loginPath(request: Request): string {
  if (request.method !== "GET" && request.method !== "HEAD") return "/login";
  const url = new URL(request.url);
  url.searchParams.delete("_data");
  const to = url.pathname + url.search;
  if (to === "/app" || safeRedirect(to, "") === "") return "/login";
  return `/login?${new URLSearchParams({ redirectTo: to })}`;
}

/** A login page address that keeps `redirectTo` (the page's links between its views and its forms). */
export function withRedirectTo(path: string, redirectTo: string | null): string {
  if (!redirectTo) return path;
  return `${path}${path.includes("?") ? "&" : "?"}${new URLSearchParams({ redirectTo })}`;
}
