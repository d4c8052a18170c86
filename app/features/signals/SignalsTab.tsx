// The admin dashboard's Signals tab: the newest photos with a fingerprint match, a network far from
// the GPS position, or no capture code; filterable; each opens both sides of its evidence.
import { Badge, Button, Dialog, Flex, Select, Table, Text } from "@radix-ui/themes";
import { useFetcher } from "@remix-run/react";
import { useEffect, useState } from "react";
import type { AdminPhotoSignals, SignalFilter, SignalListItem } from "./admin-types";
import { formatIssueTime } from "./signal-lines";
import { DialogCloseRow } from "../../ui/DialogActions";

const FILTERS: { value: SignalFilter; label: string }[] = [
  { value: "all", label: "All signals" },
  { value: "match", label: "Matches" },
  { value: "far", label: "Far networks" },
  { value: "no-code", label: "No capture code" },
];

function Side({ title, side, onOpen }: { title: string; side: AdminPhotoSignals["photo"]; onOpen?: () => void }) {
  return (
    <Flex direction="column" gap="1">
      <Text size="2" weight="bold">
        {title}
      </Text>
      <Text size="2">
        {side.userName || side.userEmail} ({side.userEmail})
      </Text>
      <Text size="2" color="gray">
        {side.companyName ?? "Inspection not saved yet"} · inspection {side.inspectionId.slice(0, 8)} ·{" "}
        {side.receivedAt ? formatIssueTime(side.receivedAt) : ""}
      </Text>
      {onOpen ? (
        <Button size="1" variant="soft" onClick={onOpen} aria-label={`Open the evidence of photo ${side.photoId.slice(0, 8)}`}>
          Open this photo's evidence
        </Button>
      ) : null}
    </Flex>
  );
}

function EvidenceOfPhoto({ photoId, onClose, onOpen }: { photoId: string; onClose: () => void; onOpen: (id: string) => void }) {
  const detail = useFetcher<AdminPhotoSignals>();
  const { load } = detail;
  useEffect(() => load(`/app/admin/signals/${photoId}`), [photoId, load]);
  const data = detail.data && "photo" in detail.data ? detail.data : null;
  return (
    <Dialog.Root open onOpenChange={(o) => !o && onClose()}>
      <Dialog.Content maxWidth="560px">
        <Dialog.Title>Photo evidence</Dialog.Title>
        <Dialog.Description size="2" color="gray" mb="3">
          Both sides of each fingerprint match: who filed the photo, for which company.
        </Dialog.Description>
        {!data ? (
          <Text role="status">Loading...</Text>
        ) : (
          <Flex direction="column" gap="3">
            <Side title="This photo" side={data.photo} />
            {data.matches.length === 0 ? <Text size="2">No fingerprint match.</Text> : null}
            {data.matches.map((m, n) => (
              <Flex key={n} direction="column" gap="1">
                <Badge color="orange">{m.text}</Badge>
                {m.other ? (
                  <Side title={`Matched photo (${m.distance} bits apart)`} side={m.other} onOpen={() => onOpen(m.other!.photoId)} />
                ) : (
                  <Text size="2">The matched photo is no longer on record.</Text>
                )}
              </Flex>
            ))}
          </Flex>
        )}
        <DialogCloseRow />
      </Dialog.Content>
    </Dialog.Root>
  );
}

const signalBadges = (s: SignalListItem) => [
  ...(s.matchCount > 0 ? [{ color: "orange" as const, text: s.matchKind === "earlier-use" ? "Used before" : "Other company" }] : []),
  ...(s.networkDistanceKm !== null && s.networkDistanceKm > 100 ? [{ color: "red" as const, text: `Network ${Math.round(s.networkDistanceKm)} km away` }] : []),
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
      {open ? <EvidenceOfPhoto photoId={open} onClose={() => setOpen(null)} onOpen={setOpen} /> : null}
    </Flex>
  );
}
