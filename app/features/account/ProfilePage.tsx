// Profile & Settings: the profile form, the switches, backup and restore. Every form is a real one, so
// text typed before the page's scripts run survives them and a save sent before them is answered in place.
import { Link, useFetcher, useSearchParams } from "@remix-run/react";
import { Badge, Button, Callout, Card, Flex, Grid, Heading, Text, TextField } from "@radix-ui/themes";
import { ExitIcon } from "@radix-ui/react-icons";
import { type FormEvent, type MouseEvent, useState } from "react";
import { PROFILE_MESSAGES, type ProfileErrors, validateProfile } from "./profile-form";
import { type ProfileSettings, SettingsCard } from "./SettingsCard";
import { notify } from "../../ui/toast";
import { useFetcherResult } from "../../ui/useFetcherResult";
import { PageHeader } from "../../ui/PageHeader";
import { useSignOut } from "../../ui/shell/AppShell";

type Profile = {
  email: string;
  firstName: string;
  lastName: string;
  organization: string;
  phoneNumber: string;
  address: string;
  accountType: string;
  createdAt: string;
  updatedAt: string;
};
/** An answer of the page's action; `posted` is one that came back with the page (a native post, before the scripts ran). */
export type ProfileAnswer = { intent?: string; ok: boolean; message?: string; fieldErrors?: ProfileErrors; values?: Record<string, string> };

const FIELDS: [keyof ProfileErrors, string, string?][] = [
  ["firstName", "First Name"],
  ["lastName", "Last Name"],
  ["organization", "Organization"],
  ["phoneNumber", "Phone Number", "tel"],
  ["address", "Address"],
];
const day = (iso: string) => new Date(iso).toLocaleDateString("en-GB");
/** A link before the page's scripts run; once they run, `then` in place of the navigation. */
const inPlace = (then: () => void) => (e: MouseEvent) => {
  e.preventDefault();
  then();
};

export function ProfilePage({
  profile,
  settings,
  adminEmail,
  keptBackups,
  dataManagement,
  posted,
}: {
  profile: Profile;
  settings: ProfileSettings;
  adminEmail: string;
  keptBackups: number;
  /** The backup feature's card, put in by the route: the account feature imports no feature above it. */
  dataManagement: React.ReactNode;
  posted?: ProfileAnswer;
}) {
  const saver = useFetcher<ProfileAnswer>();
  const refused = posted?.intent === "profile" && !posted.ok ? posted : undefined;
  const [params, setParams] = useSearchParams();
  // Edit Profile is a link (?edit) so it opens the form before the scripts run; a refused native post reopens it.
  const [editing, setEditing] = useState(params.has("edit") || Boolean(refused));
  const [errors, setErrors] = useState<ProfileErrors>(refused?.fieldErrors ?? {});
  const signOut = useSignOut();
  const typed = { ...profile, ...refused?.values };

  const stopEditing = () => {
    setEditing(false);
    setErrors({});
    if (params.has("edit")) setParams({}, { replace: true, preventScrollReset: true });
  };
  useFetcherResult(saver, (d) => {
    if (d.fieldErrors) setErrors(d.fieldErrors);
    if (d.ok) stopEditing();
    notify(d.ok ? d.message! : PROFILE_MESSAGES.saveFailed, d.ok ? "success" : "error");
  });
  // Checked here first when scripts run; the server checks again either way.
  const check = (e: FormEvent<HTMLFormElement>) => {
    const checked = validateProfile(Object.fromEntries(new FormData(e.currentTarget)));
    if (!checked.ok) {
      e.preventDefault();
      setErrors(checked.errors);
    }
  };
  const busy = saver.state !== "idle";

  return (
    <>
      <PageHeader title="Profile & Settings" />
      <Flex direction="column" gap="4" className="sp-narrow">
        {posted ? (
          <Callout.Root color={posted.ok ? "green" : "red"} role={posted.ok ? "status" : "alert"}>
            <Callout.Text>{refused ? PROFILE_MESSAGES.saveFailed : posted.message}</Callout.Text>
          </Callout.Root>
        ) : null}
        <Card asChild>
          <saver.Form method="post" action="/app/profile" onSubmit={check} noValidate aria-label="Profile Information">
            <input type="hidden" name="intent" value="profile" />
            <Flex justify="between" align="center" mb="3" wrap="wrap" gap="2">
              <Heading as="h2" size="4">
                Profile Information
              </Heading>
              <Badge color={profile.accountType === "premium" ? "amber" : "gray"} size="2">
                {profile.accountType === "premium" ? "PREMIUM" : "FREE"}
              </Badge>
            </Flex>
            <Grid columns={{ initial: "1", sm: "2" }} gap="3">
              {FIELDS.map(([key, label, type]) => (
                <Flex key={key} direction="column" gap="1">
                  <Text as="label" htmlFor={`profile-${key}`} size="2" weight="medium">
                    {label}
                  </Text>
                  {editing ? (
                    <>
                      <TextField.Root
                        id={`profile-${key}`}
                        name={key}
                        type={(type as "tel") ?? "text"}
                        defaultValue={typed[key]}
                        aria-invalid={errors[key] ? true : undefined}
                        onChange={() => errors[key] && setErrors((er) => ({ ...er, [key]: undefined }))}
                      />
                      {errors[key] ? (
                        <Text size="1" color="red">
                          {errors[key]}
                        </Text>
                      ) : null}
                    </>
                  ) : (
                    <Text id={`profile-${key}`}>{profile[key] || "—"}</Text>
                  )}
                </Flex>
              ))}
              <Flex direction="column" gap="1">
                <Text as="label" htmlFor="profile-email" size="2" weight="medium">
                  Email
                </Text>
                {editing ? (
                  <TextField.Root id="profile-email" value={profile.email} disabled aria-describedby="email-note" />
                ) : (
                  <Text id="profile-email">{profile.email}</Text>
                )}
                {editing ? (
                  <Text id="email-note" size="1" color="gray">
                    Email cannot be changed
                  </Text>
                ) : null}
              </Flex>
            </Grid>
            <Text as="p" size="1" color="gray" mt="3">
              Account created {day(profile.createdAt)} · Last updated {day(profile.updatedAt)}
            </Text>
            <Flex gap="2" mt="3">
              {editing ? (
                <>
                  <Button variant="soft" color="gray" asChild>
                    <Link to="/app/profile" onClick={inPlace(stopEditing)}>
                      Cancel
                    </Link>
                  </Button>
                  <Button type="submit" disabled={busy}>
                    {busy ? "Saving..." : "Save"}
                  </Button>
                </>
              ) : (
                <Button asChild>
                  <Link to="?edit" onClick={inPlace(() => setEditing(true))}>
                    Edit Profile
                  </Link>
                </Button>
              )}
            </Flex>
          </saver.Form>
        </Card>

        <SettingsCard settings={settings} keptBackups={keptBackups} />

        {dataManagement}

        <Card>
          <Heading as="h2" size="4" mb="3">
            Help &amp; Support
          </Heading>
          <Flex gap="3" wrap="wrap">
            <Link to="/app/help">Help Center</Link>
            <Link to="/app/contact">Contact Support</Link>
            <Link to="/app/support">Technical Support</Link>
            <a href={`mailto:${adminEmail}?subject=${encodeURIComponent("Privacy Policy Request")}`}>Privacy Policy</a>
          </Flex>
        </Card>

        <Flex>
          <Button color="red" variant="soft" onClick={() => signOut(true)}>
            <ExitIcon aria-hidden="true" /> Sign Out
          </Button>
        </Flex>
      </Flex>
    </>
  );
}
