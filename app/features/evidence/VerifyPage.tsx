import { Badge, Box, Callout, Card, Code, Flex, Heading, Link, Text } from "@radix-ui/themes";
import { CheckCircledIcon, CrossCircledIcon, ExclamationTriangleIcon } from "@radix-ui/react-icons";
import type { SerializeFrom } from "@remix-run/cloudflare";
import { useState } from "react";
import { formatClockDifference, formatFix } from "./format";
import { PhotoProblems, ToSite } from "./PhotoProblems";
import type { PublicEvidence } from "./verification";
import { BrandMark } from "../../ui/BrandMark";
import type { StatusTexts } from "../../ui/error-text";
import { BrowserCheck } from "./BrowserCheck";
import { CaseDispositions } from "./CaseDispositions";
import { CheckList } from "./CheckList";
import { IdentityChecks } from "../companies/identity/IdentityChecks";
import { PhotoSignals } from "../signals/PhotoSignals";
import { PhotoFileCheck } from "./PhotoFileCheck";
import { ChecklistAnswers } from "../checklists/ChecklistAnswers";

/** What the verify route answers: the shared evidence, its link token and when the link ends. */
type Data = SerializeFrom<PublicEvidence & { token: string; expiresAt: string }>;

const STATUS = {
  verified: { color: "green", title: "Verified", Icon: CheckCircledIcon },
  broken: { color: "red", title: "Seal broken", Icon: CrossCircledIcon },
  unsealed: { color: "amber", title: "Not sealed", Icon: ExclamationTriangleIcon },
} as const;

function Masthead() {
  return (
    <Flex align="center" gap="2" mb="4">
      <BrandMark size={28} />
      <Text weight="bold" size="4">
        SiteProof
      </Text>
      <Text color="gray" size="2">
        Inspection verification
      </Text>
    </Flex>
  );
}

