import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { requireMember } from "../features/organizations/membership.server";
import { RetentionPage } from "../features/organizations/RetentionPage";
import { RETENTION_MESSAGES, RetentionForm, retentionYears } from "../features/organizations/retention";
import { setRetention } from "../features/organizations/retention.server";
import { done, handled, handledLoader, readForm } from "../platform/request.server";

// The organization's retention rule: its owner's alone.
export const loader = handledLoader(async ({ request, context, params }: LoaderFunctionArgs) => {
  const { org } = await requireMember(context, request, params.code, "set retention");
  return json({ years: org.evidenceRetentionYears });
});

// years: "keep", or one of RETENTION_YEARS.
export const action = handled(async ({ request, context, params }: ActionFunctionArgs) => {
  const member = await requireMember(context, request, params.code, "set retention");
  const { years } = await readForm(request, RetentionForm);
  await setRetention(context.db, member, retentionYears(years));
  return done({ message: RETENTION_MESSAGES.saved });
});

export default function RetentionRoute() {
  return <RetentionPage {...useLoaderData<typeof loader>()} />;
}
