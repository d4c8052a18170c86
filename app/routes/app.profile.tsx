import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { isRouteErrorResponse, useLoaderData, useRouteError } from "@remix-run/react";
import { Callout } from "@radix-ui/themes";
import { eq } from "drizzle-orm";
import { ProfilePage } from "../components/profile/ProfilePage";
import { PageHeader } from "../components/PageHeader";
import { applyRestore, planRestore } from "../lib/backup.server";
import { readBackup } from "../lib/backup/backup-file";
import { schema } from "../lib/db.server";
import { PROFILE_MESSAGES, SETTING_KEYS, validateProfile } from "../lib/profile/profile-form";
import { requireUser } from "../lib/session.server";

export const meta: MetaFunction = () => [{ title: "Profile & Settings · SiteProof" }];
const MAX_BACKUP_BYTES = 10 * 1_048_576;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(context, request);
  const s = user.settings;
  return json({
    profile: { email: user.email, firstName: user.firstName, lastName: user.lastName, organization: user.organization ?? "", phoneNumber: user.phoneNumber ?? "", address: user.address ?? "", accountType: user.accountType, createdAt: user.createdAt, updatedAt: user.updatedAt, photoUrl: user.photoUrl },
    settings: { emailNotifications: s.emailNotifications ?? true, pushNotifications: s.pushNotifications ?? true, locationTracking: s.locationTracking ?? true, autoBackup: s.autoBackup ?? false },
    adminEmail: context.cloudflare.env.ADMIN_EMAILS.split(",")[0]?.trim() ?? "",
  });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(context, request);
  const form = await request.formData();
  const intent = String(form.get("intent"));
  const now = new Date().toISOString();
  if (intent === "profile") {
    const checked = validateProfile(Object.fromEntries(form));
    if (!checked.ok) return json({ intent, ok: false, message: Object.values(checked.errors)[0] ?? PROFILE_MESSAGES.saveFailed, fieldErrors: checked.errors }, { status: 422 });
    await context.db.update(schema.users).set({ ...checked.data, phoneNumber: checked.data.phoneNumber || null, updatedAt: now }).where(eq(schema.users.id, user.id));
    return json({ intent, ok: true, message: PROFILE_MESSAGES.saved });
  }
  if (intent === "settings") {
    const next = Object.fromEntries(SETTING_KEYS.map((k) => [k, form.get(k) === "true"]));
    await context.db.update(schema.users).set({ settings: { ...user.settings, ...next }, updatedAt: now }).where(eq(schema.users.id, user.id));
    return json({ intent, ok: true, message: "Settings saved" });
  }
  if (intent === "restore-preview" || intent === "restore") {
    const file = form.get("file");
    if (!(file instanceof File) || file.size === 0) return json({ intent, ok: false, message: "Please choose a backup file" }, { status: 400 });
    if (file.size > MAX_BACKUP_BYTES) return json({ intent, ok: false, message: "The backup file is larger than 10 MB" }, { status: 400 });
    const read = readBackup(await file.text());
    if (!read.ok) return json({ intent, ok: false, message: read.error }, { status: 400 });
    if (intent === "restore-preview") return json({ intent, ok: true, plan: await planRestore(context.db, user.id, read.backup) });
    const done = await applyRestore(context.cloudflare.env, context.db, user, read.backup);
    const added = done.companies.add + done.inspections.add + done.visits.add;
    const updated = done.companies.update + done.visits.update;
    return json({ intent, ok: true, plan: done, message: `Restore complete: ${added} added, ${updated} updated` });
  }
  return json({ intent, ok: false, message: "Unknown action" }, { status: 400 });
}

export default function ProfileRoute() {
  return <ProfilePage {...useLoaderData<typeof loader>()} />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  return (
    <>
      <PageHeader title="Profile & Settings" />
      <Callout.Root color="red" role="alert">
        <Callout.Text>{isRouteErrorResponse(error) && error.status === 404 ? PROFILE_MESSAGES.notFound : "Failed to load profile"}</Callout.Text>
      </Callout.Root>
    </>
  );
}
