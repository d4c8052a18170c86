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

/**
 * A response with the security headers added. A route's own Referrer-Policy stays (the verify pages
 * send no-referrer, stricter than the default), and so do cookies the route set over the Worker's.
 */
export function secured(response: Response, nonce: string, https: boolean, extraCookies: string[] = []): Response {
  const headers = new Headers(response.headers);
  for (const [name, value] of Object.entries(securityHeaders(nonce, https))) {
    if (name === "Referrer-Policy" && headers.has(name)) continue;
    headers.set(name, value);
  }
  // A cookie the route set itself (a new session at sign-in) wins over the renewal or clearing.
  const setByRoute = new Set(response.headers.getSetCookie().map((c) => c.slice(0, c.indexOf("="))));
  for (const cookie of extraCookies) {
    if (!setByRoute.has(cookie.slice(0, cookie.indexOf("=")))) headers.append("Set-Cookie", cookie);
  }
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** A mutation whose Origin (or Sec-Fetch-Site) shows it came from another site is refused. */
export function isCrossSiteMutation(request: Request, appUrl: string): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
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
