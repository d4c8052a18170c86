import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { LINK_NOT_VALID, sharedLinkOf, signedMaterial, VERIFY_HEADERS, verifyLoader } from "../features/evidence/public-evidence.server";
import { invariantResponse } from "../platform/request.server";

// The seal and receipts as signed, for checking with any Ed25519 tool and the published keys.
export const loader = verifyLoader(async ({ context, params }: LoaderFunctionArgs) => {
  const material = await signedMaterial(context.db, await sharedLinkOf(context.db, params));
  invariantResponse(material, LINK_NOT_VALID);
  return Response.json(
    { keys: "/.well-known/siteproof-keys.json", ...material },
    { headers: { ...VERIFY_HEADERS, "Content-Disposition": 'attachment; filename="siteproof-evidence.json"' } },
  );
});
