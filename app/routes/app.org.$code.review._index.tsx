import { useLoaderData, useParams } from "@remix-run/react";
import { ReviewQueue } from "../features/review/ReviewQueue";
import { ErrorPage } from "../ui/ErrorPage";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { requireMember } from "../features/organizations/membership.server";
import { listReviewQueue } from "../features/review/review-queue.server";
import { parseQueueQuery } from "../features/review/review-rules";
import { handledLoader, querySchema, readQuery } from "../platform/request.server";

const Query = querySchema(["inspector", "type", "age", "after"], parseQueueQuery);

export const meta: MetaFunction = () => [{ title: "Review · SiteProof" }];

export const loader = handledLoader(async ({ request, context, params }: LoaderFunctionArgs) => {
  const member = await requireMember(context, request, params.code, "review");
  const query = readQuery(request, Query);
  const now = new Date();
  const list = await listReviewQueue(context.db, member, query, now);
  return json({ ...list, query: { inspector: query.inspector ?? "", type: query.type ?? "", age: query.age }, now: now.toISOString() });
});

export default function ReviewQueueRoute() {
  const data = useLoaderData<typeof loader>();
  return <ReviewQueue code={useParams().code!} {...data} />;
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
