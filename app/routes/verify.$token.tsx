import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { isRouteErrorResponse, useLoaderData, useRouteError } from "@remix-run/react";
import { VerifyNotFound, VerifyPage } from "../components/verify/VerifyPage";
import { publicEvidence } from "../lib/evidence/public-evidence.server";
import { openVerifyLink } from "../lib/evidence/verify-links.server";

export const meta: MetaFunction = () => [{ title: "Inspection verification · SiteProof" }, { name: "robots", content: "noindex" }];

const PRIVATE = { "Cache-Control": "no-store", "Referrer-Policy": "no-referrer", "X-Robots-Tag": "noindex" };

// The public verify page: anyone with a live link, signed in or not. Revoked or expired: 404.
export async function loader({ context, params }: LoaderFunctionArgs) {
  const token = params.token ?? "";
  const link = await openVerifyLink(context.db, token);
  const evidence = link && (await publicEvidence(context.cloudflare.env, context.db, link));
  if (!link || !evidence) throw json({ message: "This verify link is not valid" }, { status: 404, headers: PRIVATE });
  return json({ ...evidence, token, expiresAt: link.expiresAt }, { headers: PRIVATE });
}

export const headers = () => PRIVATE;

export default function VerifyRoute() {
  const data = useLoaderData<typeof loader>();
  // One page per link: nothing the browser checked for one link carries over to another.
  return <VerifyPage key={data.token} {...data} />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  return <VerifyNotFound status={isRouteErrorResponse(error) ? error.status : 500} />;
}
