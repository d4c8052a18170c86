// The sign-in lock-out rules, pure (rate-limit.server.ts counts the rows). OWASP's device-cookie
// scheme: a browser presenting a valid device token for the account is counted on its own key, so
// guesses from anywhere else (which lock out untrusted clients for the account) never lock out the
// owner's known browser, and a stolen token is locked out after its own 5 failures.

export const FAILURE_WINDOW_MS = 15 * 60_000;
export const MAX_FAILURES_PER_EMAIL = 5;
export const MAX_FAILURES_PER_IP = 20;
export const MAX_FAILURES_PER_DEVICE = 5;

/** Who is guessing: the network address, and the device token's nonce when the browser holds one for the account. */
export interface Client {
  ip: string | null;
  device: string | null;
}

/**
 * The network address limits count by, or null for none: a loopback address is a local run (npm
 * start, the browser tests), which Cloudflare's edge never sends as CF-Connecting-IP.
 */
export function networkAddress(ip: string | null): string | null {
  return ip && !/^(127\.|::1$|::ffff:127\.)/.test(ip) ? ip : null;
}

/**
 * The counters a sign-in by `client` is checked against and a failure adds to. A known browser has
 * only its device key: the per-address and per-network counters are the guessers' (an office NAT
 * shared with a guesser must not lock the owner out either).
 */
export function failureKeys(email: string, client: Client): string[] {
  if (client.device) return [`device:${client.device}`];
  const ip = networkAddress(client.ip);
  return ip ? [`email:${email}`, `ip:${ip}`] : [`email:${email}`];
}

/**
 * What a good password clears: the succeeding client's own account counter. The owner signing in
 * from the known browser leaves the guessers' count standing, so it cannot hand them fresh tries;
 * the network counter spans accounts and is never cleared by one of them.
 */
export function successKeys(email: string, client: Client): string[] {
  return [client.device ? `device:${client.device}` : `email:${email}`];
}

const LIMITS: Record<string, number> = { email: MAX_FAILURES_PER_EMAIL, ip: MAX_FAILURES_PER_IP, device: MAX_FAILURES_PER_DEVICE };

/** The most failures a key may hold within the window before its client is refused. */
export function limitOf(key: string): number {
  return LIMITS[key.slice(0, key.indexOf(":"))] ?? 0;
}

/** The counters a sign-in attempt by `client` is checked against, each with its limit. */
export function failureLimits(email: string, client: Client): [key: string, max: number][] {
  return failureKeys(email, client).map((key) => [key, limitOf(key)]);
}
