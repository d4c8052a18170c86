// The server's Ed25519 signing key (RECEIPT_SIGNING_KEY, PKCS#8) and the published public keys.
// Every key that ever signed stays in signing_keys, so rotating the secret keeps old receipts and
// seals checkable; the key id is the first 16 hex digits of the public key's SHA-256.
import { desc, eq, isNull, and, ne } from "drizzle-orm";
import { type Db, schema } from "../db.server";
import { fromBase64Url, toBase64Url, toHex } from "../encoding";

export interface SigningKey {
  kid: string;
  publicKey: string;
  privateKey: CryptoKey;
}

const ED25519 = { name: "Ed25519" } as const;
let loaded: { secret: string; key: Promise<SigningKey> } | undefined;

async function importSigningKey(secret: string): Promise<SigningKey> {
  const privateKey = await crypto.subtle.importKey("pkcs8", fromBase64Url(secret), ED25519, true, ["sign"]);
  const jwk = (await crypto.subtle.exportKey("jwk", privateKey)) as JsonWebKey;
  if (!jwk.x) throw new Error("RECEIPT_SIGNING_KEY is not an Ed25519 private key");
  const kid = toHex(await crypto.subtle.digest("SHA-256", fromBase64Url(jwk.x))).slice(0, 16);
  return { kid, publicKey: jwk.x, privateKey };
}

/** The current key, registered (and any other key retired) once per isolate. */
export function currentSigningKey(env: Env, db: Db): Promise<SigningKey> {
  const secret = env.RECEIPT_SIGNING_KEY;
  if (!secret) return Promise.reject(new Error("RECEIPT_SIGNING_KEY is not set"));
  if (loaded?.secret !== secret) {
    const key = importSigningKey(secret).then(async (k) => {
      const k2 = schema.signingKeys;
      await db.batch([
        db.insert(k2).values({ kid: k.kid, publicKey: k.publicKey }).onConflictDoNothing(),
        db.update(k2).set({ retiredAt: new Date().toISOString() }).where(and(ne(k2.kid, k.kid), isNull(k2.retiredAt))),
        db.update(k2).set({ retiredAt: null }).where(eq(k2.kid, k.kid)),
      ]);
      return k;
    });
    key.catch(() => (loaded = undefined));
    loaded = { secret, key };
  }
  return loaded.key;
}

export async function signText(key: SigningKey, text: string): Promise<string> {
  return toBase64Url(new Uint8Array(await crypto.subtle.sign(ED25519, key.privateKey, new TextEncoder().encode(text))));
}

export async function verifyText(publicKey: string, text: string, signature: string): Promise<boolean> {
  try {
    const key = await crypto.subtle.importKey("raw", fromBase64Url(publicKey), ED25519, false, ["verify"]);
    return await crypto.subtle.verify(ED25519, key, fromBase64Url(signature), new TextEncoder().encode(text));
  } catch {
    return false;
  }
}

export interface PublishedKey {
  kid: string;
  alg: "Ed25519";
  jwk: { kty: "OKP"; crv: "Ed25519"; x: string };
  createdAt: string;
  retiredAt: string | null;
}

export async function publishedKeys(env: Env, db: Db): Promise<PublishedKey[]> {
  await currentSigningKey(env, db);
  const rows = await db.select().from(schema.signingKeys).orderBy(desc(schema.signingKeys.createdAt));
  return rows.map((r) => ({ kid: r.kid, alg: "Ed25519", jwk: { kty: "OKP", crv: "Ed25519", x: r.publicKey }, createdAt: r.createdAt, retiredAt: r.retiredAt }));
}

/** Public keys by id, for checking; includes retired keys. */
export async function publicKeyMap(db: Db): Promise<Map<string, string>> {
  const rows = await db.select({ kid: schema.signingKeys.kid, publicKey: schema.signingKeys.publicKey }).from(schema.signingKeys);
  return new Map(rows.map((r) => [r.kid, r.publicKey]));
}
