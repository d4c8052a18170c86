import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import * as v from "valibot";
import { type ProfileAnswer, ProfilePage } from "../features/account/ProfilePage";
import { DataManagementCard } from "../features/backup/DataManagementCard";
import { ErrorPage } from "../ui/ErrorPage";
import { applyRestore, planRestore } from "../features/backup/backup.server";
import { readBackup } from "../features/backup/backup-file";
import { serverBackupsView } from "../features/backup/server-backups.server";
import { chosenBackup, MAX_BACKUP_BYTES, restoreSummary } from "../features/backup/restore-file";
import { PROFILE_FIELDS, PROFILE_MESSAGES, ProfileSchema } from "../features/account/profile-form";
import { updateProfile } from "../features/account/profile.server";
import { done, handled, readFormData, Refusal } from "../platform/request.server";
import { parseTypedForm } from "../platform/typed-form.server";
import { requireUser } from "../features/account/session.server";
import { pick, PROFILE_SETTINGS, readSettings, switchesSchema } from "../platform/settings";
import { saveSettings } from "../platform/settings.server";

export const meta: MetaFunction = () => [{ title: "Profile & Settings · SiteProof" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(context, request);
  return json({
    profile: {
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      organization: user.organization ?? "",
      phoneNumber: user.phoneNumber ?? "",
      address: user.address ?? "",
      accountType: user.accountType,
      createdAt: user.createdAt,
      updatedAt: user.updatedAt,
      photoUrl: user.photoUrl,
    },
    settings: pick(readSettings(user.settings, user.accountType), PROFILE_SETTINGS),
    serverBackups: await serverBackupsView(context.cloudflare.env, user),
    adminEmail: context.cloudflare.env.ADMIN_EMAILS.split(",")[0]?.trim() ?? "",
  });
}

const file = v.optional(v.unknown());
const Action = v.variant("intent", [
  v.object({ intent: v.literal("profile"), ...ProfileSchema.entries }),
  v.object({ intent: v.literal("settings"), ...switchesSchema(PROFILE_SETTINGS) }),
  v.object({ intent: v.literal("restore-preview"), file }),
  v.object({ intent: v.literal("restore"), file }),
]);

export const action = handled(async ({ request, context }: ActionFunctionArgs) => {
  const user = await requireUser(context, request);
  const form = await readFormData(request, { maxBytes: MAX_BACKUP_BYTES + 64 * 1024 });
  const input = parseTypedForm(form, Action, PROFILE_FIELDS);
  const { intent } = input;
  if (input.intent === "profile") {
    const { intent: _, ...profile } = input;
    await updateProfile(context.db, user.id, profile);
    return done({ intent, message: PROFILE_MESSAGES.saved });
  }
  if (input.intent === "settings") {
    const { intent: _, ...next } = input;
    await saveSettings(context.db, user.id, next);
    return done({ intent, message: "Settings saved" });
  }
  const refuse = (message: string) => new Refusal(400, message, { intent });
  const chosen = chosenBackup(input.file);
  if (!chosen.ok) throw refuse(chosen.error);
  const read = readBackup(await chosen.file.text());
  if (!read.ok) throw refuse(read.error);
  if (input.intent === "restore-preview") return done({ intent, plan: await planRestore(context.cloudflare.env, context.db, user, read.backup) });
  const applied = await applyRestore(context.cloudflare.env, context.db, user, read.backup);
  return done({ intent, plan: applied, message: restoreSummary(applied) });
});

export default function ProfileRoute() {
  const { serverBackups, ...data } = useLoaderData<typeof loader>();
  return (
    <ProfilePage
      {...data}
      keptBackups={serverBackups.kept}
      dataManagement={<DataManagementCard serverBackups={serverBackups} />}
      posted={useActionData<ProfileAnswer>()}
    />
  );
}

// The spec's own sentences, under the page's title.
const PROFILE_ERRORS = {
  404: { title: "Profile & Settings", message: PROFILE_MESSAGES.notFound },
  failure: { title: "Profile & Settings", message: "Failed to load profile" },
};

export function ErrorBoundary() {
  return <ErrorPage texts={PROFILE_ERRORS} retry />;
}
