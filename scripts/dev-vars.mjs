// Makes .dev.vars from .dev.vars.example, filling empty secrets with random values; keeps existing values.
import { generateKeyPairSync, randomBytes, webcrypto } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import * as x509 from "@peculiar/x509";

const GENERATED = new Set(["SESSION_SECRET", "PASSWORD_PEPPER"]);

export function readVars(file = ".dev.vars") {
  if (!existsSync(file)) return {};
  return Object.fromEntries(
    readFileSync(file, "utf8")
      .split("\n")
      .filter((l) => /^[A-Z][A-Z0-9_]*=/.test(l))
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

/** The C2PA extended key usage for claim signing (C2PA 2.1, 14.5.2); emailProtection is accepted too. */
const C2PA_CLAIM_SIGNING = "1.3.6.1.4.1.62558.2.1";
const EMAIL_PROTECTION = "1.3.6.1.5.5.7.3.4";

/**
 * A local Content Credentials chain for one deployment: a root, and an Ed25519 signing certificate with
 * the extensions C2PA requires of a claim signer (digitalSignature, an allowed extended key usage, not a
 * CA). Returns the signing key (PKCS#8) and the chain, signing certificate first, each DER in base64url,
 * comma-separated, as C2PA_SIGNING_KEY and C2PA_CERT_CHAIN take them. Validators call it untrusted until
 * the root is added to their trust list; production uses a certificate from a C2PA-trusted issuer.
 */
export async function contentCredentialsChain({ name = "SiteProof (local)", years = 10 } = {}) {
  x509.cryptoProvider.set(webcrypto);
  const alg = { name: "Ed25519" };
  const [rootKeys, signerKeys] = await Promise.all([
    webcrypto.subtle.generateKey(alg, true, ["sign", "verify"]),
    webcrypto.subtle.generateKey(alg, true, ["sign", "verify"]),
  ]);
  const notBefore = new Date(Date.now() - 60_000);
  const notAfter = new Date(Date.now() + years * 365 * 864e5);
  const serial = () => randomBytes(8).toString("hex").replace(/^./, "1");
  const root = await x509.X509CertificateGenerator.createSelfSigned({
    serialNumber: serial(),
    name: `CN=${name} Root, O=SiteProof`,
    notBefore,
    notAfter,
    keys: rootKeys,
    signingAlgorithm: alg,
    extensions: [
      new x509.BasicConstraintsExtension(true, 0, true),
      new x509.KeyUsagesExtension(x509.KeyUsageFlags.keyCertSign | x509.KeyUsageFlags.cRLSign, true),
      await x509.SubjectKeyIdentifierExtension.create(rootKeys.publicKey),
    ],
  });
  const signer = await x509.X509CertificateGenerator.create({
    serialNumber: serial(),
    subject: `CN=${name} Content Credentials, O=SiteProof`,
    issuer: root.subject,
    notBefore,
    notAfter,
    publicKey: signerKeys.publicKey,
    signingKey: rootKeys.privateKey,
    signingAlgorithm: alg,
    extensions: [
      new x509.BasicConstraintsExtension(false, undefined, true),
      new x509.KeyUsagesExtension(x509.KeyUsageFlags.digitalSignature | x509.KeyUsageFlags.nonRepudiation, true),
      new x509.ExtendedKeyUsageExtension([C2PA_CLAIM_SIGNING, EMAIL_PROTECTION], true),
      await x509.SubjectKeyIdentifierExtension.create(signerKeys.publicKey),
      await x509.AuthorityKeyIdentifierExtension.create(root),
    ],
  });
  const der = (cert) => Buffer.from(cert.rawData).toString("base64url");
  return {
    key: Buffer.from(await webcrypto.subtle.exportKey("pkcs8", signerKeys.privateKey)).toString("base64url"),
    chain: [der(signer), der(root)].join(","),
  };
}

export async function ensureDevVars() {
  const current = readVars();
  current.RECEIPT_SIGNING_KEY ||= signingKey();
  if (!current.C2PA_SIGNING_KEY || !current.C2PA_CERT_CHAIN) {
    const credentials = await contentCredentialsChain();
    current.C2PA_SIGNING_KEY = credentials.key;
    current.C2PA_CERT_CHAIN = credentials.chain;
  }
  if (!current.VAPID_PUBLIC_KEY || !current.VAPID_PRIVATE_KEY) {
    const keys = vapidKeys();
    current.VAPID_PUBLIC_KEY = keys.publicKey;
    current.VAPID_PRIVATE_KEY = keys.privateKey;
  }
  const lines = readFileSync(".dev.vars.example", "utf8")
    .split("\n")
    .map((line) => {
      const m = /^([A-Z][A-Z0-9_]*)=(.*)$/.exec(line);
      if (!m) return line;
      const [, key, value] = m;
      const next = current[key] || value || (GENERATED.has(key) ? randomBytes(32).toString("base64url") : "");
      return `${key}=${next}`;
    });
  writeFileSync(".dev.vars", lines.join("\n"));
  return readVars();
}
