// The rules of webhook delivery, as pure functions: what is signed and how the header reads, when the
// next attempt is due, how long a Queue message may wait, and when a failing endpoint is disabled.

/** What the signature covers: the timestamp header's value, a dot, then the body exactly as sent (Stripe's scheme). */
export const signedContent = (timestamp: number, body: string) => `${timestamp}.${body}`;

/** The SiteProof-Signature header: the current secret's HMAC, then during a roll the previous one's. */
export const signatureHeader = (hexes: string[]) => hexes.map((h) => `v1=${h}`).join(",");

/** The previous secret signs too until its expiry (24 hours after the roll). */
export const previousSecretInForce = (expiresAt: string | null, now: Date) => expiresAt !== null && Date.parse(expiresAt) > now.getTime();

export const ROLL_OVERLAP_HOURS = 24;

/**
 * Seconds after the n-th failed attempt before the next (1-based): 1 m, 5 m, 30 m, 2 h, 6 h, 12 h, then 24 h
 * three times, about 3.9 days in all, so an endpoint down for three days is disabled while a delivery still
 * retries. Null: given up.
 */
export const RETRY_SCHEDULE = [60, 300, 1800, 7200, 21600, 43200, 86400, 86400, 86400] as const;
export const retryDelaySeconds = (failedAttempts: number): number | null => RETRY_SCHEDULE[failedAttempts - 1] ?? null;

/** Cloudflare Queues delay a message at most 12 hours; a longer wait is chained through several messages. */
export const MAX_QUEUE_DELAY_SECONDS = 12 * 60 * 60;
export const queueDelaySeconds = (dueAt: string, now: Date) =>
  Math.min(MAX_QUEUE_DELAY_SECONDS, Math.max(0, Math.ceil((Date.parse(dueAt) - now.getTime()) / 1000)));

/** A receiver has this long to answer; then the attempt counts as failed. */
export const DELIVERY_TIMEOUT_MS = 10_000;
export const isDelivered = (status: number) => status >= 200 && status < 300;

export const DISABLE_AFTER_HOURS = 72;
/** An endpoint whose failures began three days ago or more, with none delivered since, is disabled. */
export const shouldDisable = (failingSince: string | null, now: Date) =>
  failingSince !== null && now.getTime() - Date.parse(failingSince) >= DISABLE_AFTER_HOURS * 3_600_000;

/** The receiver's answer as kept in the log: its first 500 characters. */
export const answerExcerpt = (text: string) => (text.length > 500 ? `${text.slice(0, 500)}…` : text);

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);
/** Whether the app runs on this machine (its APP_URL is a loopback address), where http receivers on it are allowed. */
export const appIsLocal = (appUrl: string) => LOCAL_HOSTS.has(new URL(appUrl).hostname);

/** Why an endpoint's URL is refused, or null: https only, but http to this machine while the app runs locally. */
export function webhookUrlProblem(raw: string, local: boolean): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return "Enter the endpoint's full address, starting with https://.";
  }
  if (url.username || url.password) return "The address must not carry a user name or password.";
  if (url.protocol === "https:") return null;
  if (url.protocol === "http:" && local && LOCAL_HOSTS.has(url.hostname)) return null;
  return local ? "Use https://, or http://localhost or http://127.0.0.1 while running locally." : "The address must start with https://.";
}
