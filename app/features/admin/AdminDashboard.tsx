// The admin dashboard: totals, then one tab per job. Each tab keeps its own state and its own fetcher;
// a tab mounts when first opened and then stays mounted while hidden (forceMount), so a running
// upload or a half-written broadcast survives a tab switch. Only User Management is in the page's
// first load: the other tabs' code loads when a tab is first opened (150 kB budget per page).
// `?tab=` opens the page on a tab: its forms work before the scripts run, and post back to it.
import { useRevalidator, useSearchParams } from "@remix-run/react";
import { Badge, Flex, Grid, Tabs, Text } from "@radix-ui/themes";
import { Suspense, useState } from "react";
import { lazyNamed } from "../../ui/Later";
import { SECTION_FAILURES } from "./admin-messages";
import { StatCard } from "../../ui/StatCard";
import { SectionError } from "./SectionError";
import type { DashboardData } from "./types";
import { UsersTab } from "./UsersTab";
// In the first load, not lazy: a reminder's link opens the dashboard on this tab (?tab=support).
import { SupportTab } from "./SupportTab";
import { useOnceTrue } from "../../ui/useOnceTrue";

const UploadTab = lazyNamed(() => import("./UploadTab"), "UploadTab");
const NotifyTab = lazyNamed(() => import("./NotifyTab"), "NotifyTab");
const AnalyticsTab = lazyNamed(() => import("./AnalyticsTab"), "AnalyticsTab");
const OrganizationsTab = lazyNamed(() => import("./OrganizationsTab"), "OrganizationsTab");
const SignalsTab = lazyNamed(() => import("../signals/SignalsTab"), "SignalsTab");

/**
 * A tab's panel, mounted from its first opening on. Its own boundary, unlike <Later>: a tab opened by `?tab=` is in the
 * server's page (its forms work before the scripts), and text typed into it before hydration makes React hydrate
 * it at once, which a boundary lets wait for the tab's code.
 */
function LaterTab({ value, tab, children }: { value: string; tab: string; children: React.ReactNode }) {
  const opened = useOnceTrue(tab === value);
  if (!opened) return null;
  return (
    <Tabs.Content value={value} forceMount hidden={tab !== value}>
      <Suspense fallback={<Text role="status">Loading...</Text>}>{children}</Suspense>
    </Tabs.Content>
  );
}

const TABS = ["users", "upload", "notify", "analytics", "organizations", "support", "signals"];

export function AdminDashboard({ data }: { data: DashboardData }) {
  const revalidator = useRevalidator();
  const asked = useSearchParams()[0].get("tab") ?? "";
  const [tab, setTab] = useState(TABS.includes(asked) ? asked : "users");
  const retry = () => revalidator.revalidate();
  const s = data.stats;

  return (
    <>
      {s ? (
        <Grid columns={{ initial: "2", md: "4" }} gap="3" mb="4">
          <StatCard label="Total Users" value={s.totalUsers} size="6" />
          <StatCard label="Premium Users" value={s.premiumUsers} size="6" />
          <StatCard label="Total Inspections" value={s.totalInspections} size="6" />
          <StatCard label="Total Companies" value={s.totalCompanies} size="6" />
        </Grid>
      ) : (
        <Flex direction="column" mb="4">
          <SectionError text={SECTION_FAILURES.stats} onRetry={retry} />
        </Flex>
      )}
      <Tabs.Root value={tab} onValueChange={setTab}>
        <Tabs.List>
          <Tabs.Trigger value="users">User Management</Tabs.Trigger>
          <Tabs.Trigger value="upload">Bulk Upload</Tabs.Trigger>
          <Tabs.Trigger value="notify">Notifications</Tabs.Trigger>
          <Tabs.Trigger value="analytics">Analytics</Tabs.Trigger>
          <Tabs.Trigger value="organizations">Organizations</Tabs.Trigger>
          <Tabs.Trigger value="support">
            Support
            {data.support?.open ? (
              <Badge ml="1" color={data.support.overdue ? "red" : "amber"} aria-label={`${data.support.open} open, ${data.support.overdue} overdue`}>
                {data.support.open}
                {data.support.overdue ? ` · ${data.support.overdue} overdue` : ""}
              </Badge>
            ) : null}
          </Tabs.Trigger>
          <Tabs.Trigger value="signals">Signals</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="users" forceMount hidden={tab !== "users"}>
          <UsersTab data={data} onRetry={retry} onSendNotification={() => setTab("notify")} />
        </Tabs.Content>
        <LaterTab value="upload" tab={tab}>
          <UploadTab />
        </LaterTab>
        <LaterTab value="notify" tab={tab}>
          <NotifyTab audiences={data.audiences} onRetry={retry} />
        </LaterTab>
        <LaterTab value="analytics" tab={tab}>
          <AnalyticsTab activity={data.activity} onRetry={retry} />
        </LaterTab>
        <LaterTab value="organizations" tab={tab}>
          <OrganizationsTab />
        </LaterTab>
        <LaterTab value="support" tab={tab}>
          <SupportTab />
        </LaterTab>
        <LaterTab value="signals" tab={tab}>
          <SignalsTab />
        </LaterTab>
      </Tabs.Root>
    </>
  );
}
