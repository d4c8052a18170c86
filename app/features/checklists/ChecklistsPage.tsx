// /app/org/<code>/checklists: the organization's checklists (copy, archive, export), which checklist each
// verification type's cases get, Import JSON and Import XLSForm. Every control is a real form that works before the scripts.
import { Badge, Button, Callout, Card, Flex, Heading, Link as RadixLink, Text } from "@radix-ui/themes";
import { Form, Link, useActionData, useNavigation } from "@remix-run/react";
import { RefusalCallout } from "../../ui/RouteDialog";
import type { ChecklistAnswer } from "./checklist-forms";
import { XlsFormImport } from "./XlsFormImport";

interface Row {
  id: string;
  title: string;
  type: string;
  published: number | null;
  hasDraft: boolean;
  archived: boolean;
  mappedTo: string[];
}

export interface ChecklistsPageProps {
  code: string;
  checklists: Row[];
  /** One select per verification type: its key, label, current checklist and the published checklists of that type. */
  mapping: { type: string; label: string; checklistId: string; choices: { id: string; title: string; version: number }[] }[];
}

export function ChecklistsPage({ code, checklists, mapping }: ChecklistsPageProps) {
  const answer = useActionData() as ChecklistAnswer | undefined;
  const navigation = useNavigation();
  const pending = navigation.state === "submitting" ? navigation.formData : null;
  const busy = (intent: string, id?: string) => pending?.get("intent") === intent && (!id || pending.get("checklistId") === id);
  const base = `/app/org/${code}/checklists`;
  const refusedAt = (intent: string) => (answer && !answer.ok && answer.intent === intent ? answer : null);
  const mapRefusal = refusedAt("map");
  const importRefusal = refusedAt("import");
  const rowRefusal = answer && !answer.ok && (answer.intent === "copy" || answer.intent === "archive") ? answer.message : null;
  return (
    <Flex direction="column" gap="4" style={{ maxWidth: 880 }}>
      <Flex direction="column" gap="1">
        <Heading as="h1" size="4">
          Checklists
        </Heading>
        <Text size="2" color="gray">
          The questions an inspector answers on a visit. Each verification type&apos;s cases get the checklist mapped to it; a case can name another.
        </Text>
      </Flex>
      {answer?.ok ? (
        <Callout.Root color="green" role="status" size="1">
          <Callout.Text>{answer.message}</Callout.Text>
        </Callout.Root>
      ) : null}
      <RefusalCallout message={rowRefusal} />

      {checklists.length === 0 ? (
        <Text color="gray">No checklists yet: import one from JSON below.</Text>
      ) : (
        <Flex direction="column" gap="2" role="list" aria-label="Checklists">
          {checklists.map((c) => (
            <Card key={c.id} role="listitem">
              <Flex justify="between" align="center" gap="3" wrap="wrap">
                <Flex direction="column" gap="1" style={{ minWidth: 0 }}>
                  <RadixLink asChild weight="medium">
                    <Link to={`${base}/${c.id}`}>{c.title}</Link>
                  </RadixLink>
                  <Flex gap="2" wrap="wrap" align="center">
                    <Badge color="gray">{c.type}</Badge>
                    {c.published ? <Badge color="green">Version {c.published}</Badge> : <Badge color="amber">Not published</Badge>}
                    {c.hasDraft ? <Badge color="blue">Draft</Badge> : null}
                    {c.archived ? <Badge color="red">Archived</Badge> : null}
                    {c.mappedTo.length ? (
                      <Text size="1" color="gray">
                        Used for {c.mappedTo.join(", ")}
                      </Text>
                    ) : null}
                  </Flex>
                </Flex>
                <Flex gap="2" wrap="wrap" align="center">
                  {c.published ? (
                    <Form method="post">
                      <input type="hidden" name="intent" value="copy" />
                      <input type="hidden" name="checklistId" value={c.id} />
                      <Button type="submit" size="1" variant="soft" disabled={pending !== null} aria-label={`Copy ${c.title}`}>
                        {busy("copy", c.id) ? "Copying…" : "Copy"}
                      </Button>
                    </Form>
                  ) : null}
                  {!c.archived && c.mappedTo.length === 0 ? (
                    <Form method="post">
                      <input type="hidden" name="intent" value="archive" />
                      <input type="hidden" name="checklistId" value={c.id} />
                      <Button type="submit" size="1" variant="soft" color="gray" disabled={pending !== null} aria-label={`Archive ${c.title}`}>
                        {busy("archive", c.id) ? "Archiving…" : "Archive"}
                      </Button>
                    </Form>
                  ) : null}
                  <Button asChild size="1" variant="ghost">
                    <a href={`${base}/${c.id}/export`} download aria-label={`Export ${c.title} as JSON`}>
                      Export JSON
                    </a>
                  </Button>
                </Flex>
              </Flex>
            </Card>
          ))}
        </Flex>
      )}

      <Card size="2">
        <Heading as="h2" size="3" mb="1">
          Verification type → checklist
        </Heading>
        <Text as="p" size="2" color="gray" mb="3">
          Only published, unarchived checklists of the same type can be chosen. Without one, the inspector answers the seven standard questions.
        </Text>
        <RefusalCallout message={mapRefusal?.message} />
        <Form method="post">
          <input type="hidden" name="intent" value="map" />
          <Flex direction="column" gap="3">
            {mapping.map((m) => (
              <Flex key={m.type} gap="2" align="center" wrap="wrap">
                <Text as="label" htmlFor={`map-${m.type}`} size="2" weight="medium" style={{ width: 150 }}>
                  {m.label}
                </Text>
                <select
                  id={`map-${m.type}`}
                  name={m.type}
                  className="sp-select"
                  defaultValue={mapRefusal?.values?.[m.type] ?? m.checklistId}
                  aria-invalid={mapRefusal?.fieldErrors?.[m.type] ? true : undefined}
                  style={{ flex: "1 1 220px", minWidth: 0 }}
                >
                  <option value="">The seven standard questions</option>
                  {m.choices.map((choice) => (
                    <option key={choice.id} value={choice.id}>
                      {choice.title} (version {choice.version})
                    </option>
                  ))}
                </select>
              </Flex>
            ))}
            <Button type="submit" disabled={pending !== null} style={{ alignSelf: "start" }}>
              {busy("map") ? "Saving…" : "Save"}
            </Button>
          </Flex>
        </Form>
      </Card>

      <Card size="2">
        <Heading as="h2" size="3" mb="1">
          Import JSON
        </Heading>
        <Text as="p" size="2" color="gray" mb="3">
          A checklist exported from SiteProof (or written in its format) becomes a new draft; check it, then publish it.
        </Text>
        <RefusalCallout message={importRefusal?.message} />
        {importRefusal?.problems?.length ? (
          <ul style={{ marginTop: 0 }}>
            {importRefusal.problems.map((p) => (
              <li key={p}>
                <Text size="2">{p}</Text>
              </li>
            ))}
          </ul>
        ) : null}
        <Form method="post" encType="multipart/form-data">
          <input type="hidden" name="intent" value="import" />
          <Flex gap="2" align="center" wrap="wrap">
            <input type="file" name="file" accept="application/json,.json" aria-label="Checklist JSON file" required />
            <Button type="submit" variant="soft" disabled={pending !== null}>
              {busy("import") ? "Importing…" : "Import JSON"}
            </Button>
          </Flex>
        </Form>
      </Card>
      <XlsFormImport types={mapping} refusal={refusedAt("import_xlsform")} busy={busy("import_xlsform")} disabled={pending !== null} />
    </Flex>
  );
}
