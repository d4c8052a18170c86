import { Link, useActionData, useFetcher, useLocation, useRevalidator } from "@remix-run/react";
import { Badge, Button, Callout, Card, Flex, Heading, IconButton, Text } from "@radix-ui/themes";
import { LazyMenu } from "../../ui/LazyMenu";
import { BellIcon, DotsVerticalIcon, GearIcon, TrashIcon } from "@radix-ui/react-icons";
import { useEffect, useState } from "react";
import { notifyResult } from "../../ui/toast";
import { useFetcherResult } from "../../ui/useFetcherResult";
import { PageHeader } from "../../ui/PageHeader";
import { useHydratedForm } from "../../ui/useHydratedForm";

type Filter = "all" | "unread" | "read";
interface Item {
  id: string;
  title: string;
  message: string;
  read: boolean;
  sentAt: string;
  readAt: string | null;
}
const EMPTY: Record<Filter, [string, string | null]> = {
  all: ["No notifications", null],
  unread: ["No unread notifications", "All caught up!"],
  read: ["No read notifications", null],
};
const REFRESH_MS = 300_000;
const when = (iso: string) => new Date(iso).toLocaleString("en-GB", { hour12: false });

/** Each change is a form of its own (fetcher forms: posted before the scripts run, the answer is this page with its sentence). */
export function NotificationsPage({ notifications, counts, children }: { notifications: Item[]; counts: Record<Filter, number>; children?: React.ReactNode }) {
  const [filter, setFilter] = useState<Filter>("all");
  const { hydrated } = useHydratedForm();
  // Why Push could not be turned on, from the settings form just saved.
  const pushNote = (useLocation().state as { pushNote?: string | null } | null)?.pushNote;
  const answer = useActionData<{ ok: boolean; message: string }>();
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

  const send = (fields: Record<string, string>) => act.submit(fields, { method: "post", action: "/app/notifications" });
  const shown = notifications.filter((n) => filter === "all" || (filter === "unread" ? !n.read : n.read));
  const intentForm = (intent: string, id: string | null, button: React.ReactNode) => (
    <act.Form method="post" action="/app/notifications" style={{ display: "contents" }}>
      <input type="hidden" name="intent" value={intent} />
      {id ? <input type="hidden" name="id" value={id} /> : null}
      {button}
    </act.Form>
  );

  return (
    <>
      <PageHeader title="Notifications">
        <Flex gap="2" mt="2" align="center">
          <Badge color={counts.unread ? "red" : "gray"} size="2">
            {counts.unread} unread
          </Badge>
        </Flex>
      </PageHeader>
      {answer?.message ? (
        <Callout.Root color={answer.ok ? "green" : "red"} mb="3" role={answer.ok ? "status" : "alert"}>
          <Callout.Text>{answer.message}</Callout.Text>
        </Callout.Root>
      ) : null}
      {children}
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
        {intentForm(
          "read-all",
          null,
          <Button type="submit" variant="outline" disabled={counts.unread === 0 || act.state !== "idle"}>
            Mark All Read
          </Button>,
        )}
        <IconButton variant="soft" asChild>
          <Link to="/app/notifications/settings" aria-label="Notification settings" preventScrollReset>
            <GearIcon />
          </Link>
        </IconButton>
        {/* The menu opens with the scripts; before them its last action is a form of its own. */}
        {hydrated
          ? null
          : intentForm(
              "clear",
              null,
              <Button type="submit" variant="soft" color="red">
                Clear All Notifications
              </Button>,
            )}
        {hydrated ? (
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
        ) : null}
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
                  {intentForm(
                    "read",
                    n.id,
                    <button type={n.read ? "button" : "submit"} className="sp-notification" aria-label={n.read ? n.title : `Mark "${n.title}" as read`}>
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
                    </button>,
                  )}
                  {intentForm(
                    "delete",
                    n.id,
                    <IconButton type="submit" variant="ghost" color="red" aria-label={`Delete "${n.title}"`}>
                      <TrashIcon />
                    </IconButton>,
                  )}
                </Flex>
              </article>
            </Card>
          ))}
        </Flex>
      )}
    </>
  );
}
