import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json, redirect } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import * as v from "valibot";
import { MyCasesPage } from "../features/cases/MyCasesPage";
import { captureUrl, listMyCases, startCase } from "../features/cases/my-cases.server";
import { requireMember } from "../features/organizations/membership.server";
import { handled, handledLoader, readForm, RecordId } from "../platform/request.server";

export const meta: MetaFunction = () => [{ title: "My cases · SiteProof" }];

const StartForm = v.object({ intent: v.literal("start"), caseId: RecordId });

export const loader = handledLoader(async ({ request, context, params }: LoaderFunctionArgs) => {
  const member = await requireMember(context, request, params.code, "work cases");
  return json({ cases: await listMyCases(context.db, member), timeZone: member.user.timeZone, now: new Date().toISOString() });
});

/** Start: the case goes In progress and the capture opens with its company and the case preselected. */
export const action = handled(async ({ request, context, params }: ActionFunctionArgs) => {
  const member = await requireMember(context, request, params.code, "work cases");
  const { caseId } = await readForm(request, StartForm);
  await startCase(context.db, member, caseId);
  return redirect(captureUrl(member.org.code, caseId));
});

export default function MyCasesRoute() {
  return <MyCasesPage {...useLoaderData<typeof loader>()} />;
}
