// OWASP's device cookie: a browser that has signed in to an account keeps a signed token for it, so
// failed guesses from elsewhere (which lock untrusted clients out) never lock out the owner's own
// browser. The token is HMAC-SHA256(SESSION_SECRET, email and a random nonce); the email is not in
// the cookie, it is checked by recomputing the MAC for the address being signed in to. One cookie
// holds the tokens of the last few accounts used on the browser (a shared phone has several).
import { readCookie, serializeCookie } from "../../platform/cookies";
import { constantTimeEqual, fromBase64Url, randomToken, toBase64Url } from "../../platform/encoding";

export const DEVICE_COOKIE = "sp_device";
const DEVICE_TTL_SECONDS = 365 * 24 * 3600;
/** Accounts remembered per browser. */
const MAX_ACCOUNTS = 5;

async function mac(secret: string, email: string, nonce: string): Promise<Uint8Array> {
  // Without the secret anyone could mint tokens; say what is missing rather than trust everyone.
  if (!secret) throw new Error("SESSION_SECRET is not set");
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  return new Uint8Array(await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(`device|${email}|${nonce}`)));
}

function entries(request: Request): { nonce: string; mac: string }[] {
  const value = readCookie(request, DEVICE_COOKIE) ?? "";
  return value
    .split("~")
    .slice(0, MAX_ACCOUNTS)
    .map((e) => e.split("."))
    .filter((p): p is [string, string] => p.length === 2 && /^[\w-]{16,64}$/.test(p[0]) && /^[\w-]{43}$/.test(p[1]))
    .map(([nonce, m]) => ({ nonce, mac: m }));
}

async function belongsTo(secret: string, email: string, entry: { nonce: string; mac: string }) {
  return constantTimeEqual(fromBase64Url(entry.mac), await mac(secret, email, entry.nonce));
}

/** The nonce of this browser's valid device token for `email`, or null (an untrusted client). */
export async function trustedDevice(request: Request, secret: string, email: string): Promise<string | null> {
  for (const entry of entries(request)) if (await belongsTo(secret, email, entry)) return entry.nonce;
  return null;
}

/** The Set-Cookie that remembers this browser for `email`, keeping its tokens for other accounts. */
export async function deviceCookie(request: Request, secret: string, email: string): Promise<string> {
  const others = [];
  for (const entry of entries(request)) if (!(await belongsTo(secret, email, entry))) others.push(entry);
  const nonce = randomToken(18);
  const mine = { nonce, mac: toBase64Url(await mac(secret, email, nonce)) };
  const kept = [mine, ...others].slice(0, MAX_ACCOUNTS);
  return serializeCookie(DEVICE_COOKIE, kept.map((e) => `${e.nonce}.${e.mac}`).join("~"), { maxAge: DEVICE_TTL_SECONDS });
}
