import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { VERIFY_ERRORS, VerifyFrame, VerifyPage } from "../features/evidence/VerifyPage";
import { ErrorPage } from "../ui/ErrorPage";
import { LINK_NOT_VALID, publicEvidence, sharedLinkOf, VERIFY_HEADERS, verifyLoader } from "../features/evidence/public-evidence.server";
import { invariantResponse } from "../platform/request.server";

export const meta: MetaFunction = () => [{ title: "Inspection verification · SiteProof" }, { name: "robots", content: "noindex" }];

// The public verify page: anyone with a live link, signed in or not. Revoked or expired: 404.
export const loader = verifyLoader(async ({ context, params }: LoaderFunctionArgs) => {
  const link = await sharedLinkOf(context.db, params);
  const evidence = await publicEvidence(context.cloudflare.env, context.db, link);
  invariantResponse(evidence, LINK_NOT_VALID);
  return json({ ...evidence, token: link.id, expiresAt: link.expiresAt }, { headers: VERIFY_HEADERS });
});

export const headers = () => VERIFY_HEADERS;

export default function VerifyRoute() {
  const data = useLoaderData<typeof loader>();
  // One page per link: nothing the browser checked for one link carries over to another.
  return <VerifyPage key={data.token} {...data} />;
}

export function ErrorBoundary() {
  return (
    <VerifyFrame>
      <ErrorPage texts={VERIFY_ERRORS} back={null} />
    </VerifyFrame>
  );
}
