// The admin's evidence of one flagged photo: the photo and every photo its fingerprint matched,
// each with its picture, who filed it for which company, and what its receipt signed (time, GPS,
// capture code, network, hash), side by side on a wide screen and one above the other on a phone.
import { Badge, Box, Button, Card, Code, DataList, Dialog, Flex, Grid, Link, Text } from "@radix-ui/themes";
import { ExclamationTriangleIcon } from "@radix-ui/react-icons";
import { useFetcher } from "@remix-run/react";
import { useEffect, useState } from "react";
import { adminPhotoUrl, type AdminPhotoSignals, type SignalPhotoSide } from "./admin-types";
import { formatIssueTime } from "./signal-lines";
import { DialogCloseRow } from "../../ui/DialogActions";

const gpsText = (s: SignalPhotoSide) =>
  s.latitude === null || s.longitude === null
    ? "No GPS position"
    : `${s.latitude.toFixed(5)}, ${s.longitude.toFixed(5)}${s.accuracy !== null ? ` (±${Math.round(s.accuracy)} m)` : ""}`;

function Picture({ side, name }: { side: SignalPhotoSide; name: string }) {
  const [state, setState] = useState<"loading" | "shown" | "failed">("loading");
  if (!side.stored) return <Text size="2">The picture was removed; its receipt stays on record.</Text>;
  return (
    <Box className="sp-evidence-picture" data-state={state}>
      {state === "loading" ? (
        <Text size="1" color="gray" role="status" className="sp-evidence-picture-status">
          Loading picture...
        </Text>
      ) : null}
      {state === "failed" ? (
        <Text size="2" role="alert">
          The picture could not be loaded.
        </Text>
      ) : (
        <img
          src={adminPhotoUrl(side.photoId, true)}
          alt={name}
          width={side.width ?? undefined}
          height={side.height ?? undefined}
          onLoad={() => setState("shown")}
          onError={() => setState("failed")}
        />
      )}
    </Box>
  );
}

/** One side of the comparison; `noun` names it in sentences ("this photo", "the matched photo"). */
function Side({ noun, side, badge, onOpen }: { noun: string; side: SignalPhotoSide; badge?: string; onOpen?: () => void }) {
  const title = noun.replace(/^the /, "").replace(/^./, (c) => c.toUpperCase());
  const network = side.network;
  return (
    <Card asChild>
      <section aria-label={title} className="sp-evidence-side">
        <Flex direction="column" gap="2">
          <Text size="2" weight="bold" as="div">
            {title}
          </Text>
          <Picture key={side.photoId} side={side} name={`${title}, filed by ${side.userEmail}`} />
          {side.stored ? (
            <Link href={adminPhotoUrl(side.photoId)} target="_blank" rel="noopener" size="2" aria-label={`Open ${noun} at full size`}>
              Open at full size
            </Link>
          ) : null}
          {/* Under the picture, so both pictures start at the same height for comparing. */}
          {badge ? (
            <Badge color="orange" className="sp-wrap">
              {badge}
            </Badge>
          ) : null}
          <DataList.Root size="1" orientation={{ initial: "vertical", sm: "horizontal" }} className="sp-wrap">
            <DataList.Item>
              <DataList.Label>Filed by</DataList.Label>
              <DataList.Value>{side.userName ? `${side.userName} (${side.userEmail})` : side.userEmail}</DataList.Value>
            </DataList.Item>
            <DataList.Item>
              <DataList.Label>Company</DataList.Label>
              <DataList.Value>
                {side.companyName ?? "Inspection not saved yet"} · inspection {side.inspectionId.slice(0, 8)}
              </DataList.Value>
            </DataList.Item>
            <DataList.Item>
              <DataList.Label>Received</DataList.Label>
              <DataList.Value>{side.receivedAt ? formatIssueTime(side.receivedAt) : "Not known"}</DataList.Value>
            </DataList.Item>
            <DataList.Item>
              <DataList.Label>GPS</DataList.Label>
              <DataList.Value>{gpsText(side)}</DataList.Value>
            </DataList.Item>
            <DataList.Item>
              <DataList.Label>Capture code</DataList.Label>
              <DataList.Value>{side.captureCode?.text ?? "Not recorded (older receipt)"}</DataList.Value>
            </DataList.Item>
            <DataList.Item>
              <DataList.Label>Network</DataList.Label>
              <DataList.Value>
                <Text color={network?.warn ? "orange" : undefined}>
                  {network?.warn ? <ExclamationTriangleIcon aria-hidden="true" /> : null} {network?.text ?? "Not recorded (older receipt)"}
                </Text>
              </DataList.Value>
            </DataList.Item>
            <DataList.Item>
              <DataList.Label>Receipt hash</DataList.Label>
              <DataList.Value>
                {side.receiptHash ? (
                  <Code size="1" variant="ghost" color="gray">
                    {side.receiptHash}
                  </Code>
                ) : (
                  "No receipt"
                )}
              </DataList.Value>
            </DataList.Item>
          </DataList.Root>
          {onOpen ? (
            <Button size="1" variant="soft" onClick={onOpen}>
              Open {noun}&apos;s own evidence
            </Button>
          ) : null}
        </Flex>
      </section>
    </Card>
  );
}

export function SignalEvidence({ photoId, onClose, onOpen }: { photoId: string; onClose: () => void; onOpen: (id: string) => void }) {
  const detail = useFetcher<AdminPhotoSignals>();
  const { load } = detail;
  useEffect(() => load(`/app/admin/signals/${photoId}`), [photoId, load]);
  const data = detail.data && "photo" in detail.data ? detail.data : null;
  const current = data?.photo.photoId === photoId ? data : null;
  return (
    <Dialog.Root open onOpenChange={(o) => !o && onClose()}>
      <Dialog.Content maxWidth="1040px">
        <Dialog.Title>Photo evidence</Dialog.Title>
        <Dialog.Description size="2" color="gray" mb="3">
          The photo and each photo its fingerprint matched, with what their receipts signed. Signals, not proof.
        </Dialog.Description>
        {!current ? (
          <Text role="status">Loading the evidence...</Text>
        ) : (
          <Flex direction="column" gap="3">
            {current.matches.length === 0 ? <Text size="2">No fingerprint match.</Text> : null}
            <Grid columns={{ initial: "1", sm: "2" }} gap="3">
              <Side noun="this photo" side={current.photo} />
              {current.matches.map((m, n) =>
                m.other ? (
                  <Side
                    key={n}
                    noun={current.matches.length > 1 ? `matched photo ${n + 1}` : "the matched photo"}
                    badge={`${m.text} (${m.distance} bits apart)`}
                    side={m.other}
                    onOpen={() => onOpen(m.other!.photoId)}
                  />
                ) : (
                  <Card key={n}>
                    <Badge color="orange">{m.text}</Badge>
                    <Text as="p" size="2" mt="2">
                      The matched photo is no longer on record.
                    </Text>
                  </Card>
                ),
              )}
            </Grid>
          </Flex>
        )}
        <DialogCloseRow />
      </Dialog.Content>
    </Dialog.Root>
  );
}
