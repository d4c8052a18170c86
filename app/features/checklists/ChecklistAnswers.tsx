// A sealed inspection's checklist answers as the review screen and the verify page show them: the red
// flags first, then every section with its answers; a photo question's photos under it. A red flag is
// said in words, not by colour alone.
import { Badge, Callout, Card, Flex, Heading, Text } from "@radix-ui/themes";
import { ExclamationTriangleIcon } from "@radix-ui/react-icons";
import type { AnswerRow, AnswerView } from "./answer-view";

interface Props {
  title: string;
  version: number;
  view: AnswerView;
  /** A photo's address (a thumbnail when `thumb`), or null where the reader may not see photos. */
  photoUrl: ((photoId: string, thumb: boolean) => string) | null;
  /** The heading level of the block's title: 2 on the verify page, 3 inside the review's section. */
  level?: 2 | 3;
}

function Photos({ row, photoUrl }: { row: AnswerRow; photoUrl: NonNullable<Props["photoUrl"]> }) {
  return (
    <Flex gap="2" wrap="wrap" mt="1" asChild>
      <ul className="sp-plain-list" aria-label={`Photos of “${row.label}”`}>
        {row.photoIds.map((id, n) => (
          <li key={`${id}-${n}`}>
            <a href={photoUrl(id, false)} target="_blank" rel="noreferrer">
              <img src={photoUrl(id, true)} alt={`${row.label}, photo ${n + 1}`} width={96} height={72} className="sp-answer-photo" loading="lazy" />
            </a>
          </li>
        ))}
      </ul>
    </Flex>
  );
}

function Answer({ row, photoUrl }: { row: AnswerRow; photoUrl: Props["photoUrl"] }) {
  return (
    <div className={row.redFlag ? "sp-answer-flagged" : undefined}>
      <dt>{row.label}</dt>
      <dd>
        {row.redFlag ? (
          <Badge color="red" mr="2">
            Red flag
          </Badge>
        ) : null}
        <Text color={row.answered ? undefined : "gray"}>{row.text}</Text>
        {photoUrl && row.photoIds.length ? <Photos row={row} photoUrl={photoUrl} /> : null}
      </dd>
    </div>
  );
}

export function ChecklistAnswers({ title, version, view, photoUrl, level = 3 }: Props) {
  const H = level === 2 ? "h2" : "h3";
  const h = level === 2 ? "h3" : "h4";
  return (
    <Card asChild>
      <section aria-label={`Checklist answers: ${title}`}>
        <Heading as={H} size="3" mb="1">
          {title}
        </Heading>
        <Text as="p" size="1" color="gray" mb="3">
          Version {version} · {view.redFlags.length === 0 ? "no red flags" : `${view.redFlags.length} red ${view.redFlags.length === 1 ? "flag" : "flags"}`}
        </Text>
        {view.redFlags.length ? (
          <Callout.Root color="red" mb="3" role="note" aria-label="Red flags">
            <Callout.Icon>
              <ExclamationTriangleIcon />
            </Callout.Icon>
            <div>
              <Text weight="bold" size="2">
                Red flags
              </Text>
              <ul className="sp-red-flags">
                {view.redFlags.map((r) => (
                  <li key={r.questionId}>
                    {r.label}: <strong>{r.text}</strong>
                  </li>
                ))}
              </ul>
            </div>
          </Callout.Root>
        ) : null}
        {view.sections.map((s) => (
          <section key={s.id} aria-label={s.title} className="sp-answer-section">
            <Heading as={h} size="2" mb="1">
              {s.title}
            </Heading>
            <dl className="sp-details sp-answers">
              {s.rows.map((r) => (
                <Answer key={r.questionId} row={r} photoUrl={photoUrl} />
              ))}
            </dl>
          </section>
        ))}
      </section>
    </Card>
  );
}
