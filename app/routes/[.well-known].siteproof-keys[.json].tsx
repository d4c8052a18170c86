import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { publishedKeys } from "../features/evidence/keys.server";

// The public keys trusted for receipts and seals, current and retired, for anyone to check with.
export async function loader({ context }: LoaderFunctionArgs) {
  const keys = await publishedKeys(context.cloudflare.env, context.db);
  return Response.json(
    { issuer: "SiteProof", algorithm: "Ed25519", signedText: "canonical JSON: keys sorted at every level, no spaces", keys },
    { headers: { "Cache-Control": "public, max-age=60", "Access-Control-Allow-Origin": "*" } },
  );
}
