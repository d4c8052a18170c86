// The admin dashboard: totals, then one tab per job. Each tab keeps its own state and its own fetcher;
// the tabs stay mounted while hidden (forceMount), so a running upload or a half-written broadcast survives a tab switch.
import { useRevalidator } from "@remix-run/react";
import { Flex, Grid, Tabs } from "@radix-ui/themes";
import { useState } from "react";
import { SECTION_FAILURES } from "./admin-messages";
import { StatCard } from "../../ui/StatCard";
import { AnalyticsTab } from "./AnalyticsTab";
import { NotifyTab } from "./NotifyTab";
import { SectionError } from "./SectionError";
import type { DashboardData } from "./types";
import { UploadTab } from "./UploadTab";
import { UsersTab } from "./UsersTab";
import { SignalsTab } from "../signals/SignalsTab";

export function AdminDashboard({ data }: { data: DashboardData }) {
  const revalidator = useRevalidator();
  const [tab, setTab] = useState("users");
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
          <Tabs.Trigger value="signals">Signals</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="users" forceMount hidden={tab !== "users"}>
          <UsersTab data={data} onRetry={retry} onSendNotification={() => setTab("notify")} />
        </Tabs.Content>
        <Tabs.Content value="upload" forceMount hidden={tab !== "upload"}>
          <UploadTab />
        </Tabs.Content>
        <Tabs.Content value="notify" forceMount hidden={tab !== "notify"}>
          <NotifyTab audiences={data.audiences} onRetry={retry} />
        </Tabs.Content>
        <Tabs.Content value="analytics" forceMount hidden={tab !== "analytics"}>
          <AnalyticsTab activity={data.activity} onRetry={retry} />
        </Tabs.Content>
        {tab === "signals" ? (
          <Tabs.Content value="signals">
            <SignalsTab />
          </Tabs.Content>
        ) : null}
      </Tabs.Root>
    </>
  );
}
