import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { SchedulingPage } from "../components/scheduling/SchedulingPage";
import { requireUser } from "../lib/session.server";
import { cancelVisit, completeVisit, createVisit, listVisits, updateVisit, userToday, VisitRefused } from "../lib/visits.server";
import { validateVisit, VISIT_MESSAGES } from "../lib/visits/visit-form";

export const meta: MetaFunction = () => [{ title: "Scheduling · SiteProof" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(context, request);
  return json({ visits: await listVisits(context.db, user.id), today: userToday(user), now: new Date().toISOString() });
}

const FAILURE = { create: VISIT_MESSAGES.saveFailed, update: VISIT_MESSAGES.saveFailed, cancel: VISIT_MESSAGES.cancelFailed, complete: VISIT_MESSAGES.completeFailed } as const;

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(context, request);
  const env = context.cloudflare.env;
  const form = Object.fromEntries(await request.formData()) as Record<string, string>;
  const intent = form.intent as keyof typeof FAILURE;
  if (!(intent in FAILURE)) return json({ ok: false, message: "Unknown action" }, { status: 400 });
  try {
    if (intent === "cancel") {
      await cancelVisit(env, context.db, user, form.id);
      return json({ ok: true, message: VISIT_MESSAGES.cancelled });
    }
    if (intent === "complete") {
      await completeVisit(env, context.db, user, form.id);
      return json({ ok: true, message: VISIT_MESSAGES.completed });
    }
    const checked = validateVisit(form, userToday(user));
    if (!checked.ok) return json({ ok: false, message: Object.values(checked.errors)[0] ?? FAILURE[intent], fieldErrors: checked.errors }, { status: 422 });
    if (intent === "create") {
      await createVisit(env, context.db, user, checked.data);
      return json({ ok: true, message: VISIT_MESSAGES.scheduled });
    }
    await updateVisit(env, context.db, user, form.id, checked.data);
    return json({ ok: true, message: VISIT_MESSAGES.updated });
  } catch (error) {
    if (error instanceof VisitRefused) return json({ ok: false, message: error.status === 404 ? error.message : FAILURE[intent], detail: error.message }, { status: error.status });
    throw error;
  }
}

export default function SchedulingRoute() {
  return <SchedulingPage {...useLoaderData<typeof loader>()} />;
}
