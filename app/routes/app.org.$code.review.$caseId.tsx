import type { MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData, useParams } from "@remix-run/react";
import type { ReviewAnswer } from "../features/review/DispositionForm";
import { ReviewScreen } from "../features/review/ReviewScreen";
import { reviewAction, reviewLoader } from "../features/review/review-routes.server";
import { ErrorPage } from "../ui/ErrorPage";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `Review ${data?.case.reference ?? ""} · SiteProof` }];

export const loader = reviewLoader;

// intent=dispose (outcome, remark) or intent=correct (outcome, remark, replaces).
export const action = reviewAction;

export default function ReviewCaseRoute() {
  const answer = useActionData() as ReviewAnswer | undefined;
  return <ReviewScreen {...useLoaderData<typeof loader>()} code={useParams().code!} answer={answer} />;
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
