// Webhook secrets: made here, and the HMAC-SHA256 each delivery is signed with. The key is the
// secret's text as UTF-8, so a receiver checks with `createHmac("sha256", secret)` as is.
import { randomToken, toHex } from "../../platform/encoding";

export const newWebhookSecret = () => `whsec_${randomToken(32)}`;

const keys = new Map<string, Promise<CryptoKey>>();

function hmacKey(secret: string) {
  let key = keys.get(secret);
  if (!key) {
    if (keys.size > 1000) keys.clear();
    key = crypto.subtle.importKey("raw", new TextEncoder().encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
    keys.set(secret, key);
  }
  return key;
}

export async function hmacHex(secret: string, content: string): Promise<string> {
  return toHex(await crypto.subtle.sign("HMAC", await hmacKey(secret), new TextEncoder().encode(content)));
}
