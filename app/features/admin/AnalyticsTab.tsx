import { Badge, Button, Card, Flex, Grid, Heading, Text } from "@radix-ui/themes";
import { useState } from "react";
import { ANALYTICS_FAILED, SECTION_FAILURES } from "./admin-messages";
import { SectionError } from "./SectionError";
import type { DashboardData } from "./types";

type Analytics = {
  userGrowth: { month: string; users: number }[];
  inspectionTrends: { month: string; inspections: number }[];
  topCompanies: { name: string; inspections: number }[];
};
const when = (iso: string) => new Date(iso).toLocaleString("en-GB", { hour12: false });

/** Analytics: detailed figures on demand, and the recent activity and admin log from the page's data. */
export function AnalyticsTab({ activity, onRetry }: { activity: DashboardData["activity"]; onRetry: () => void }) {
  const [analytics, setAnalytics] = useState<Analytics | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);

  const load = async () => {
    setLoading(true);
    setError(null);
    try {
      const res = await fetch("/app/admin/analytics", { headers: { Accept: "application/json" } });
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      setAnalytics(await res.json<Analytics>());
    } catch {
      setError(ANALYTICS_FAILED);
    } finally {
      setLoading(false);
    }
  };

  return (
    <Flex direction="column" gap="4" pt="4">
      <Button style={{ alignSelf: "start" }} loading={loading} onClick={load}>
        Load Detailed Analytics
      </Button>
      {error ? <SectionError text={error} onRetry={load} /> : null}
      {analytics ? (
        <Grid columns={{ initial: "1", md: "3" }} gap="3">
          <Card>
            <Heading as="h3" size="3" mb="2">
              User growth
            </Heading>
            {analytics.userGrowth.map((g) => (
              <Text as="p" size="2" key={g.month}>
                {g.month}: {g.users}
              </Text>
            ))}
          </Card>
          <Card>
            <Heading as="h3" size="3" mb="2">
              Inspection trends
            </Heading>
            {analytics.inspectionTrends.map((g) => (
              <Text as="p" size="2" key={g.month}>
                {g.month}: {g.inspections}
              </Text>
            ))}
          </Card>
          <Card>
            <Heading as="h3" size="3" mb="2">
              Top companies
            </Heading>
            {analytics.topCompanies.map((c) => (
              <Text as="p" size="2" key={c.name}>
                {c.name}: {c.inspections}
              </Text>
            ))}
          </Card>
        </Grid>
      ) : null}
      <Card>
        <Heading as="h3" size="3" mb="2">
          Recent Activity
        </Heading>
        {activity ? (
          <>
            <ul className="sp-plain-list" aria-label="Recent Activity">
              {activity.items.map((a) => (
                <li key={`${a.type}-${a.id}`}>
                  <Flex justify="between" gap="2">
                    <Text size="2">
                      {a.title}: {a.description}
                    </Text>
                    <Badge color={a.status === "completed" || a.status === "success" ? "green" : "blue"}>{a.status}</Badge>
                  </Flex>
                  <Text size="1" color="gray">
                    {when(a.timestamp)}
                  </Text>
                </li>
              ))}
            </ul>
            <Heading as="h3" size="3" my="2">
              Admin activity log
            </Heading>
            <ul className="sp-plain-list" aria-label="Admin activity log">
              {activity.log.map((l) => (
                <li key={l.id}>
                  <Text size="2">
                    {l.adminEmail}: {l.description}
                  </Text>{" "}
                  <Text size="1" color="gray">
                    {when(l.createdAt)}
                  </Text>
                </li>
              ))}
            </ul>
          </>
        ) : (
          <SectionError text={SECTION_FAILURES.activity} onRetry={onRetry} />
        )}
      </Card>
    </Flex>
  );
}
