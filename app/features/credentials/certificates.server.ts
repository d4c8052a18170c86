// The deployment's Content Credentials signer: C2PA_SIGNING_KEY (Ed25519, PKCS#8, base64url) and
// C2PA_CERT_CHAIN (its certificate first, then any intermediates; DER base64url, comma-separated, or
// PEM). Ed25519 because it is what C2PA validators accept from @trustnxt/c2pa-ts; that library's ES256
// signatures come out DER-encoded, which c2pa-rs rejects. The certificates SiteProof's own check trusts
// come from configuration only, as for receipt keys: the current signing certificate and those listed in
// C2PA_RETIRED_CERTS, so credentials issued before a rotation keep checking.
import { X509Certificate } from "@peculiar/x509";
import { CoseAlgorithmIdentifier, LocalSigner } from "@trustnxt/c2pa-ts/cose";
import { fromBase64Url, toBase64Url } from "../../platform/encoding";

export interface CredentialSigner {
  signer: LocalSigner;
  /** The signing certificate, DER base64url, as the check compares it. */
  certificate: string;
}

/** DER certificates from PEM blocks or a comma/space-separated list of base64(url) DER. */
export function parseCertificates(text: string): Uint8Array<ArrayBuffer>[] {
  const pem = [...text.matchAll(/-----BEGIN CERTIFICATE-----([\s\S]*?)-----END CERTIFICATE-----/g)].map((m) => m[1]);
  const items = pem.length ? pem.map((b) => b.replace(/\s+/g, "")) : text.split(/[\s,]+/).filter(Boolean);
  return items.map((b) => fromBase64Url(b.replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "")));
}

/** A certificate's DER as base64url, the one form certificates are compared in. */
export const certificateId = (der: Uint8Array) => toBase64Url(der);

let loaded: { config: string; signer: Promise<CredentialSigner | null> } | undefined;

/**
 * The signer, imported once per isolate and configuration; null when the deployment has none, so that
 * downloads fall back to the accepted bytes rather than fail.
 */
export function credentialSigner(env: Env): Promise<CredentialSigner | null> {
  const key = env.C2PA_SIGNING_KEY ?? "";
  const chain = env.C2PA_CERT_CHAIN ?? "";
  if (!key || !chain) return Promise.resolve(null);
  const config = `${key}\n${chain}`;
  if (loaded?.config !== config) {
    const signer = (async () => {
      const [first, ...rest] = parseCertificates(chain).map((der) => new X509Certificate(der));
      if (!first) throw new Error("C2PA_CERT_CHAIN holds no certificate");
      const privateKey = fromBase64Url(key);
      // Importing once here turns a wrong key into a clear error at the first download.
      await crypto.subtle.importKey("pkcs8", privateKey, { name: "Ed25519" }, false, ["sign"]);
      // A self-signed root at the end is a trust anchor, not part of what a validator needs in x5chain.
      const chainCerts = rest.filter((c) => c.subject !== c.issuer);
      return {
        signer: new LocalSigner(privateKey, CoseAlgorithmIdentifier.Ed25519, first, chainCerts),
        certificate: certificateId(new Uint8Array(first.rawData)),
      };
    })();
    signer.catch(() => (loaded = undefined));
    loaded = { config, signer };
  }
  return loaded.signer;
}

/** The signing certificates SiteProof's own check trusts: the current one and the retired ones. */
export async function listedCertificates(env: Env): Promise<Map<string, "current" | "retired">> {
  const listed = new Map<string, "current" | "retired">();
  const current = await credentialSigner(env).catch(() => null);
  if (current) listed.set(current.certificate, "current");
  for (const der of parseCertificates(env.C2PA_RETIRED_CERTS ?? "")) {
    const id = certificateId(der);
    if (!listed.has(id)) listed.set(id, "retired");
  }
  return listed;
}
