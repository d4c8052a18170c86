import { useFetcher, useRevalidator } from "@remix-run/react";
import { Badge, Button, Callout, Card, Dialog, Flex, Heading, IconButton, Switch, Text } from "@radix-ui/themes";
import { LazyMenu } from "../../ui/LazyMenu";
import { BellIcon, DotsVerticalIcon, GearIcon, TrashIcon } from "@radix-ui/react-icons";
import { useEffect, useState } from "react";
import { disablePush, enablePush, PUSH_OUTCOME_TEXT, type PushCheck } from "./push";
import { notifyResult } from "../../ui/toast";
import { useFetcherResult } from "../../ui/useFetcherResult";
import { PageHeader } from "../../ui/PageHeader";
import type { NOTIFICATION_SETTINGS, Settings as AllSettings } from "../../platform/settings";

type Filter = "all" | "unread" | "read";
interface Item {
  id: string;
  title: string;
  message: string;
  read: boolean;
  sentAt: string;
  readAt: string | null;
}
type Settings = Pick<AllSettings, (typeof NOTIFICATION_SETTINGS)[number]>;

const SETTING_LABELS: [keyof Settings, string][] = [
  ["emailNotifications", "Email"],
  ["pushNotifications", "Push"],
  ["inspectionReminders", "Inspection Reminders"],
  ["visitReminders", "Visit Reminders"],
  ["systemUpdates", "System Updates"],
];
const EMPTY: Record<Filter, [string, string | null]> = {
  all: ["No notifications", null],
  unread: ["No unread notifications", "All caught up!"],
  read: ["No read notifications", null],
};
const REFRESH_MS = 300_000;
const when = (iso: string) => new Date(iso).toLocaleString("en-GB", { hour12: false });

