import { useLoaderData } from "@remix-run/react";
import { VisitFormDialog } from "../features/visits/VisitFormDialog";
import { openVisitLoader, visitAction } from "../features/visits/visit-actions.server";
import { handled } from "../platform/request.server";

export const loader = openVisitLoader;
export const action = handled(visitAction);

export default function EditVisitRoute() {
  return <VisitFormDialog {...useLoaderData<typeof loader>()} />;
}
