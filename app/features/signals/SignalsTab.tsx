// The admin dashboard's Signals tab: the newest photos with a fingerprint match, a network far from
// the GPS position, or no capture code; filterable; each opens both sides of its evidence.
import { Badge, Button, Flex, Select, Table, Text } from "@radix-ui/themes";
import { useFetcher } from "@remix-run/react";
import { useEffect, useState } from "react";
import { Later, lazyNamed } from "../../ui/Later";
import type { SignalFilter, SignalListItem } from "./admin-types";
import { formatIssueTime } from "./signal-lines";
import { FAR_NETWORK_KM, isOtherCountry } from "./network";

// The evidence dialog (pictures, receipts) loads when first opened, not with the tab.
const SignalEvidence = lazyNamed(() => import("./SignalEvidence"), "SignalEvidence");

const FILTERS: { value: SignalFilter; label: string }[] = [
  { value: "all", label: "All signals" },
  { value: "match", label: "Matches" },
  { value: "far", label: "Far networks and other countries" },
  { value: "no-code", label: "No capture code" },
];

const signalBadges = (s: SignalListItem) => [
  ...(s.matchCount > 0 ? [{ color: "orange" as const, text: s.matchKind === "earlier-use" ? "Used before" : "Other company" }] : []),
  ...(isOtherCountry(s.networkCountry, s.gpsCountry) ? [{ color: "red" as const, text: `Sent from another country (${s.networkCountry})` }] : []),
  ...(s.networkDistanceKm !== null && s.networkDistanceKm > FAR_NETWORK_KM
    ? [{ color: "red" as const, text: `Network ${Math.round(s.networkDistanceKm)} km away` }]
    : []),
  ...(s.captureCodeIssuedAt === null ? [{ color: "gray" as const, text: "No capture code" }] : []),
];

export function SignalsTab() {
  const list = useFetcher<{ items: SignalListItem[] }>();
  const [filter, setFilter] = useState<SignalFilter>("all");
  const [open, setOpen] = useState<string | null>(null);
  const { load } = list;
  useEffect(() => load(`/app/admin/signal-list?filter=${filter}`), [filter, load]);
  const items = list.data?.items ?? null;
  return (
    <Flex direction="column" gap="3" pt="3">
      <Flex gap="2" align="center">
        <Text size="2" as="label" id="sp-signal-filter">
          Show
        </Text>
        <Select.Root value={filter} onValueChange={(v) => setFilter(v as SignalFilter)}>
          <Select.Trigger aria-labelledby="sp-signal-filter" />
          <Select.Content>
            {FILTERS.map((f) => (
              <Select.Item key={f.value} value={f.value}>
                {f.label}
              </Select.Item>
            ))}
          </Select.Content>
        </Select.Root>
      </Flex>
      {items === null ? (
        <Text role="status">Loading signals...</Text>
      ) : items.length === 0 ? (
        <Text>No photo carries this signal.</Text>
      ) : (
        <Table.Root aria-label="Photo signals">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeaderCell>Received</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Inspector</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Company</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Signals</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell />
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {items.map((s) => (
              <Table.Row key={s.photoId}>
                <Table.Cell>{formatIssueTime(s.receivedAt)}</Table.Cell>
                <Table.Cell>{s.userEmail}</Table.Cell>
                <Table.Cell>{s.companyName ?? "Not saved yet"}</Table.Cell>
                <Table.Cell>
                  <Flex gap="1" wrap="wrap">
                    {signalBadges(s).map((b) => (
                      <Badge key={b.text} color={b.color}>
                        {b.text}
                      </Badge>
                    ))}
                  </Flex>
                </Table.Cell>
                <Table.Cell>
                  <Button size="1" variant="soft" onClick={() => setOpen(s.photoId)}>
                    Open evidence
                  </Button>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
      <Later when={open !== null}>{open ? <SignalEvidence photoId={open} onClose={() => setOpen(null)} onOpen={setOpen} /> : null}</Later>
    </Flex>
  );
}
