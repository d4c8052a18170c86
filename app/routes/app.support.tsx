import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { useLoaderData, useRevalidator } from "@remix-run/react";
import { Badge, Button, Callout, Card, Flex, Heading, Tabs, Text } from "@radix-ui/themes";
import { useState } from "react";
import { PageHeader } from "../ui/PageHeader";
import { systemStatus } from "../features/support/health.server";
import { requireUser } from "../features/account/session.server";

export const meta: MetaFunction = () => [{ title: "Support Center · SiteProof" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(context, request);
  return json({ checks: await systemStatus(context.cloudflare.env, context.db, user.id), checkedAt: new Date().toISOString() });
}

const GUIDES: { title: string; severity: "high" | "medium" | "low"; steps: string[] }[] = [
  {
    title: "Camera does not start",
    severity: "high",
    steps: [
      "Allow camera access for this site in the browser's site settings.",
      "Close other apps or tabs that use the camera.",
      "Press Retry on the capture screen, or use Test Camera below.",
    ],
  },
  {
    title: "Location is missing or wrong",
    severity: "high",
    steps: [
      "Turn on location services on the device.",
      "Allow location for this site and turn on Location Tracking in Profile & Settings.",
      "Press the refresh button in the location panel.",
    ],
  },
  {
    title: "Inspection stays Pending",
    severity: "medium",
    steps: [
      "Check the network connection.",
      "Open the camera page: waiting inspections are sent when it opens online.",
      "Press Send now on the Pending notice.",
    ],
  },
  {
    title: "PDF report does not download",
    severity: "medium",
    steps: ["Allow downloads for this site.", "Try Report Only; if it works, a photo may be missing.", "Use Clear Cache below and try again."],
  },
  {
    title: "Reminders do not arrive",
    severity: "low",
    steps: ["Turn on Push in Notifications → settings.", "Allow notifications for this site in the browser.", "Keep Visit Reminders on in the same settings."],
  },
  {
    title: "The app looks out of date",
    severity: "low",
    steps: ["Use Refresh Page below.", "If that does not help, use Clear Cache.", "Sign in again if asked."],
  },
];
const SEVERITY_COLOR = { high: "red", medium: "amber", low: "green" } as const;

const REQUIREMENTS = [
  ["Browsers", "Chrome 90+ and Firefox 88+ (recommended), Safari 14+, Edge 90+"],
  ["Memory", "At least 2 GB RAM (4 GB best)"],
  ["Network", "1 Mbps or more; inspections can be saved offline and sent later"],
  ["Camera", "Any camera the browser can use; photos from files work too"],
  ["Location", "GPS or network location, allowed for this site"],
  ["Notifications", "A browser with service workers and push for reminders with the app closed"],
];

function QuickFixes() {
  const [result, setResult] = useState<string | null>(null);
  const clearCache = async () => {
    if ("caches" in window) for (const key of await caches.keys()) await caches.delete(key);
    localStorage.clear();
    sessionStorage.clear();
    window.location.reload();
  };
  const checkPermissions = async () => {
    const query = (name: string) =>
      navigator.permissions?.query({ name: name as PermissionName }).then(
        (p) => p.state,
        () => "unknown",
      ) ?? Promise.resolve("unknown");
    setResult(`Camera permission: ${await query("camera")}. Location permission: ${await query("geolocation")}.`);
  };
  const testCamera = async () => {
    try {
      const stream = await navigator.mediaDevices.getUserMedia({ video: true });
      stream.getTracks().forEach((t) => t.stop());
      setResult("Camera is working correctly!");
    } catch (error) {
      setResult(`Camera error: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  return (
    <Flex direction="column" gap="3">
      <Flex gap="2" wrap="wrap">
        <Button variant="soft" onClick={() => window.location.reload()}>
          Refresh Page
        </Button>
        <Button variant="soft" color="red" onClick={clearCache}>
          Clear Cache
        </Button>
        <Button variant="soft" onClick={checkPermissions}>
          Check Permissions
        </Button>
        <Button variant="soft" onClick={testCamera}>
          Test Camera
        </Button>
      </Flex>
      {result ? (
        <Callout.Root role="status" color={result.startsWith("Camera error") ? "red" : "blue"}>
          <Callout.Text>{result}</Callout.Text>
        </Callout.Root>
      ) : null}
      <Text size="1" color="gray">
        Clear Cache removes this site's cached files and local settings on this device (waiting photos in the browser database stay), then reloads.
      </Text>
    </Flex>
  );
}

export default function Support() {
  const { checks, checkedAt } = useLoaderData<typeof loader>();
  const revalidator = useRevalidator();
  const allOk = checks.every((c) => c.ok);
  return (
    <>
      <PageHeader title="Support Center" subtitle="System status, troubleshooting and quick fixes." />
      <Tabs.Root defaultValue="status">
        <Tabs.List>
          <Tabs.Trigger value="status">System Status</Tabs.Trigger>
          <Tabs.Trigger value="troubleshooting">Troubleshooting</Tabs.Trigger>
          <Tabs.Trigger value="fixes">Quick Fixes</Tabs.Trigger>
          <Tabs.Trigger value="requirements">System Requirements</Tabs.Trigger>
        </Tabs.List>
        <Flex pt="4" direction="column" gap="3">
          <Tabs.Content value="status">
            <Callout.Root color={allOk ? "green" : "red"} mb="3" role="status">
              <Callout.Text>{allOk ? "All Systems Operational" : "Some systems are not working"}</Callout.Text>
            </Callout.Root>
            <Flex direction="column" gap="2" role="list" aria-label="System checks">
              {checks.map((c) => (
                <Card key={c.name} role="listitem">
                  <Flex justify="between" align="center" gap="2">
                    <div>
                      <Text weight="bold">{c.name}</Text>
                      <Text as="p" size="1" color="gray">
                        {c.detail} · {c.ms} ms
                      </Text>
                    </div>
                    <Badge color={c.ok ? "green" : "red"}>{c.ok ? "Operational" : "Down"}</Badge>
                  </Flex>
                </Card>
              ))}
            </Flex>
            <Flex gap="2" align="center" mt="3">
              <Text size="1" color="gray">
                Checked {new Date(checkedAt).toLocaleTimeString("en-GB", { hour12: false })}
              </Text>
              <Button size="1" variant="soft" onClick={() => revalidator.revalidate()} disabled={revalidator.state !== "idle"}>
                Check again
              </Button>
            </Flex>
          </Tabs.Content>
          <Tabs.Content value="troubleshooting">
            <Flex direction="column" gap="3">
              {GUIDES.map((g) => (
                <Card key={g.title}>
                  <Flex justify="between" align="center" mb="2">
                    <Heading as="h3" size="3">
                      {g.title}
                    </Heading>
                    <Badge color={SEVERITY_COLOR[g.severity]}>{g.severity}</Badge>
                  </Flex>
                  <ol className="sp-steps">
                    {g.steps.map((s) => (
                      <li key={s}>{s}</li>
                    ))}
                  </ol>
                </Card>
              ))}
            </Flex>
          </Tabs.Content>
          <Tabs.Content value="fixes">
            <QuickFixes />
          </Tabs.Content>
          <Tabs.Content value="requirements">
            <Card>
              <dl className="sp-details">
                {REQUIREMENTS.map(([k, v]) => (
                  <div key={k}>
                    <dt>{k}</dt>
                    <dd>{v}</dd>
                  </div>
                ))}
              </dl>
            </Card>
          </Tabs.Content>
        </Flex>
      </Tabs.Root>
    </>
  );
}
