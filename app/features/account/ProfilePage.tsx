import { Link, useFetcher } from "@remix-run/react";
import { Badge, Button, Card, Flex, Grid, Heading, Switch, Text, TextField } from "@radix-ui/themes";
import { ExitIcon } from "@radix-ui/react-icons";
import { useEffect, useState } from "react";
import { DataManagementCard } from "../backup/DataManagementCard";
import { type ProfileErrors, validateProfile } from "./profile-form";
import { notify } from "../../ui/toast";
import { useFetcherResult } from "../../ui/useFetcherResult";
import { PageHeader } from "../../ui/PageHeader";
import { useSignOut } from "../../ui/shell/AppShell";
import type { PROFILE_SETTINGS, Settings as AllSettings } from "../../platform/settings";

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
type Settings = Pick<AllSettings, (typeof PROFILE_SETTINGS)[number]>;
type Result = { intent: string; ok: boolean; message?: string; fieldErrors?: ProfileErrors };

const FIELDS: [keyof ProfileErrors, string, string?][] = [
  ["firstName", "First Name"],
  ["lastName", "Last Name"],
  ["organization", "Organization"],
  ["phoneNumber", "Phone Number", "tel"],
  ["address", "Address"],
];
const SETTINGS: [keyof Settings, string, string][] = [
  ["emailNotifications", "Email Notifications", "Mails about your account and visits"],
  ["pushNotifications", "Push Notifications", "Visit reminders on this device, even with SiteProof closed"],
  ["locationTracking", "Location Tracking", "Geotag photos with this device's position while you capture"],
  ["autoBackup", "Auto Backup", "Keep a daily backup of your data on the server"],
];
const day = (iso: string) => new Date(iso).toLocaleDateString("en-GB");

export function ProfilePage({ profile, settings, adminEmail }: { profile: Profile; settings: Settings; adminEmail: string }) {
  const saver = useFetcher<Result>();
  const settingsFetcher = useFetcher<Result>();
  const [editing, setEditing] = useState(false);
  const [values, setValues] = useState(profile);
  const [errors, setErrors] = useState<ProfileErrors>({});
  const signOut = useSignOut();
  const say = (text: string, ok: boolean) => notify(text, ok ? "success" : "error");

  useEffect(() => {
    if (!editing) setValues(profile);
  }, [profile, editing]);
  useFetcherResult(saver, (d) => {
    if (d.fieldErrors) setErrors(d.fieldErrors);
    if (d.ok) setEditing(false);
    say(d.ok ? d.message! : "Failed to save profile", d.ok);
  });
  useFetcherResult(settingsFetcher, (d) => say(d.message ?? "", d.ok));

  const save = () => {
    const checked = validateProfile(values);
    if (!checked.ok) return setErrors(checked.errors);
    saver.submit({ intent: "profile", ...checked.data }, { method: "post" });
  };

  return (
    <>
      <PageHeader title="Profile & Settings" />
      <Flex direction="column" gap="4" className="sp-narrow">
        <Card>
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
                      type={(type as "tel") ?? "text"}
                      value={values[key]}
                      aria-invalid={errors[key] ? true : undefined}
                      onChange={(e) => {
                        setValues((v) => ({ ...v, [key]: e.target.value }));
                        setErrors((er) => ({ ...er, [key]: undefined }));
                      }}
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
                <Button
                  variant="soft"
                  color="gray"
                  onClick={() => {
                    setEditing(false);
                    setValues(profile);
                    setErrors({});
                  }}
                  disabled={saver.state !== "idle"}
                >
                  Cancel
                </Button>
                <Button onClick={save} disabled={saver.state !== "idle"}>
                  {saver.state !== "idle" ? "Saving..." : "Save"}
                </Button>
              </>
            ) : (
              <Button onClick={() => setEditing(true)}>Edit Profile</Button>
            )}
          </Flex>
        </Card>

        <Card>
          <Heading as="h2" size="4" mb="3">
            Settings
          </Heading>
          <Flex direction="column" gap="3">
            {SETTINGS.map(([key, label, hint]) => (
              <Text as="label" key={key} size="2">
                <Flex justify="between" align="center" gap="3">
                  <span>
                    <Text weight="medium">{label}</Text>
                    <br />
                    <Text size="1" color="gray">
                      {hint}
                    </Text>
                  </span>
                  <Switch
                    checked={settings[key]}
                    onCheckedChange={(checked) =>
                      settingsFetcher.submit(
                        { intent: "settings", ...Object.fromEntries(Object.entries({ ...settings, [key]: checked }).map(([k, v]) => [k, String(v)])) },
                        { method: "post" },
                      )
                    }
                  />
                </Flex>
              </Text>
            ))}
          </Flex>
        </Card>

        <DataManagementCard />

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