export function VerifyPage({ inspection, verification, review, photos, token, expiresAt, identity, checklist }: Data) {
  const status = STATUS[verification.status];
  const site = inspection.siteCheck;
  // The photo hashes of the seal the visitor's browser verified, once it has.
  const [sealed, setSealed] = useState<{ label: string; sha256: string }[] | null>(null);
  return (
    <main className="sp-verify">
      <Masthead />
      <Callout.Root color={status.color} size="3" role="status" highContrast>
        <Callout.Icon>
          <status.Icon width="22" height="22" />
        </Callout.Icon>
        <Heading as="h1" size="6">
          {status.title}
        </Heading>
        <Callout.Text>{verification.summary}</Callout.Text>
      </Callout.Root>

      <section aria-labelledby="sp-v-inspection">
        <Heading as="h2" id="sp-v-inspection" size="4">
          {inspection.companyName}
        </Heading>
        <dl className="sp-details">
          <div>
            <dt>Address</dt>
            <dd>{inspection.companyAddress || "—"}</dd>
          </div>
          <div>
            <dt>Inspector</dt>
            <dd>{inspection.organization ? `${inspection.inspectorName}, ${inspection.organization}` : inspection.inspectorName}</dd>
          </div>
          <div>
            <dt>Date</dt>
            <dd>
              {inspection.date} {inspection.time}
            </dd>
          </div>
          <div>
            <dt>Location</dt>
            <dd>{inspection.locationName || formatFix(inspection.latitude, inspection.longitude, null)}</dd>
          </div>
          <div>
            <dt>Photos</dt>
            <dd>{inspection.photoCount}</dd>
          </div>
          {inspection.assessment.map((a) => (
            <div key={a.label}>
              <dt>{a.label}</dt>
              <dd>{a.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      {checklist ? (
        <ChecklistAnswers
          title={checklist.title}
          version={checklist.version}
          view={checklist.view}
          level={2}
          photoUrl={(id, thumb) => `/verify/${token}/photos/${id}${thumb ? "?size=thumb" : ""}`}
        />
      ) : null}

      {review ? <CaseDispositions review={review} /> : null}

      <section aria-labelledby="sp-v-checks">
        <Heading as="h2" id="sp-v-checks" size="4">
          Checks
        </Heading>
        <CheckList checks={verification.checks} site={site} />
        <IdentityChecks results={identity} />
        <PhotoSignals photos={photos} />
        {verification.status !== "unsealed" ? (
          <BrowserCheck token={token} onSealedHashes={(hashes) => setSealed(hashes.map((h) => ({ label: `Photo ${h.position + 1}`, sha256: h.sha256 })))} />
        ) : null}
      </section>

      <section aria-labelledby="sp-v-photos">
        <Heading as="h2" id="sp-v-photos" size="4">
          Photos and their receipts
        </Heading>
        <div className="sp-card-grid">
          {photos.map((p) => (
            <Card key={p.photoId} asChild>
              <article aria-label={p.label}>
                <img
                  className="sp-verify-thumb"
                  src={`/verify/${token}/photos/${p.photoId}?size=thumb`}
                  alt={`${p.label} of ${inspection.companyName}`}
                  loading="lazy"
                />
                <Flex justify="between" align="center" my="2">
                  <Text weight="bold">{p.label}</Text>
                  <Badge color={p.ok ? "green" : "red"}>{p.ok ? "Matches its receipt" : "Does not match"}</Badge>
                </Flex>
                <dl className="sp-details sp-details-narrow">
                  <div>
                    <dt>SHA-256</dt>
                    <dd>
                      <Code title={p.sha256 ?? ""}>{p.sha256?.slice(0, 12)}…</Code>
                    </dd>
                  </div>
                  {p.receipt ? (
                    <>
                      <div>
                        <dt>Taken</dt>
                        <dd>{new Date(p.receipt.captureTime).toUTCString()}</dd>
                      </div>
                      <div>
                        <dt>Received</dt>
                        <dd>{new Date(p.receipt.serverTime).toUTCString()}</dd>
                      </div>
                      <div>
                        <dt>Clock gap</dt>
                        <dd>{formatClockDifference(p.receipt.clockDifferenceMs)}</dd>
                      </div>
                      <div>
                        <dt>GPS</dt>
                        <dd>{formatFix(p.receipt.latitude, p.receipt.longitude, p.receipt.accuracy)}</dd>
                      </div>
                    </>
                  ) : (
                    <div>
                      <dt>Receipt</dt>
                      <dd>Uploaded before receipts existed</dd>
                    </div>
                  )}
                  <ToSite distanceM={p.distanceM} />
                </dl>
                <PhotoProblems problems={p.problems} />
                <Link href={`/verify/${token}/photos/${p.photoId}`} download={p.fileName} size="2">
                  Download original of {p.label}
                </Link>
              </article>
            </Card>
          ))}
        </div>
      </section>

      <section aria-labelledby="sp-v-file">
        <Heading as="h2" id="sp-v-file" size="4">
          Check a photo file
        </Heading>
        <PhotoFileCheck photos={photos.map((p) => ({ label: p.label, sha256: p.sha256 }))} sealed={sealed} />
      </section>

      <Box asChild mt="5">
        <footer>
          <Text as="p" size="2" color="gray">
            {review ? "Receipts, the seal and the case's dispositions" : "Receipts and the seal"} are signed with Ed25519. Check them yourself with the{" "}
            <Link href={`/verify/${token}/evidence.json`}>signed evidence (JSON)</Link> and the{" "}
            <Link href="/.well-known/siteproof-keys.json">published public keys</Link>. Downloaded originals also carry Content Credentials (C2PA), signed by
            this service, which any Content Credentials verifier can read; without them a file is the photo as accepted. This link works until{" "}
            {new Date(expiresAt).toUTCString()}.
          </Text>
        </footer>
      </Box>
    </main>
  );
}

/** What the verify page says when it cannot show a link's evidence (app/ui/ErrorPage.tsx renders it). */
export const VERIFY_ERRORS: StatusTexts = {
  404: { title: "This verify link is not valid", message: "It may have expired, or the inspector may have revoked it. Ask them for a new link." },
  failure: { title: "Verification is not available right now", message: "Please try again in a moment." },
};

/** The public page's frame around its error: no shell, no way into the app. */
export function VerifyFrame({ children }: { children: React.ReactNode }) {
  return (
    <main className="sp-verify">
      <Masthead />
      {children}
    </main>
  );
}
