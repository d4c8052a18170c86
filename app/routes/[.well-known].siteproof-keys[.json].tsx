import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { publishedKeys } from "../features/evidence/keys.server";

// The public keys trusted for receipts and seals, current and retired, for anyone to check with; and the
// signing certificates of the photos' Content Credentials that this deployment stands behind.
export async function loader({ context }: LoaderFunctionArgs) {
  const { env } = context.cloudflare;
  // The X.509 library loads here, not at every isolate start.
  const { listedCertificates } = await import("../features/credentials/certificates.server");
  const [keys, certificates] = await Promise.all([publishedKeys(env, context.db), listedCertificates(env)]);
  const contentCredentials = {
    format: "X.509 signing certificates, DER in base64url",
    certificates: [...certificates].map(([certificate, status]) => ({ status, certificate })),
  };
  return Response.json(
    { issuer: "SiteProof", algorithm: "Ed25519", signedText: "canonical JSON: keys sorted at every level, no spaces", keys, contentCredentials },
    { headers: { "Cache-Control": "public, max-age=60", "Access-Control-Allow-Origin": "*" } },
  );
}