export function NotificationsPage({
  notifications,
  counts,
  settings,
  vapidPublicKey,
}: {
  notifications: Item[];
  counts: Record<Filter, number>;
  settings: Settings;
  vapidPublicKey: string;
}) {
  const [filter, setFilter] = useState<Filter>("all");
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [draft, setDraft] = useState(settings);
  const [pushNote, setPushNote] = useState<string | null>(null);
  const act = useFetcher<{ ok: boolean; message: string }>();
  const revalidator = useRevalidator();
  const { revalidate } = revalidator;

  // Spec 1 §9: the list refreshes every 5 minutes; live messages refresh it at once (AppShell).
  useEffect(() => {
    const t = setInterval(revalidate, REFRESH_MS);
    window.addEventListener("siteproof:notification", revalidate);
    return () => {
      clearInterval(t);
      window.removeEventListener("siteproof:notification", revalidate);
    };
  }, [revalidate]);

  useFetcherResult(act, notifyResult);

  const send = (fields: Record<string, string>) => act.submit(fields, { method: "post" });
  const shown = notifications.filter((n) => filter === "all" || (filter === "unread" ? !n.read : n.read));

  const saveSettings = async () => {
    let note: string | null = null;
    if (draft.pushNotifications !== settings.pushNotifications) {
      if (draft.pushNotifications) {
        const outcome: PushCheck = await enablePush(vapidPublicKey).catch(() => "unsupported-browser" as const);
        if (outcome !== "ok") note = PUSH_OUTCOME_TEXT[outcome];
      } else await disablePush();
    }
    setPushNote(note);
    send({ intent: "settings", ...Object.fromEntries(Object.entries(draft).map(([k, val]) => [k, String(val)])) });
    setSettingsOpen(false);
  };

  return (
    <>
      <PageHeader title="Notifications">
        <Flex gap="2" mt="2" align="center">
          <Badge color={counts.unread ? "red" : "gray"} size="2">
            {counts.unread} unread
          </Badge>
        </Flex>
      </PageHeader>
      {pushNote ? (
        <Callout.Root color="amber" mb="3" role="alert">
          <Callout.Text>{pushNote}</Callout.Text>
        </Callout.Root>
      ) : null}
      <Flex gap="2" mb="4" wrap="wrap" align="center">
        {(["all", "unread", "read"] as Filter[]).map((f) => (
          <Button key={f} variant={filter === f ? "solid" : "soft"} onClick={() => setFilter(f)} aria-pressed={filter === f}>
            {f === "all" ? "All" : f === "unread" ? "Unread" : "Read"} ({counts[f]})
          </Button>
        ))}
        <Button variant="outline" onClick={() => send({ intent: "read-all" })} disabled={counts.unread === 0 || act.state !== "idle"}>
          Mark All Read
        </Button>
        <IconButton
          variant="soft"
          aria-label="Notification settings"
          onClick={() => {
            setDraft(settings);
            setSettingsOpen(true);
          }}
        >
          <GearIcon />
        </IconButton>
        <LazyMenu
          trigger={
            <IconButton variant="soft" aria-label="More actions">
              <DotsVerticalIcon />
            </IconButton>
          }
        >
          {(M) => (
            <>
              <M.Item onSelect={() => send({ intent: "read-all" })}>Mark All as Read</M.Item>
              <M.Item color="red" onSelect={() => send({ intent: "clear" })}>
                Clear All Notifications
              </M.Item>
            </>
          )}
        </LazyMenu>
      </Flex>
      {shown.length === 0 ? (
        <Flex direction="column" align="center" gap="2" py="9">
          <BellIcon width={40} height={40} color="var(--gray-9)" aria-hidden="true" />
          <Text size="5" weight="bold">
            {EMPTY[filter][0]}
          </Text>
          {EMPTY[filter][1] ? <Text color="gray">{EMPTY[filter][1]}</Text> : null}
        </Flex>
      ) : (
        <Flex direction="column" gap="2" role="list" aria-label="Notifications">
          {shown.map((n) => (
            <Card key={n.id} role="listitem" asChild>
              <article aria-label={n.title} className={n.read ? undefined : "sp-unread"}>
                <Flex justify="between" gap="3" align="start">
                  <button
                    type="button"
                    className="sp-notification"
                    onClick={() => !n.read && send({ intent: "read", id: n.id })}
                    aria-label={n.read ? n.title : `Mark "${n.title}" as read`}
                  >
                    <Flex align="center" gap="2">
                      <Heading as="h2" size="3">
                        {n.title}
                      </Heading>
                      {n.read ? null : (
                        <Badge color="blue" size="1">
                          New
                        </Badge>
                      )}
                    </Flex>
                    <Text as="p" size="2">
                      {n.message}
                    </Text>
                    <Text as="p" size="1" color="gray">
                      Sent {when(n.sentAt)}
                      {n.readAt ? ` · Read ${when(n.readAt)}` : ""}
                    </Text>
                  </button>
                  <IconButton variant="ghost" color="red" aria-label={`Delete "${n.title}"`} onClick={() => send({ intent: "delete", id: n.id })}>
                    <TrashIcon />
                  </IconButton>
                </Flex>
              </article>
            </Card>
          ))}
        </Flex>
      )}
      <Dialog.Root open={settingsOpen} onOpenChange={setSettingsOpen}>
        <Dialog.Content maxWidth="420px" aria-describedby={undefined}>
          <Dialog.Title>Notification Settings</Dialog.Title>
          <Flex direction="column" gap="3">
            {SETTING_LABELS.map(([key, label]) => (
              <Text as="label" size="2" key={key}>
                <Flex justify="between" align="center">
                  {label}
                  <Switch checked={draft[key]} onCheckedChange={(c) => setDraft((d) => ({ ...d, [key]: c }))} />
                </Flex>
              </Text>
            ))}
          </Flex>
          <Flex gap="3" justify="end" mt="4">
            <Dialog.Close>
              <Button variant="soft" color="gray">
                Cancel
              </Button>
            </Dialog.Close>
            <Button onClick={saveSettings}>Save</Button>
          </Flex>
        </Dialog.Content>
      </Dialog.Root>
    </>
  );
}
