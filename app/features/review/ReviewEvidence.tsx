// The latest inspection's evidence as the Evidence dialog checks it: the seal and receipts, the on-site
// check, each photo's clock gap and distance to the site, and its signals (capture code, recycled-photo
// matches, network distance), each in plain words; then the photos themselves.
import { Badge, Callout, Card, Flex, Heading, Text } from "@radix-ui/themes";
import { CheckCircledIcon, CrossCircledIcon, ExclamationTriangleIcon } from "@radix-ui/react-icons";
import type { SerializeFrom } from "@remix-run/cloudflare";
import type { SiteCheck } from "../../platform/db/schema";
import { CheckList } from "../evidence/CheckList";
import { formatClockDifference } from "../evidence/format";
import { PhotoProblems, ToSite } from "../evidence/PhotoProblems";
import type { Verification } from "../evidence/verification";
import { PhotoSignals } from "../signals/PhotoSignals";

const STATUS = {
  verified: { color: "green", Icon: CheckCircledIcon },
  broken: { color: "red", Icon: CrossCircledIcon },
  unsealed: { color: "amber", Icon: ExclamationTriangleIcon },
} as const;

export function ReviewEvidence({
  verification,
  siteCheck,
  photoUrl,
  companyName,
}: {
  verification: SerializeFrom<Verification> | null;
  siteCheck: SiteCheck | null;
  photoUrl: (photoId: string, thumb: boolean) => string;
  companyName: string;
}) {
  if (!verification) return <Text color="gray">The evidence could not be checked.</Text>;
  const status = STATUS[verification.status];
  const kept = verification.photos.filter((p) => p.kept);
  return (
    <Flex direction="column" gap="3">
      <Callout.Root color={status.color} role="status">
        <Callout.Icon>
          <status.Icon />
        </Callout.Icon>
        <Callout.Text>{verification.summary}</Callout.Text>
      </Callout.Root>
      <CheckList checks={verification.checks} site={siteCheck} />
      <PhotoSignals photos={kept} headingLevel="h3" />
      <section aria-labelledby="sp-review-photos">
        <Heading as="h3" size="3" id="sp-review-photos" mb="2">
          Photos
        </Heading>
        <div className="sp-card-grid">
          {kept.map((p) => (
            <Card key={p.photoId} asChild>
              <article aria-label={p.label}>
                <a href={photoUrl(p.photoId, false)} target="_blank" rel="noreferrer">
                  <img className="sp-verify-thumb" src={photoUrl(p.photoId, true)} alt={`${p.label} of ${companyName}`} loading="lazy" />
                </a>
                <Flex justify="between" align="center" my="2">
                  <Text weight="bold">{p.label}</Text>
                  <Badge color={p.ok ? "green" : "red"}>{p.ok ? "Matches its receipt" : "Does not match"}</Badge>
                </Flex>
                <dl className="sp-details sp-details-narrow">
                  <div>
                    <dt>Clock gap</dt>
                    <dd>{p.receipt ? formatClockDifference(p.receipt.clockDifferenceMs) : "No receipt"}</dd>
                  </div>
                  <ToSite distanceM={p.distanceM} />
                </dl>
                <PhotoProblems problems={p.problems} />
              </article>
            </Card>
          ))}
        </div>
      </section>
    </Flex>
  );
}
