import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { Outlet, type ShouldRevalidateFunctionArgs, useLoaderData } from "@remix-run/react";
import { SchedulingPage } from "../features/visits/SchedulingPage";
import { done, handled, querySchema, readFormData, readQuery } from "../platform/request.server";
import { parseTypedForm } from "../platform/typed-form.server";
import { requireUser } from "../features/account/session.server";
import { listVisits, userToday } from "../features/visits/visits.server";
import { casesDueFor } from "../features/cases/my-cases.server";
import { visitActionSchema, writeVisit } from "../features/visits/visit-actions.server";
import { onlyDayChanged, selectedDay } from "../features/visits/calendar";

export const meta: MetaFunction = () => [{ title: "Scheduling · SiteProof" }];

/** The calendar's day (`?date=YYYY-MM-DD`, a link on each day); any other value is today. */
const DayQuery = querySchema(["date"], (params) => params.get("date"));

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(context, request);
  const date = readQuery(request, DayQuery);
  const [visits, cases] = await Promise.all([listVisits(context.db, user.id), casesDueFor(context.db, user.id, user.timeZone)]);
  const today = userToday(user);
  return json({ visits, cases, timeZone: user.timeZone, today, selected: selectedDay(date, today), now: new Date().toISOString() });
}

// Another day of the calendar, once hydrated, is shown from the visits the page has.
export const shouldRevalidate = ({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) =>
  !formMethod && onlyDayChanged(currentUrl, nextUrl) ? false : defaultShouldRevalidate;

export const action = handled(async ({ request, context }: ActionFunctionArgs) => {
  const user = await requireUser(context, request);
  const form = await readFormData(request);
  return done(await writeVisit(context.cloudflare.env, context.db, user, parseTypedForm(form, visitActionSchema(user))));
});

/** The visits, and over them the form route open (new, <id>/edit, <id>/cancel). */
export default function SchedulingRoute() {
  return (
    <SchedulingPage {...useLoaderData<typeof loader>()}>
      <Outlet />
    </SchedulingPage>
  );
}
