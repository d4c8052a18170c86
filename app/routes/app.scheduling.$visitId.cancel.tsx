import type { ShouldRevalidateFunction } from "@remix-run/react";
import { useLoaderData } from "@remix-run/react";
import { CancelVisitDialog } from "../features/visits/CancelVisitDialog";
import { openVisitLoader } from "../features/visits/visit-actions.server";

export const loader = openVisitLoader;

// The visit is gone once cancelled: reading it again would be a 404 while the dialog closes.
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) => formMethod !== "POST" && defaultShouldRevalidate;

export default function CancelVisitRoute() {
  const { visit } = useLoaderData<typeof loader>();
  return <CancelVisitDialog visit={visit} />;
}
