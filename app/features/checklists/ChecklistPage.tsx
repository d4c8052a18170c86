// /app/org/<code>/checklists/<id>: one checklist's versions, its draft in the editor, and Publish. Real
// forms: a refused draft comes back with its problems beside the editor and the text as it was typed.
import { Badge, Button, Callout, Card, Code, Flex, Heading, Link as RadixLink, Table, Text } from "@radix-ui/themes";
import { Form, Link, useActionData, useNavigation } from "@remix-run/react";
import { RefusalCallout } from "../../ui/RouteDialog";
import type { ChecklistAnswer } from "./checklist-forms";
import { ChecklistEditor } from "./ChecklistEditor";
import { parseDefinitionText } from "./checklist-text";
import { DraftEditor } from "./DraftEditor";

export interface ChecklistPageProps {
  code: string;
  checklist: { id: string; title: string; type: string; archived: boolean; mappedTo: string[] };
  versions: { version: number; publishedAt: string | null; publishedBy: string | null; definitionHash: string | null }[];
  /** The editor's starting text: the draft, else the latest published version. */
  editorText: string;
  /** A version opened read-only (?version=N). */
  viewing: { version: number; text: string } | null;
}

export function ChecklistPage({ code, checklist, versions, editorText, viewing }: ChecklistPageProps) {
  const answer = useActionData() as ChecklistAnswer | undefined;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  const base = `/app/org/${code}/checklists`;
  const draft = versions.find((v) => !v.publishedAt);
  const latest = versions.find((v) => v.publishedAt);
  const refused = answer && !answer.ok ? answer : null;
  return (
    <Flex direction="column" gap="4">
      <Flex direction="column" gap="1">
        <RadixLink asChild size="2">
          <Link to={base}>← Checklists</Link>
        </RadixLink>
        <Heading as="h1" size="5">
          {checklist.title}
        </Heading>
        <Flex gap="2" wrap="wrap" align="center">
          <Badge color="gray">{checklist.type}</Badge>
          {latest ? <Badge color="green">Version {latest.version} published</Badge> : <Badge color="amber">Not published</Badge>}
          {draft ? <Badge color="blue">Draft: version {draft.version}</Badge> : null}
          {checklist.archived ? <Badge color="red">Archived</Badge> : null}
          {checklist.mappedTo.length ? (
            <Text size="2" color="gray">
              Used for {checklist.mappedTo.join(", ")} cases
            </Text>
          ) : null}
        </Flex>
      </Flex>
      {answer?.ok ? (
        <Callout.Root color="green" role="status" size="1">
          <Callout.Text>{answer.message}</Callout.Text>
        </Callout.Root>
      ) : null}

      {viewing ? (
        <Card>
          <Flex justify="between" align="center" gap="2" wrap="wrap" mb="2">
            <Heading as="h2" size="3">
              Version {viewing.version} (read-only)
            </Heading>
            <RadixLink asChild size="2">
              <Link to={`${base}/${checklist.id}`}>Back to the draft</Link>
            </RadixLink>
          </Flex>
          <pre style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere", fontSize: 13, maxHeight: 480, overflow: "auto", margin: 0 }}>{viewing.text}</pre>
        </Card>
      ) : checklist.archived ? (
        <Text color="gray">This checklist is archived: its versions stay readable, and a copy can be edited.</Text>
      ) : (
        <Card>
          <Heading as="h2" size="3" mb="1">
            {draft ? `Draft of version ${draft.version}` : `Edit: saved as a draft of version ${(latest?.version ?? 0) + 1}`}
          </Heading>
          <Text as="p" size="2" color="gray" mb="3">
            Published versions never change; saving makes a draft, and publishing the draft makes it the next version.
          </Text>
          {refused && refused.intent === "save" ? (
            <Callout.Root color="red" role="alert" size="1" mb="3">
              <Callout.Text>{refused.message}</Callout.Text>
              {refused.problems?.length ? (
                <ul style={{ margin: 0, paddingLeft: "1.2em" }}>
                  {refused.problems.map((p) => (
                    <li key={p}>
                      <Text size="2">{p}</Text>
                    </li>
                  ))}
                </ul>
              ) : null}
            </Callout.Root>
          ) : null}
          <Form method="post">
            <input type="hidden" name="intent" value="save" />
            <DraftFields
              key={`${draft?.version ?? 0}-${latest?.version ?? 0}`}
              text={refused?.intent === "save" ? (refused.values?.definition ?? editorText) : editorText}
              invalid={refused?.intent === "save"}
            />
            <Flex gap="2" mt="3" wrap="wrap">
              <Button type="submit" disabled={Boolean(busy)}>
                {busy === "save" ? "Saving…" : "Save draft"}
              </Button>
            </Flex>
          </Form>
          {draft ? (
            <Form method="post" style={{ marginTop: 12 }}>
              <input type="hidden" name="intent" value="publish" />
              {refused && refused.intent === "publish" ? <RefusalCallout message={refused.message} /> : null}
              <Button type="submit" color="green" variant="soft" disabled={Boolean(busy)}>
                {busy === "publish" ? "Publishing…" : `Publish as version ${draft.version}`}
              </Button>
            </Form>
          ) : null}
        </Card>
      )}

      <Card>
        <Heading as="h2" size="3" mb="2">
          Versions
        </Heading>
        {versions.length === 0 ? (
          <Text color="gray">No versions yet.</Text>
        ) : (
          <Table.Root size="1">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeaderCell>Version</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>Published</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>Fingerprint</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>
                  <span className="sp-visually-hidden">Actions</span>
                </Table.ColumnHeaderCell>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {versions.map((v) => (
                <Table.Row key={v.version}>
                  <Table.RowHeaderCell>{v.version}</Table.RowHeaderCell>
                  <Table.Cell>
                    {v.publishedAt ? (
                      `${v.publishedAt.slice(0, 10)}${v.publishedBy ? ` by ${v.publishedBy}` : " (built in)"}`
                    ) : (
                      <Badge color="blue">Draft</Badge>
                    )}
                  </Table.Cell>
                  <Table.Cell>{v.definitionHash ? <Code size="1">{v.definitionHash.slice(0, 12)}</Code> : "—"}</Table.Cell>
                  <Table.Cell>
                    <Flex gap="3">
                      <RadixLink asChild size="2">
                        <Link to={`${base}/${checklist.id}?version=${v.version}`}>View</Link>
                      </RadixLink>
                      <RadixLink asChild size="2">
                        <a href={`${base}/${checklist.id}/export?version=${v.version}`} download>
                          Export JSON
                        </a>
                      </RadixLink>
                    </Flex>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        )}
      </Card>
    </Flex>
  );
}

/** The visual editor for a checklist that reads; the text as typed, to mend, for one that does not (a refused save). */
function DraftFields({ text, invalid }: { text: string; invalid: boolean }) {
  const read = parseDefinitionText(text);
  return read.ok ? <ChecklistEditor initial={read.definition} /> : <DraftEditor text={text} invalid={invalid} />;
}
