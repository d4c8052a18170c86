import { Form, useSubmit } from "@remix-run/react";
import { Flex, Switch, Text } from "@radix-ui/themes";
import { useState } from "react";
import { disablePush, enablePush, PUSH_OUTCOME_TEXT, type PushCheck } from "./push";
import type { NOTIFICATION_SETTINGS, Settings as AllSettings } from "../../platform/settings";
import { DoneCallout, RouteDialog, RouteFormActions } from "../../ui/RouteDialog";
import { useRouteForm } from "../../ui/useRouteForm";

type Settings = Pick<AllSettings, (typeof NOTIFICATION_SETTINGS)[number]>;

const SETTING_LABELS: [keyof Settings, string][] = [
  ["emailNotifications", "Email"],
  ["pushNotifications", "Push"],
  ["inspectionReminders", "Inspection Reminders"],
  ["visitReminders", "Visit Reminders"],
  ["systemUpdates", "System Updates"],
];

/**
 * "Notification Settings" (/app/notifications/settings): switches once the scripts run, check boxes
 * before. Turning Push on or off asks the browser first (with the scripts); the list shows why it could not.
 */
export function NotificationSettings({ settings, vapidPublicKey }: { settings: Settings; vapidPublicKey: string }) {
  const [pushNote, setPushNote] = useState<string | null>(null);
  const { ref, hydrated, carried, data, back, busy } = useRouteForm<{ ok: boolean; message?: string }>("/app/notifications", undefined, { pushNote });
  const submit = useSubmit();
  const checked = (key: keyof Settings) => (carried ? carried[key] === "true" : settings[key]);

  const save = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    const push = new FormData(form).get("pushNotifications") === "true";
    let note: string | null = null;
    if (push !== settings.pushNotifications) {
      if (push) {
        const outcome: PushCheck = await enablePush(vapidPublicKey).catch(() => "unsupported-browser" as const);
        if (outcome !== "ok") note = PUSH_OUTCOME_TEXT[outcome];
      } else await disablePush();
    }
    setPushNote(note);
    submit(form, { method: "post", preventScrollReset: true });
  };

  return (
    <RouteDialog title="Notification Settings" back={back} hydrated={hydrated} busy={busy} maxWidth="420px">
      {data?.ok && !hydrated ? (
        <DoneCallout message={data.message} back={back} />
      ) : (
        <Form method="post" ref={ref} onSubmit={save} preventScrollReset>
          <input type="hidden" name="intent" value="settings" />
          <Flex direction="column" gap="3">
            {SETTING_LABELS.map(([key, label]) => (
              <Text as="label" size="2" key={key}>
                <Flex justify="between" align="center">
                  {label}
                  {hydrated ? (
                    <Switch name={key} value="true" defaultChecked={checked(key)} />
                  ) : (
                    <input type="checkbox" name={key} value="true" defaultChecked={checked(key)} />
                  )}
                </Flex>
              </Text>
            ))}
          </Flex>
          <RouteFormActions back={back} busy={busy} submitLabel="Save" busyLabel={null} />
        </Form>
      )}
    </RouteDialog>
  );
}
