// Every visit of a case in order: its sealed inspection (the seven-field assessment) and the signed
// decisions on it, a correction shown next to the one it replaces; then the chain's check.
import { Badge, Card, Flex, Heading, Text } from "@radix-ui/themes";
import type { SerializeFrom } from "@remix-run/cloudflare";
import { formatInstant } from "../../platform/time/zones";
import type { ReviewCaseData } from "./review-case.server";

type Data = SerializeFrom<ReviewCaseData>;

const OUTCOME_COLOR = { verified: "green", not_verified: "red", revisit: "orange", not_found: "gray" } as const;

export function Assessment({ inspection }: { inspection: NonNullable<Data["visits"][number]["inspection"]> }) {
  return (
    <dl className="sp-details">
      <div>
        <dt>Captured</dt>
        <dd>
          {inspection.date} {inspection.time} by {inspection.inspectorName}
        </dd>
      </div>
      <div>
        <dt>Seal</dt>
        <dd>{inspection.sealed ? "Sealed" : "Not sealed"}</dd>
      </div>
      {inspection.assessment.map((a) => (
        <div key={a.label}>
          <dt>{a.label}</dt>
          <dd>{a.value}</dd>
        </div>
      ))}
      {inspection.notes ? (
        <div>
          <dt>Notes</dt>
          <dd>{inspection.notes}</dd>
        </div>
      ) : null}
    </dl>
  );
}

/** `currentId`: the inspection shown in full above, named here in a line. */
export function CaseVisits({ visits, chain, timeZone, currentId }: Pick<Data, "visits" | "chain"> & { timeZone: string; currentId: string | null }) {
  const decided = visits.some((v) => v.dispositions.length > 0);
  return (
    <section aria-labelledby="sp-visits">
      <Heading as="h2" size="4" id="sp-visits" mb="2">
        Visits and decisions
      </Heading>
      <ol className="sp-plain-list" style={{ display: "grid", gap: 12 }} aria-label="Visits">
        {visits.map((v) => (
          <li key={v.inspection?.id ?? v.visit}>
            <Card>
              <Heading as="h3" size="3" mb="2">
                Visit {v.visit}
              </Heading>
              {!v.inspection ? (
                <Text color="gray">Inspection not found.</Text>
              ) : v.inspection.id === currentId ? (
                <Text as="p" size="2">
                  The sealed inspection above: {v.inspection.date} {v.inspection.time} by {v.inspection.inspectorName}.
                </Text>
              ) : (
                <Assessment inspection={v.inspection} />
              )}
              {v.dispositions.length === 0 ? (
                <Text as="p" size="2" color="gray" mt="2">
                  No decision yet.
                </Text>
              ) : (
                <ul className="sp-plain-list" aria-label={`Decisions on visit ${v.visit}`}>
                  {v.dispositions.map((d) => (
                    <li key={d.id} style={{ marginTop: 8 }}>
                      <Flex gap="2" align="center" wrap="wrap">
                        <Badge color={OUTCOME_COLOR[d.outcome]}>{d.outcomeLabel}</Badge>
                        {d.replaced ? <Badge color="gray">Replaced by a correction</Badge> : null}
                        {d.replacesId ? <Badge color="blue">Correction</Badge> : null}
                        <Text size="2">
                          {d.reviewerName} · <time dateTime={d.createdAt}>{formatInstant(d.createdAt, timeZone)}</time>
                        </Text>
                      </Flex>
                      {d.remark ? (
                        <Text as="p" size="2">
                          {d.remark}
                        </Text>
                      ) : null}
                    </li>
                  ))}
                </ul>
              )}
            </Card>
          </li>
        ))}
      </ol>
      {decided ? (
        <ul className="sp-plain-list" aria-label="Signature check of the decisions">
          {chain.lines.map((l) => (
            <li key={l.text}>
              <Text size="1" color={l.ok ? "gray" : "red"}>
                {l.text}
              </Text>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
