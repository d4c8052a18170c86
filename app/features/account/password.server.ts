// Passwords: PBKDF2-SHA256 over HMAC(pepper, password), per-user salt, 100,000 iterations
// (the most Workers' WebCrypto allows). The stored string records its parameters:
//   pbkdf2-sha256$<iterations>$<salt b64url>$<hash b64url>
// so a later raise of PASSWORD_ITERATIONS re-hashes at the next sign-in (see needsRehash).
import { constantTimeEqual, fromBase64Url, toBase64Url } from "../../platform/encoding";

export const PASSWORD_ITERATIONS = 100_000;
const SCHEME = "pbkdf2-sha256";
const enc = new TextEncoder();

async function pepperedKey(password: string, pepper: string): Promise<CryptoKey> {
  const hmacKey = await crypto.subtle.importKey("raw", enc.encode(pepper), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const peppered = await crypto.subtle.sign("HMAC", hmacKey, enc.encode(password));
  return crypto.subtle.importKey("raw", peppered, "PBKDF2", false, ["deriveBits"]);
}

async function derive(password: string, pepper: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<Uint8Array> {
  const key = await pepperedKey(password, pepper);
  const bits = await crypto.subtle.deriveBits({ name: "PBKDF2", hash: "SHA-256", salt, iterations }, key, 256);
  return new Uint8Array(bits);
}

export async function hashPassword(password: string, pepper: string, iterations = PASSWORD_ITERATIONS): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  const hash = await derive(password, pepper, salt, iterations);
  return [SCHEME, iterations, toBase64Url(salt), toBase64Url(hash)].join("$");
}

export interface PasswordCheck {
  ok: boolean;
  /** True when the stored hash uses weaker parameters than today's; re-hash after a good sign-in. */
  needsRehash: boolean;
}

export async function verifyPassword(password: string, stored: string, pepper: string): Promise<PasswordCheck> {
  const [scheme, iter, salt, hash] = stored.split("$");
  const iterations = Number(iter);
  if (scheme !== SCHEME || !Number.isInteger(iterations) || !salt || !hash) return { ok: false, needsRehash: false };
  const actual = await derive(password, pepper, fromBase64Url(salt), iterations);
  const ok = constantTimeEqual(actual, fromBase64Url(hash));
  return { ok, needsRehash: ok && iterations < PASSWORD_ITERATIONS };
}
