// "My cases": the inspector's open cases, overdue first, each with the way to the site (the phone's
// maps app), the distance from where I am (once the browser says), and Start (the capture for it).
import { Form } from "@remix-run/react";
import { Badge, Button, Card, Flex, Heading, Link as RadixLink, Text } from "@radix-ui/themes";
import { useEffect, useState } from "react";
import { distanceMeters, type Position } from "../../platform/geo";
import { formatDistance } from "./allocation";
import type { MyCase } from "./my-cases.server";
import { CASE_STATUS_LABELS, isOverdue, VERIFICATION_TYPE_LABELS } from "./status";

type Here = { state: "finding" } | { state: "unknown" } | { state: "known"; at: Position };

/** Where I am, asked once after hydration; "unknown" when the browser refuses or has none. */
function useHere(): Here {
  const [here, setHere] = useState<Here>({ state: "finding" });
  useEffect(() => {
    if (!navigator.geolocation) return setHere({ state: "unknown" });
    navigator.geolocation.getCurrentPosition(
      (p) => setHere({ state: "known", at: { latitude: p.coords.latitude, longitude: p.coords.longitude } }),
      () => setHere({ state: "unknown" }),
      { maximumAge: 60_000, timeout: 20_000 },
    );
  }, []);
  return here;
}

export const mapsLink = (address: string) => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;

function distanceText(here: Here, c: MyCase): string {
  if (c.siteLatitude === null || c.siteLongitude === null) return "Site location not recorded";
  if (here.state === "finding") return "Finding where you are...";
  if (here.state === "unknown") return "Distance unknown: your location is not available";
  return `${formatDistance(distanceMeters(here.at, { latitude: c.siteLatitude, longitude: c.siteLongitude }) / 1000)} away`;
}

export function MyCasesPage({ cases, timeZone, now }: { cases: MyCase[]; timeZone: string; now: string }) {
  const here = useHere();
  const at = new Date(now);
  const due = (iso: string) => new Date(iso).toLocaleString("en-GB", { timeZone, dateStyle: "medium", timeStyle: "short" });
  return (
    <Flex direction="column" gap="3">
      <Heading as="h1" size="6">
        My cases
      </Heading>
      {cases.length === 0 ? <Text color="gray">No open cases are assigned to you.</Text> : null}
      {cases.map((c) => {
        const overdue = isOverdue(c, at);
        return (
          <Card key={c.id} asChild>
            <article aria-label={`Case ${c.reference}`}>
              <Flex justify="between" gap="2" wrap="wrap">
                <Heading as="h2" size="4">
                  {c.companyName}
                </Heading>
                <Flex gap="2">
                  {overdue ? <Badge color="red">Overdue</Badge> : null}
                  {/* A re-visited case keeps its mark once started. */}
                  {c.visit > 1 && c.status !== "revisit" ? <Badge color="orange">Re-visit</Badge> : null}
                  <Badge color={c.status === "in_progress" ? "amber" : c.status === "revisit" ? "orange" : "blue"}>{CASE_STATUS_LABELS[c.status]}</Badge>
                </Flex>
              </Flex>
              <Text as="p" size="2">
                Reference {c.reference} · {VERIFICATION_TYPE_LABELS[c.verificationType]}
              </Text>
              <Text as="p" size="2">
                {c.siteAddress}{" "}
                <RadixLink href={mapsLink(c.siteAddress)} target="_blank" rel="noopener noreferrer">
                  Open in maps
                </RadixLink>
              </Text>
              <Text as="p" size="2" color={overdue ? "red" : undefined}>
                Due {due(c.dueAt)}
              </Text>
              <Text as="p" size="2" color="gray">
                {distanceText(here, c)}
              </Text>
              {c.instructions ? (
                <Text as="p" size="2" color="gray">
                  {c.instructions}
                </Text>
              ) : null}
              <Form method="post">
                <input type="hidden" name="intent" value="start" />
                <input type="hidden" name="caseId" value={c.id} />
                <Button type="submit" mt="2" aria-label={`Start case ${c.reference}`}>
                  {c.status === "in_progress" ? "Continue" : "Start"}
                </Button>
              </Form>
            </article>
          </Card>
        );
      })}
    </Flex>
  );
}
