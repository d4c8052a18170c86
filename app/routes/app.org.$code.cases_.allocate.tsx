import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import * as v from "valibot";
import { AllocatePage } from "../features/cases/AllocatePage";
import { ALLOCATE_BATCH, allocateNearestBatch, inspectorLoads, unassignedCounts } from "../features/cases/allocation.server";
import { requireMember } from "../features/organizations/membership.server";
import { done, handled, handledLoader, readForm } from "../platform/request.server";

export const meta: MetaFunction = () => [{ title: "Nearest available · SiteProof" }];

export const loader = handledLoader(async ({ request, context, params }: LoaderFunctionArgs) => {
  const member = await requireMember(context, request, params.code, "assign");
  const [counts, loads] = await Promise.all([unassignedCounts(context.db, member.org.id), inspectorLoads(context.db, member.org.id)]);
  return json({ ...counts, locatedInspectors: loads.filter((l) => l.position).length, batch: ALLOCATE_BATCH });
});

export const action = handled(async ({ request, context, params }: ActionFunctionArgs) => {
  const member = await requireMember(context, request, params.code, "assign");
  await readForm(request, v.object({ intent: v.literal("allocate") }));
  const { assigned } = await allocateNearestBatch(context.cloudflare.env, context.db, member);
  return done({
    message: assigned === 0 ? "No case could be allocated." : `Assigned ${assigned} ${assigned === 1 ? "case" : "cases"} to the nearest inspectors.`,
  });
});

export default function AllocateRoute() {
  return <AllocatePage {...useLoaderData<typeof loader>()} />;
}
