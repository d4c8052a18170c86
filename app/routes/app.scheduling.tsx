import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { Outlet, useLoaderData } from "@remix-run/react";
import { SchedulingPage } from "../features/visits/SchedulingPage";
import { handled } from "../platform/request.server";
import { requireUser } from "../features/account/session.server";
import { listVisits, userToday } from "../features/visits/visits.server";
import { casesDueFor } from "../features/cases/my-cases.server";
import { visitAction } from "../features/visits/visit-actions.server";

export const meta: MetaFunction = () => [{ title: "Scheduling · SiteProof" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(context, request);
  const [visits, cases] = await Promise.all([listVisits(context.db, user.id), casesDueFor(context.db, user.id, user.timeZone)]);
  return json({ visits, cases, timeZone: user.timeZone, today: userToday(user), now: new Date().toISOString() });
}

export const action = handled(visitAction);

/** The visits, and over them the form route open (new, <id>/edit, <id>/cancel). */
export default function SchedulingRoute() {
  return (
    <SchedulingPage {...useLoaderData<typeof loader>()}>
      <Outlet />
    </SchedulingPage>
  );
}
