import { useLoaderData, useParams } from "@remix-run/react";
import { ReopenDialog } from "../features/review/ReopenDialog";
import { reopenAction, reopenLoader } from "../features/review/review-routes.server";

export const loader = reopenLoader;

// reason: why the case goes back to its inspector (required).
export const action = reopenAction;

export default function ReopenCaseRoute() {
  const { code, caseId } = useParams();
  return <ReopenDialog {...useLoaderData<typeof loader>()} back={`/app/org/${code}/cases/${caseId}`} />;
}
