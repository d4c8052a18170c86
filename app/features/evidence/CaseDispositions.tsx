import { Badge, Box, Card, Flex, Heading, Text } from "@radix-ui/themes";
import type { CaseReview } from "./disposition-view";
import { decidedAtText } from "./disposition-view";
import { CheckList } from "./CheckList";

const TONE = { verified: "green", not_verified: "red", revisit: "amber", not_found: "red" } as const;

/**
 * The case an inspection was captured for and the reviewers' signed decisions on it, every visit in
 * order; a correction stays beside the one it replaces. The server's check of the chain shows under it;
 * the verify page's BrowserCheck checks it again in the visitor's browser.
 */
export function CaseDispositions({ review, level = 2 }: { review: CaseReview; level?: 2 | 3 }) {
  const id = `sp-case-${level}`;
  return (
    <section aria-labelledby={id}>
      <Heading as={level === 2 ? "h2" : "h3"} id={id} size={level === 2 ? "4" : "3"} mb="2">
        Case {review.reference}
      </Heading>
      <Text as="p" size="2" color="gray" mb="2">
        The reviewers&apos; decisions on this case, every visit in order, each signed over the case and the inspection&apos;s seal.
      </Text>
      {review.dispositions.length === 0 ? (
        <Text as="p" size="2" color="gray">
          Not reviewed yet: no disposition has been recorded for this case.
        </Text>
      ) : (
        <Flex asChild direction="column" gap="2">
          <ol aria-label="Dispositions" style={{ listStyle: "none", margin: 0, padding: 0 }}>
            {review.dispositions.map((d) => (
              <Card asChild key={d.id}>
                <li aria-label={`Disposition ${d.n}: ${d.label}`}>
                  <Flex gap="2" align="center" wrap="wrap">
                    <Text weight="bold">{d.n}.</Text>
                    <Badge color={TONE[d.outcome] ?? "gray"} size="2">
                      {d.label}
                    </Badge>
                    <Text size="2" color="gray">
                      Visit {d.visit} · {d.reviewerName} · {decidedAtText(d.decidedAt)}
                    </Text>
                    {d.replacedBy !== null ? <Badge color="gray">Replaced by disposition {d.replacedBy}</Badge> : null}
                  </Flex>
                  {d.remark ? (
                    <Text as="p" size="2" mt="1">
                      Remark: {d.remark}
                    </Text>
                  ) : null}
                  {d.replaces !== null ? (
                    <Text as="p" size="2" mt="1" color="gray">
                      Corrects disposition {d.replaces}, which stays on record.
                    </Text>
                  ) : null}
                </li>
              </Card>
            ))}
          </ol>
        </Flex>
      )}
      {review.check ? (
        <Box mt="2">
          <CheckList checks={[{ label: "Disposition signatures", ...review.check }]} site={null} />
        </Box>
      ) : null}
    </section>
  );
}
