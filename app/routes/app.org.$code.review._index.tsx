import type { MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData, useParams } from "@remix-run/react";
import { ReviewQueue } from "../features/review/ReviewQueue";
import { queueLoader } from "../features/review/review-routes.server";
import { ErrorPage } from "../ui/ErrorPage";

export const meta: MetaFunction = () => [{ title: "Review · SiteProof" }];

export const loader = queueLoader;

export default function ReviewQueueRoute() {
  const data = useLoaderData<typeof loader>();
  return <ReviewQueue code={useParams().code!} {...data} />;
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
