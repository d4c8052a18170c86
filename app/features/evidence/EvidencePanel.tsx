import type { SerializeFrom } from "@remix-run/cloudflare";
import { Form, Link } from "@remix-run/react";
import { Button, Callout, Card, Flex, Heading, Text } from "@radix-ui/themes";
import { CheckCircledIcon, CrossCircledIcon, ExclamationTriangleIcon } from "@radix-ui/react-icons";
import type { ownEvidence } from "./evidence-view.server";
import { VerifyLinks } from "./VerifyLinks";

type Evidence = NonNullable<SerializeFrom<Awaited<ReturnType<typeof ownEvidence>>>>;

const STATUS = {
  verified: { color: "green", Icon: CheckCircledIcon },
  broken: { color: "red", Icon: CrossCircledIcon },
  unsealed: { color: "amber", Icon: ExclamationTriangleIcon },
} as const;

/** The seal check's outcome in one line. */
export function EvidenceSummary({ verification }: { verification: Evidence["verification"] }) {
  if (!verification) return null;
  const { color, Icon } = STATUS[verification.status];
  return (
    <Callout.Root color={color} role="status">
      <Callout.Icon>
        <Icon />
      </Callout.Icon>
      <Callout.Text>{verification.summary}</Callout.Text>
    </Callout.Root>
  );
}

/**
 * "Evidence" on the server's page (`/app/history?evidence=<id>`), before the scripts run and the dialog
 * can open: the seal check and the verify links, whose forms post natively and come back here with
 * their answer (`said`: the message the action left for this page).
 */
export function EvidencePanel({ evidence, said, back }: { evidence: Evidence; said?: { message: string; tone: "success" | "error" } | null; back: string }) {
  return (
    <Card asChild size="3" mb="5">
      <section aria-labelledby="sp-evidence-page" style={{ maxWidth: 640 }}>
        <Heading as="h2" size="5" id="sp-evidence-page" mb="1">
          Evidence
        </Heading>
        <Text as="p" size="2" color="gray" mb="3">
          {evidence.inspection.companyName}: the seal, every photo receipt and the on-site check, and links that let anyone check them.
        </Text>
        <Flex direction="column" gap="4">
          {said ? (
            <Callout.Root color={said.tone === "success" ? "green" : "red"} role={said.tone === "success" ? "status" : "alert"}>
              <Callout.Text>{said.message}</Callout.Text>
            </Callout.Root>
          ) : null}
          <EvidenceSummary verification={evidence.verification} />
          <VerifyLinks links={evidence.links} Form={Form} action={`/app/evidence/${evidence.inspection.id}`} busy={false} />
          <Flex justify="end">
            <Button asChild variant="soft" color="gray">
              <Link to={back}>Close</Link>
            </Button>
          </Flex>
        </Flex>
      </section>
    </Card>
  );
}
