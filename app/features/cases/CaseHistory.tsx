// A case's history as its page and the review screen show it: who did what, when, in the reader's zone.
import { Heading, Text } from "@radix-ui/themes";
import { formatInstant } from "../../platform/time/zones";

interface Props {
  history: { id: string; actorName: string; detail: string; createdAt: string }[];
  timeZone: string;
  headingId: string;
  size: "3" | "4";
}

export function CaseHistory({ history, timeZone, headingId, size }: Props) {
  return (
    <section aria-labelledby={headingId}>
      <Heading as="h2" size={size} id={headingId} mb="2">
        History
      </Heading>
      <ol aria-label="Case history" className="sp-plain-list">
        {history.map((e) => (
          <li key={e.id}>
            <Text size="2">
              <Text weight="medium">{e.actorName}</Text> · {e.detail} · <time dateTime={e.createdAt}>{formatInstant(e.createdAt, timeZone)}</time>
            </Text>
          </li>
        ))}
      </ol>
    </section>
  );
}
