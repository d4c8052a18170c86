// Makes .dev.vars from .dev.vars.example, filling empty secrets with random values; keeps existing values.
import { generateKeyPairSync, randomBytes } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";

const GENERATED = new Set(["SESSION_SECRET", "PASSWORD_PEPPER"]);

export function readVars(file = ".dev.vars") {
  if (!existsSync(file)) return {};
  return Object.fromEntries(
    readFileSync(file, "utf8")
      .split("\n")
      .filter((l) => /^[A-Z_]+=/.test(l))
      .map((l) => [l.slice(0, l.indexOf("=")), l.slice(l.indexOf("=") + 1)]),
  );
}

/** A VAPID key pair for web push: the public key as an uncompressed P-256 point, the private as JWK "d" (base64url). */
export function vapidKeys() {
  const jwk = generateKeyPairSync("ec", { namedCurve: "P-256" }).privateKey.export({ format: "jwk" });
  const point = Buffer.concat([Buffer.from([4]), Buffer.from(jwk.x, "base64url"), Buffer.from(jwk.y, "base64url")]);
  return { publicKey: point.toString("base64url"), privateKey: jwk.d };
}

/** An Ed25519 key for receipts and seals: PKCS#8 DER, base64url. */
export function signingKey() {
  return generateKeyPairSync("ed25519").privateKey.export({ format: "der", type: "pkcs8" }).toString("base64url");
}

export function ensureDevVars() {
  const current = readVars();
  current.RECEIPT_SIGNING_KEY ||= signingKey();
  if (!current.VAPID_PUBLIC_KEY || !current.VAPID_PRIVATE_KEY) {
    const keys = vapidKeys();
    current.VAPID_PUBLIC_KEY = keys.publicKey;
    current.VAPID_PRIVATE_KEY = keys.privateKey;
  }
  const lines = readFileSync(".dev.vars.example", "utf8")
    .split("\n")
    .map((line) => {
      const m = /^([A-Z_]+)=(.*)$/.exec(line);
      if (!m) return line;
      const [, key, value] = m;
      const next = current[key] || value || (GENERATED.has(key) ? randomBytes(32).toString("base64url") : "");
      return `${key}=${next}`;
    });
  writeFileSync(".dev.vars", lines.join("\n"));
  return readVars();
}
