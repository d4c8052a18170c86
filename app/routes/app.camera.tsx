import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import * as v from "valibot";
import { InspectionWorkspace } from "../features/capture/InspectionWorkspace";
import { PageHeader } from "../ui/PageHeader";
import { captureStart } from "../features/capture/capture.server";
import { captureCase } from "../features/capture/case-capture.server";
import { requireMember } from "../features/organizations/membership.server";
import { handledLoader, readQuery } from "../platform/request.server";
import { requireUser } from "../features/account/session.server";
import { readSettings } from "../platform/settings";

export const meta: MetaFunction = () => [{ title: "Site Inspection · SiteProof" }];

/** ?visit=<id> (from Scheduling's Start Inspection) pre-selects the visit's company; an id that is not the user's open visit is ignored. */
/** ?case=<id>&org=<code> (from My cases' Start) opens the capture for my open case of that organization; any other is 404. */
const CameraQuery = v.object({ visit: v.optional(v.string()), case: v.optional(v.string()), org: v.optional(v.string()) });

export const loader = handledLoader(async ({ request, context }: LoaderFunctionArgs) => {
  const user = await requireUser(context, request);
  const query = readQuery(request, CameraQuery);
  const forCase = query.case ? await captureCase(context.db, await requireMember(context, request, query.org, "work cases"), query.case) : null;
  return json({
    locationTracking: readSettings(user.settings, user.accountType).locationTracking,
    ...(await captureStart(context.db, user.id, query.visit)),
    forCase,
  });
});

export default function CameraRoute() {
  const data = useLoaderData<typeof loader>();
  return (
    <div className="sp-narrow">
      <PageHeader title="Site Inspection" />
      <InspectionWorkspace {...data} />
    </div>
  );
}
