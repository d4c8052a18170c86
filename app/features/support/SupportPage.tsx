// The Support Center: system status, troubleshooting guides, quick fixes, requirements and the
// user's own support messages. The tabs are
// links (?tab=) and Check again is a form, so both work before the page's scripts run.
import { Form, Link, useNavigation, useSearchParams } from "@remix-run/react";
import { Badge, Button, Callout, Card, Flex, Heading, TabNav, Text } from "@radix-ui/themes";
import { useState } from "react";
import { PageHeader } from "../../ui/PageHeader";
import type { Check } from "./health.server";
import { MyRequests } from "./MyRequests";
import type { MyRequest } from "./support.server";
import { GUIDES, REQUIREMENTS, SEVERITY_COLOR, SUPPORT_TABS, supportTab } from "./support-content";

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
        <Button variant="soft" asChild>
          <a href="/app/support?tab=fixes">Refresh Page</a>
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

export function SupportPage({ checks, checkedAt, requests, timeZone }: { checks: Check[]; checkedAt: string; requests: MyRequest[]; timeZone: string }) {
  const [params] = useSearchParams();
  const tab = supportTab(params.get("tab"));
  const checking = useNavigation().formMethod === "GET";
  const allOk = checks.every((c) => c.ok);
  return (
    <>
      <PageHeader title="Support Center" subtitle="System status, troubleshooting and quick fixes." />
      <TabNav.Root aria-label="Support Center">
        {SUPPORT_TABS.map(([value, label]) => (
          <TabNav.Link key={value} asChild active={tab === value}>
            <Link to={`?tab=${value}`} replace preventScrollReset aria-current={tab === value ? "page" : undefined}>
              {label}
            </Link>
          </TabNav.Link>
        ))}
      </TabNav.Root>
      <Flex pt="4" direction="column" gap="3">
        {tab === "status" ? (
          <>
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
            <Form replace preventScrollReset>
              <input type="hidden" name="tab" value="status" />
              <Flex gap="2" align="center" mt="3">
                <Text size="1" color="gray">
                  Checked {new Date(checkedAt).toLocaleTimeString("en-GB", { hour12: false })}
                </Text>
                <Button size="1" variant="soft" type="submit" disabled={checking}>
                  Check again
                </Button>
              </Flex>
            </Form>
          </>
        ) : null}
        {tab === "troubleshooting" ? (
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
        ) : null}
        {tab === "fixes" ? <QuickFixes /> : null}
        {tab === "requests" ? <MyRequests requests={requests} timeZone={timeZone} now={new Date(checkedAt)} /> : null}
        {tab === "requirements" ? (
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
        ) : null}
      </Flex>
    </>
  );
}
