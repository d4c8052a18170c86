// Security baseline applied by the Worker to every response it renders, and the Origin check on mutations.

export function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https://*.googleusercontent.com",
    "font-src 'self' data:",
    "connect-src 'self'",
    "media-src 'self' blob:",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    // The Google button posts to /auth/google, which redirects to Google's consent page.
    "form-action 'self' https://accounts.google.com",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** One year of HTTPS only, subdomains included; sent on HTTPS responses (a local http run gets none). */
export const HSTS = "max-age=31536000; includeSubDomains";

export function securityHeaders(nonce: string, https = false): Record<string, string> {
  return {
    "Content-Security-Policy": contentSecurityPolicy(nonce),
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": "camera=(self), geolocation=(self), microphone=(), payment=(), usb=()",
    "X-Frame-Options": "DENY",
    "Cross-Origin-Opener-Policy": "same-origin",
    ...(https ? { "Strict-Transport-Security": HSTS } : {}),
  };
}

// Referrer policies from the one that sends least to the one that sends most.
const REFERRER_STRICTNESS = [
  "no-referrer",
  "same-origin",
  "strict-origin",
  "strict-origin-when-cross-origin",
  "origin",
  "origin-when-cross-origin",
  "no-referrer-when-downgrade",
  "unsafe-url",
];

/** The stricter of the route's Referrer-Policy and the default: a route can tighten it (the verify pages send no-referrer), never loosen it. */
export function stricterReferrerPolicy(route: string | null, fallback: string): string {
  // A header may list several policies; the browser applies the last one it knows.
  const known = (route ?? "")
    .split(",")
    .map((p) => p.trim().toLowerCase())
    .filter((p) => REFERRER_STRICTNESS.includes(p));
  const chosen = known.at(-1);
  return chosen !== undefined && REFERRER_STRICTNESS.indexOf(chosen) < REFERRER_STRICTNESS.indexOf(fallback) ? chosen : fallback;
}

/**
 * A response with the security headers added: the Worker's values win, but a route's stricter
 * Referrer-Policy stays, and so do cookies the route set over the Worker's. An accepted WebSocket
 * upgrade (101) keeps its socket.
 */
export function secured(response: Response, nonce: string, https: boolean, extraCookies: string[] = []): Response {
  const headers = new Headers(response.headers);
  for (const [name, value] of Object.entries(securityHeaders(nonce, https))) {
    headers.set(name, name === "Referrer-Policy" ? stricterReferrerPolicy(response.headers.get(name), value) : value);
  }
  // A cookie the route set itself (a new session at sign-in) wins over the renewal or clearing.
  const setByRoute = new Set(response.headers.getSetCookie().map((c) => c.slice(0, c.indexOf("="))));
  for (const cookie of extraCookies) {
    if (!setByRoute.has(cookie.slice(0, cookie.indexOf("=")))) headers.append("Set-Cookie", cookie);
  }
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers, webSocket: response.webSocket ?? null });
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * The one Origin check. A mutation whose Origin (or Sec-Fetch-Site) shows it came from another site is
 * refused, and so is a WebSocket upgrade: a GET, but one that opens a channel carrying the user's data.
 */
export function isCrossSiteMutation(request: Request, appUrl: string): boolean {
  if (SAFE_METHODS.has(request.method) && request.headers.get("Upgrade")?.toLowerCase() !== "websocket") return false;
  const origin = request.headers.get("Origin");
  if (origin) {
    const allowed = new Set([new URL(request.url).origin, new URL(appUrl).origin]);
    return !allowed.has(origin);
  }
  return request.headers.get("Sec-Fetch-Site") === "cross-site";
}

export function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}
