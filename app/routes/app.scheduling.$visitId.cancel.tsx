import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import type { ShouldRevalidateFunction } from "@remix-run/react";
import { useLoaderData } from "@remix-run/react";
import { requireUser } from "../features/account/session.server";
import { CancelVisitDialog } from "../features/visits/CancelVisitDialog";
import { openVisitForm } from "../features/visits/visit-actions.server";
import { VISIT_MESSAGES } from "../features/visits/visit-form";
import { handledLoader, idParam } from "../platform/request.server";

export const loader = handledLoader(async ({ request, context, params }: LoaderFunctionArgs) => {
  const user = await requireUser(context, request);
  return json(await openVisitForm(context.db, user, idParam(params, "visitId", VISIT_MESSAGES.notFound)));
});

// The visit is gone once cancelled: reading it again would be a 404 while the dialog closes.
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) => formMethod !== "POST" && defaultShouldRevalidate;

export default function CancelVisitRoute() {
  const { visit } = useLoaderData<typeof loader>();
  return <CancelVisitDialog visit={visit} />;
}
