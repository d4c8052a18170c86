import { useLoaderData } from "@remix-run/react";
import { VisitFormDialog } from "../features/visits/VisitFormDialog";
import { newVisitLoader, visitAction } from "../features/visits/visit-actions.server";
import { handled } from "../platform/request.server";

export const loader = newVisitLoader;
export const action = handled(visitAction);

export default function NewVisitRoute() {
  return <VisitFormDialog {...useLoaderData<typeof loader>()} />;
}
