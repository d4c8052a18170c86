import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { publishedKeys } from "../features/evidence/keys.server";
import { loadOnce } from "../platform/lazy";

// The X.509 library loads with the first request for the keys, not at every isolate start.
const certificatesModule = loadOnce(() => import("../features/credentials/certificates.server"));

// The public keys trusted for receipts and seals, current and retired, for anyone to check with; and the
// signing certificates of the photos' Content Credentials that this deployment stands behind.
export async function loader({ context }: LoaderFunctionArgs) {
  const { env } = context.cloudflare;
  const { listedCertificates } = await certificatesModule();
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
