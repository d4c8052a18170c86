// Profile & Settings' switches. Each switch is the submit button of a small form that sends every
// setting with its own turned over, so a tap before the page's scripts run posts natively too.
import { useFetcher } from "@remix-run/react";
import { Card, Flex, Heading, Switch, Text } from "@radix-ui/themes";
import { notify } from "../../ui/toast";
import { useFetcherResult } from "../../ui/useFetcherResult";
import type { PROFILE_SETTINGS, Settings as AllSettings } from "../../platform/settings";

export type ProfileSettings = Pick<AllSettings, (typeof PROFILE_SETTINGS)[number]>;
type Result = { ok: boolean; message?: string };

/** Each switch, its label and its hint (Auto Backup's names what the account's plan keeps). */
const SETTINGS: [keyof ProfileSettings, string, (keptBackups: number) => string][] = [
  ["emailNotifications", "Email Notifications", () => "Mails about your account and visits"],
  ["pushNotifications", "Push Notifications", () => "Visit reminders on this device, even with SiteProof closed"],
  ["locationTracking", "Location Tracking", () => "Geotag photos with this device's position while you capture"],
  ["autoBackup", "Auto Backup", (kept) => `Keeps the last ${kept} daily backups on the server`],
];

export function SettingsCard({ settings, keptBackups }: { settings: ProfileSettings; keptBackups: number }) {
  const fetcher = useFetcher<Result>();
  useFetcherResult(fetcher, (d) => notify(d.message ?? "", d.ok ? "success" : "error"));
  // While a change is on its way, the switches show it.
  const sending = fetcher.formData;
  const shown = (key: keyof ProfileSettings) => (sending ? sending.get(key) === "true" : settings[key]);

  return (
    <Card>
      <Heading as="h2" size="4" mb="3">
        Settings
      </Heading>
      <Flex direction="column" gap="3">
        {SETTINGS.map(([key, label, hint]) => (
          <fetcher.Form key={key} method="post" action="/app/profile">
            <input type="hidden" name="intent" value="settings" />
            {SETTINGS.map(([k]) => (
              <input key={k} type="hidden" name={k} value={String(k === key ? !shown(k) : shown(k))} />
            ))}
            <Text as="label" size="2">
              <Flex justify="between" align="center" gap="3">
                <span>
                  <Text weight="medium">{label}</Text>
                  <br />
                  <Text size="1" color="gray">
                    {hint(keptBackups)}
                  </Text>
                </span>
                <Switch type="submit" checked={shown(key)} />
              </Flex>
            </Text>
          </fetcher.Form>
        ))}
      </Flex>
    </Card>
  );
}
