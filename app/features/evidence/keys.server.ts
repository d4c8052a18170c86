// The keys behind receipts and seals. RECEIPT_SIGNING_KEY (Ed25519, PKCS#8) signs; the keys that are
// trusted to have signed come from configuration only: the current key's public half and the public
// keys listed in RECEIPT_RETIRED_KEYS. Nothing in D1 can add a trusted key, so write access to the
// database is not enough to forge a seal. Rotating: list the old public key (from
// /.well-known/siteproof-keys.json) in RECEIPT_RETIRED_KEYS, then put a new secret. The key id is the
// first 16 hex digits of the public key's SHA-256; signing_keys only remembers when a key first signed.
import { inArray } from "drizzle-orm";
import { type Db, schema } from "../../platform/db/db.server";
import { fromBase64Url, toBase64Url, toHex } from "../../platform/encoding";

export interface SigningKey {
  kid: string;
  publicKey: string;
  privateKey: CryptoKey;
}
export interface TrustedKey {
  kid: string;
  publicKey: string;
  status: "current" | "retired";
}

const ED25519 = { name: "Ed25519" } as const;

export const keyId = async (publicKey: string) => toHex(await crypto.subtle.digest("SHA-256", fromBase64Url(publicKey))).slice(0, 16);

/** A base64url Ed25519 public key (the JWK's `x`): 32 bytes that WebCrypto imports. */
async function isPublicKey(text: string): Promise<boolean> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(text)) return false;
  try {
    await crypto.subtle.importKey("raw", fromBase64Url(text), ED25519, false, ["verify"]);
    return true;
  } catch {
    return false;
  }
}

async function importSigningKey(secret: string): Promise<SigningKey> {
  const privateKey = await crypto.subtle.importKey("pkcs8", fromBase64Url(secret), ED25519, true, ["sign"]);
  const jwk = (await crypto.subtle.exportKey("jwk", privateKey)) as JsonWebKey;
  if (!jwk.x) throw new Error("RECEIPT_SIGNING_KEY is not an Ed25519 private key");
  return { kid: await keyId(jwk.x), publicKey: jwk.x, privateKey };
}

let loaded: { secret: string; retired: string; keys: Promise<{ signing: SigningKey; trusted: TrustedKey[] }> } | undefined;

/** The signing key and the trusted public keys, imported once per isolate and configuration. */
function configuredKeys(env: Env) {
  const secret = env.RECEIPT_SIGNING_KEY;
  if (!secret) return Promise.reject(new Error("RECEIPT_SIGNING_KEY is not set"));
  const retired = env.RECEIPT_RETIRED_KEYS ?? "";
  if (loaded?.secret !== secret || loaded.retired !== retired) {
    const keys = (async () => {
      const signing = await importSigningKey(secret);
      // "=" padding is accepted, as fromBase64Url always did; the JWK form has none.
      const others = [
        ...new Set(
          retired
            .split(/[\s,]+/)
            .map((x) => x.replace(/=+$/, ""))
            .filter((x) => x && x !== signing.publicKey),
        ),
      ];
      const trusted: TrustedKey[] = [{ kid: signing.kid, publicKey: signing.publicKey, status: "current" }];
      const skipped: string[] = [];
      for (const publicKey of others) {
        if (await isPublicKey(publicKey)) trusted.push({ kid: await keyId(publicKey), publicKey, status: "retired" });
        else skipped.push(publicKey.length > 12 ? `${publicKey.slice(0, 12)}…` : publicKey);
      }
      // One typo in the list must not stop every check; the entry is left out, once per configuration.
      if (skipped.length)
        console.warn(
          `RECEIPT_RETIRED_KEYS: skipped ${skipped.length} entr${skipped.length === 1 ? "y" : "ies"} that are not Ed25519 public keys (base64url, 32 bytes): ${skipped.join(", ")}`,
        );
      return { signing, trusted };
    })();
    keys.catch(() => (loaded = undefined));
    loaded = { secret, retired, keys };
  }
  return loaded.keys;
}

const firstUse = new Set<string>();

/** The current key; the first signature of each isolate notes when the key first signed. */
export async function currentSigningKey(env: Env, db: Db): Promise<SigningKey> {
  const { signing } = await configuredKeys(env);
  if (!firstUse.has(signing.kid)) {
    await db.insert(schema.signingKeys).values({ kid: signing.kid, publicKey: signing.publicKey }).onConflictDoNothing();
    firstUse.add(signing.kid);
  }
  return signing;
}

/** Trusted public keys by id, for checking. */
export async function publicKeyMap(env: Env): Promise<Map<string, string>> {
  return new Map((await configuredKeys(env)).trusted.map((k) => [k.kid, k.publicKey]));
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
  status: "current" | "retired";
  firstUsedAt: string | null;
}

export async function publishedKeys(env: Env, db: Db): Promise<PublishedKey[]> {
  const { trusted } = await configuredKeys(env);
  const seen = await db
    .select()
    .from(schema.signingKeys)
    .where(
      inArray(
        schema.signingKeys.kid,
        trusted.map((k) => k.kid),
      ),
    );
  return trusted.map((k) => ({
    kid: k.kid,
    alg: "Ed25519",
    jwk: { kty: "OKP", crv: "Ed25519", x: k.publicKey },
    status: k.status,
    firstUsedAt: seen.find((s) => s.kid === k.kid)?.createdAt ?? null,
  }));
}
