import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { requireUser } from "../features/account/session.server";
import { applyRestore, planRestore } from "../features/backup/backup.server";
import { readServerBackup } from "../features/backup/server-backups.server";
import { restoreSummary } from "../features/backup/restore-file";
import { ServerRestorePage } from "../features/backup/ServerRestorePage";
import * as v from "valibot";
import { done, handled, readForm, Refusal } from "../platform/request.server";
import { ErrorPage } from "../ui/ErrorPage";

export const meta: MetaFunction = () => [{ title: "Restore Data · SiteProof" }];

// The plan of restoring one of the user's server backups: this page before the scripts run, the
// Data Management card's confirm dialog after (it loads the same data). A backup that is not theirs,
// gone or unreadable answers its refusal as data, so the dialog can say it too.
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const user = await requireUser(context, request);
  const day = params.day ?? "";
  try {
    const backup = await readServerBackup(context.cloudflare.env, user.id, day);
    return json({ day, plan: await planRestore(context.cloudflare.env, context.db, user, backup), error: null });
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    return json({ day, plan: null, error: error.message }, { status: error.status });
  }
}

export const action = handled(async ({ request, context, params }: ActionFunctionArgs) => {
  const user = await requireUser(context, request);
  // The confirm carries nothing: the day is in the path, the user in the session.
  await readForm(request, v.object({}));
  const backup = await readServerBackup(context.cloudflare.env, user.id, params.day ?? "");
  const applied = await applyRestore(context.cloudflare.env, context.db, user, backup);
  return done({ intent: "restore", plan: applied, message: restoreSummary(applied) });
});

export default function ServerRestoreRoute() {
  return <ServerRestorePage {...useLoaderData<typeof loader>()} posted={useActionData<typeof action>()} />;
}

export function ErrorBoundary() {
  return (
    <ErrorPage texts={{ failure: { title: "Restore Data", message: "Restore failed" } }} back={{ href: "/app/profile", label: "Back to Profile & Settings" }} />
  );
}
