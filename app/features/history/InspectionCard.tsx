import { Badge, Button, Card, Flex, Heading, IconButton, Text } from "@radix-ui/themes";
import { Hydrated } from "../../ui/useHydrated";
import { Link } from "@remix-run/react";
import { LazyMenu } from "../../ui/LazyMenu";
import { FileTextIcon, ImageIcon, LockClosedIcon, LockOpen1Icon, TrashIcon } from "@radix-ui/react-icons";
import type { SiteCheck } from "../../platform/db/schema";
import { optionLabel } from "../../platform/assessment";
import { activityColor, type Source } from "./source";

export interface CardData {
  id: string;
  companyName: string;
  companyCin: string | null;
  companyGstin: string | null;
  locationName: string | null;
  date: string;
  time: string;
  activityLevel: string | null;
  photoCount: number;
  inspectorName: string;
  source: Source;
  uploaded: boolean;
  seal?: "sealed" | "broken" | "unsealed";
  siteVerdict?: SiteCheck["verdict"] | null;
  /** Photos whose fingerprint matches a photo on record elsewhere. */
  matchedPhotos?: number;
}

const SITE_BADGE = {
  "on-site": ["green", "On site"],
  far: ["red", "Far from site"],
  "poor-accuracy": ["amber", "Poor GPS"],
  "site-pinned": ["gray", "Site pinned here"],
  "no-site": null,
  "no-location": null,
} as const;

interface Props {
  data: CardData;
  onPhotos: () => void;
  onReport?: (withPhotos: boolean) => void;
  onDelete?: () => void;
  /** The delete confirmation as a page, which the delete button links to before the scripts run. */
  deleteHref?: string;
  onEvidence?: () => void;
  /** The evidence as a page (`?evidence=<id>`), which the Evidence button opens before the scripts run. */
  evidenceHref?: string;
  busy?: boolean;
}

export function InspectionCard({ data, onPhotos, onReport, onDelete, deleteHref, onEvidence, evidenceHref, busy }: Props) {
  const site = data.siteVerdict ? SITE_BADGE[data.siteVerdict] : null;
  return (
    <Card asChild size="2">
      <article aria-label={data.companyName} className="sp-company-card">
        <Flex justify="between" align="start" gap="2">
          <Heading as="h2" size="4" style={{ overflowWrap: "anywhere" }}>
            {data.companyName}
          </Heading>
          <Flex gap="1" wrap="wrap" justify="end">
            <Badge color={data.source === "mobile" ? "indigo" : "blue"}>{data.source === "mobile" ? "Mobile" : "Web"}</Badge>
            <Badge color={data.uploaded ? "green" : "amber"}>{data.uploaded ? "Uploaded" : "Pending"}</Badge>
            {data.seal === "sealed" ? (
              <Badge color="teal">
                <LockClosedIcon aria-hidden="true" /> Sealed
              </Badge>
            ) : data.seal === "broken" ? (
              <Badge color="red" variant="solid">
                <LockOpen1Icon aria-hidden="true" /> Seal broken
              </Badge>
            ) : null}
            {site ? <Badge color={site[0]}>{site[1]}</Badge> : null}
            {data.matchedPhotos ? (
              <Badge color="orange" variant="solid" title="Open Evidence to see which photos">
                {data.matchedPhotos === 1 ? "Photo" : `${data.matchedPhotos} photos`} on record elsewhere
              </Badge>
            ) : null}
          </Flex>
        </Flex>
        <dl className="sp-details">
          <div>
            <dt>CIN</dt>
            <dd>{data.companyCin || "—"}</dd>
          </div>
          <div>
            <dt>GSTIN</dt>
            <dd>{data.companyGstin || "—"}</dd>
          </div>
          <div>
            <dt>Location</dt>
            <dd>{data.locationName || "Not recorded"}</dd>
          </div>
          <div>
            <dt>Date</dt>
            <dd>
              {data.date} {data.time}
            </dd>
          </div>
          <div>
            <dt>Inspector</dt>
            <dd>{data.inspectorName}</dd>
          </div>
        </dl>
        <Flex gap="2" align="center" wrap="wrap">
          {data.activityLevel ? (
            <Badge color={activityColor(data.activityLevel)} variant="solid" aria-label={`Activity level: ${optionLabel("activityLevel", data.activityLevel)}`}>
              {optionLabel("activityLevel", data.activityLevel)}
            </Badge>
          ) : null}
          <Text size="2" color="gray">
            {data.photoCount} {data.photoCount === 1 ? "photo" : "photos"}
          </Text>
        </Flex>
        <Flex gap="2" mt="auto" pt="2" wrap="wrap">
          <Button size="2" variant="soft" onClick={onPhotos} disabled={data.photoCount === 0}>
            <ImageIcon aria-hidden="true" /> Photos
          </Button>
          {onReport ? (
            <LazyMenu
              trigger={
                <Button size="2" variant="soft" disabled={busy}>
                  <FileTextIcon aria-hidden="true" /> {busy ? "Generating..." : "Report"}
                </Button>
              }
            >
              {(M) => (
                <>
                  <M.Item onSelect={() => onReport(true)}>Report with Photos</M.Item>
                  <M.Item onSelect={() => onReport(false)}>Report Only</M.Item>
                </>
              )}
            </LazyMenu>
          ) : null}
          {onEvidence ? (
            <Hydrated
              before={
                evidenceHref ? (
                  <Button size="2" variant="soft" asChild>
                    <a href={evidenceHref}>
                      <LockClosedIcon aria-hidden="true" /> Evidence
                    </a>
                  </Button>
                ) : null
              }
            >
              <Button size="2" variant="soft" onClick={onEvidence}>
                <LockClosedIcon aria-hidden="true" /> Evidence
              </Button>
            </Hydrated>
          ) : null}
          {onDelete && deleteHref ? (
            <IconButton asChild size="2" variant="soft" color="red" ml="auto">
              <Link
                to={deleteHref}
                aria-label={`Delete inspection of ${data.companyName}`}
                onClick={(e) => {
                  e.preventDefault();
                  onDelete();
                }}
              >
                <TrashIcon />
              </Link>
            </IconButton>
          ) : null}
        </Flex>
      </article>
    </Card>
  );
}
