import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import type { ShouldRevalidateFunction } from "@remix-run/react";
import { useLoaderData } from "@remix-run/react";
import { systemStatus } from "../features/support/health.server";
import { myRequests } from "../features/support/support.server";
import { SupportPage } from "../features/support/SupportPage";
import { requireUser } from "../features/account/session.server";

export const meta: MetaFunction = () => [{ title: "Support Center · SiteProof" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(context, request);
  const [checks, requests] = await Promise.all([systemStatus(context.cloudflare.env, context.db, user.id), myRequests(context.db, user.id)]);
  return json({ checks, checkedAt: new Date().toISOString(), requests, timeZone: user.timeZone });
}

// Switching tabs changes only ?tab=: the checks run again for Check again (a GET form) and other submissions.
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) => (formMethod ? defaultShouldRevalidate : false);

export default function Support() {
  return <SupportPage {...useLoaderData<typeof loader>()} />;
}
