// A test push endpoint's side of RFC 8291 and RFC 8292: a subscription's keys, decryption of an
// aes128gcm body, and verification of the VAPID JWT.
import { fromBase64Url, toBase64Url } from "../../app/platform/encoding";

const enc = new TextEncoder();
const concat = (...parts: Uint8Array[]): Uint8Array<ArrayBuffer> => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
};
async function hkdf(salt: Uint8Array<ArrayBuffer>, ikm: Uint8Array<ArrayBuffer>, info: Uint8Array<ArrayBuffer>, bytes: number) {
  const key = await crypto.subtle.importKey("raw", ikm, "HKDF", false, ["deriveBits"]);
  return new Uint8Array(await crypto.subtle.deriveBits({ name: "HKDF", hash: "SHA-256", salt, info }, key, bytes * 8));
}

export async function newSubscriber() {
  const keys = (await crypto.subtle.generateKey({ name: "ECDH", namedCurve: "P-256" }, true, ["deriveBits"])) as CryptoKeyPair;
  const publicRaw = new Uint8Array((await crypto.subtle.exportKey("raw", keys.publicKey)) as ArrayBuffer);
  const auth = crypto.getRandomValues(new Uint8Array(16));
  return { keys, publicRaw, auth, json: { p256dh: toBase64Url(publicRaw), auth: toBase64Url(auth) } };
}

export async function decryptPush(sub: Awaited<ReturnType<typeof newSubscriber>>, body: Uint8Array<ArrayBuffer>): Promise<string> {
  const salt = body.slice(0, 16);
  const idlen = body[20];
  const serverPublic = body.slice(21, 21 + idlen);
  const ciphertext = body.slice(21 + idlen);
  const serverKey = await crypto.subtle.importKey("raw", serverPublic, { name: "ECDH", namedCurve: "P-256" }, false, []);
  const ecdh = new Uint8Array(await crypto.subtle.deriveBits({ name: "ECDH", public: serverKey }, sub.keys.privateKey, 256));
  const ikm = await hkdf(sub.auth, ecdh, concat(enc.encode("WebPush: info\0"), sub.publicRaw, serverPublic), 32);
  const cek = await hkdf(salt, ikm, enc.encode("Content-Encoding: aes128gcm\0"), 16);
  const nonce = await hkdf(salt, ikm, enc.encode("Content-Encoding: nonce\0"), 12);
  const key = await crypto.subtle.importKey("raw", cek, "AES-GCM", false, ["decrypt"]);
  const padded = new Uint8Array(await crypto.subtle.decrypt({ name: "AES-GCM", iv: nonce }, key, ciphertext));
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error("no last-record delimiter");
  return new TextDecoder().decode(padded.slice(0, end));
}

/** Checks `vapid t=<jwt>, k=<key>`: ES256 signature by k, audience = the endpoint's origin, not expired. */
export async function verifyVapid(authorization: string, endpoint: string, expectedKey: string) {
  const m = /^vapid t=([^,]+), k=(.+)$/.exec(authorization);
  if (!m) throw new Error(`not a VAPID header: ${authorization}`);
  const [jwt, k] = [m[1], m[2]];
  if (k !== expectedKey) throw new Error("unexpected VAPID key");
  const [header, payload, signature] = jwt.split(".");
  const key = await crypto.subtle.importKey("raw", fromBase64Url(k), { name: "ECDSA", namedCurve: "P-256" }, false, ["verify"]);
  const ok = await crypto.subtle.verify({ name: "ECDSA", hash: "SHA-256" }, key, fromBase64Url(signature), enc.encode(`${header}.${payload}`));
  const claims = JSON.parse(new TextDecoder().decode(fromBase64Url(payload))) as { aud: string; exp: number; sub: string };
  return { ok, claims, expectedAud: new URL(endpoint).origin };
}
