import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { signedMaterial } from "../lib/evidence/public-evidence.server";
import { openVerifyLink } from "../lib/evidence/verify-links.server";

// The seal and receipts as signed, for checking with any Ed25519 tool and the published keys.
export async function loader({ context, params }: LoaderFunctionArgs) {
  const link = await openVerifyLink(context.db, params.token ?? "");
  const material = link && (await signedMaterial(context.db, link));
  if (!material) throw new Response("Not Found", { status: 404 });
  return Response.json({ keys: "/.well-known/siteproof-keys.json", ...material }, { headers: { "Cache-Control": "no-store", "Content-Disposition": 'attachment; filename="siteproof-evidence.json"' } });
}
