// One case under review, usable at 1280 px (two columns: the evidence, then the decision and the case's
// visits and history) and on a phone (one column in the same order).
import { Badge, Box, Callout, Card, DataList, Flex, Grid, Heading, Link as RadixLink, Text } from "@radix-ui/themes";
import { CaseHistory } from "../cases/CaseHistory";
import type { SerializeFrom } from "@remix-run/cloudflare";
import { Link } from "@remix-run/react";
import type { CaseStatus } from "../../platform/db/schema";
import { formatInstant } from "../../platform/time/zones";
import { CASE_STATUS_LABELS, VERIFICATION_TYPE_LABELS } from "../cases/status";
import { Assessment, CaseVisits } from "./CaseVisits";
import { DispositionForm, type ReviewAnswer } from "./DispositionForm";
import type { ReviewCaseData } from "./review-case.server";
import { REVIEW_MESSAGES } from "./review-rules";
import { ReviewEvidence } from "./ReviewEvidence";
import { IdentityChecks } from "../companies/identity/IdentityChecks";
import { ChecklistAnswers } from "../checklists/ChecklistAnswers";

type Props = SerializeFrom<ReviewCaseData> & { code: string; timeZone: string; answer: ReviewAnswer | undefined };

function Decision({
  mayDecide,
  mayCorrect,
  own,
  inForce,
  status,
  answer,
}: Pick<Props, "mayDecide" | "mayCorrect" | "own" | "inForce" | "answer"> & { status: CaseStatus }) {
  if (own)
    return (
      <Callout.Root color="amber">
        <Callout.Text>{REVIEW_MESSAGES.ownInspection}</Callout.Text>
      </Callout.Root>
    );
  if (mayDecide) return <DispositionForm intent="dispose" answer={answer} />;
  if (mayCorrect && inForce)
    return (
      <details open={answer?.intent === "correct"}>
        <summary>
          <Text weight="medium">Correct this disposition</Text>
        </summary>
        <Text as="p" size="2" color="gray" my="2">
          A disposition is final: a correction is a new signed decision that names the one it replaces, and both stay on the case.
        </Text>
        <DispositionForm intent="correct" replaces={inForce.id} answer={answer} />
      </details>
    );
  return (
    <Text as="p" size="2" color="gray">
      {status === "submitted" ? REVIEW_MESSAGES.noInspection : `The case is ${CASE_STATUS_LABELS[status].toLowerCase()}: there is nothing to decide now.`}
    </Text>
  );
}

export function ReviewScreen(props: Props) {
  const { code, case: c, assignee, history, current, timeZone, answer } = props;
  const photoUrl = (photoId: string, thumb: boolean) => `/app/org/${code}/review/${c.id}/photos/${photoId}${thumb ? "?size=thumb" : ""}`;
  return (
    <Flex direction="column" gap="4">
      <Flex align="center" gap="3" wrap="wrap">
        <Heading as="h1" size="5">
          Review case {c.reference}
        </Heading>
        <Badge size="2">{CASE_STATUS_LABELS[c.status]}</Badge>
        {c.visit > 1 ? <Badge color="orange">Visit {c.visit}</Badge> : null}
        <RadixLink asChild size="2">
          <Link to={`/app/org/${code}/review`}>Back to the queue</Link>
        </RadixLink>
      </Flex>
      {answer?.ok ? (
        <Callout.Root color="green" role="status">
          <Callout.Text>{answer.message}</Callout.Text>
        </Callout.Root>
      ) : null}
      <Grid columns={{ initial: "1", md: "2" }} gap="4" align="start">
        <Flex direction="column" gap="4" minWidth="0">
          <Card>
            <DataList.Root orientation={{ initial: "vertical", sm: "horizontal" }}>
              {[
                ["Reference", c.reference],
                ["Company", c.companyName],
                ["Site address", c.siteAddress],
                ["Verification type", VERIFICATION_TYPE_LABELS[c.verificationType]],
                ["Inspector", assignee ?? "Unassigned"],
                ["Instructions", c.instructions ?? "—"],
                ["Person met", c.metName ? `${c.metName} (${c.metRole ?? ""})` : "—"],
                ["Submitted", c.submittedAt ? formatInstant(c.submittedAt, timeZone) : "—"],
              ].map(([label, value]) => (
                <DataList.Item key={label}>
                  <DataList.Label>{label}</DataList.Label>
                  <DataList.Value>{value}</DataList.Value>
                </DataList.Item>
              ))}
            </DataList.Root>
          </Card>
          {current ? (
            <section aria-labelledby="sp-review-inspection">
              <Flex justify="between" align="center" gap="2" wrap="wrap" mb="2">
                <Heading as="h2" size="4" id="sp-review-inspection">
                  The sealed inspection
                </Heading>
                <RadixLink href={`/app/org/${code}/review/${c.id}/report`} download size="2">
                  Download PDF report
                </RadixLink>
              </Flex>
              <Card mb="3">
                <Assessment inspection={current} />
              </Card>
              {current.checklist ? (
                <Box mb="3">
                  <ChecklistAnswers title={current.checklist.title} version={current.checklist.version} view={current.checklist.view} photoUrl={photoUrl} />
                </Box>
              ) : null}
              <ReviewEvidence verification={current.verification} siteCheck={current.siteCheck} photoUrl={photoUrl} companyName={c.companyName} />
              <Box mt="3">
                <IdentityChecks results={current.identity} />
              </Box>
            </section>
          ) : (
            <Text color="gray">No inspection has been captured for this case yet.</Text>
          )}
        </Flex>
        <Flex direction="column" gap="4" minWidth="0">
          <Card asChild>
            <section aria-labelledby="sp-decision">
              <Heading as="h2" size="4" id="sp-decision" mb="2">
                Decision
              </Heading>
              <Decision {...props} status={c.status} />
            </section>
          </Card>
          <CaseVisits visits={props.visits} chain={props.chain} timeZone={timeZone} currentId={current?.id ?? null} />
          <CaseHistory history={history} timeZone={timeZone} headingId="sp-review-history" size="4" />
        </Flex>
      </Grid>
    </Flex>
  );
}
