// /app/org/<code>/api: the owner's API keys. Real forms (create, revoke) that work before the scripts run; a new
// key is shown once, in a read-only field to select or copy.
import { Badge, Button, Callout, Card, Flex, Heading, Link, Text, TextField } from "@radix-ui/themes";
import { Form, Link as RemixLink, useActionData, useNavigation } from "@remix-run/react";
import type { ApiScope } from "../../platform/db/schema";
import { PageHeader } from "../../ui/PageHeader";
import { API_SCOPES, type KeyState, SCOPE_LABELS } from "./api-keys";
import { ShownOnce } from "./ShownOnce";

export interface ApiKeyView {
  id: string;
  name: string;
  prefix: string;
  scopes: ApiScope[];
  state: KeyState;
  created: string;
  lastUsed: string | null;
  expires: string | null;
}

type Answer = { ok: boolean; message?: string; intent?: string; key?: string; name?: string; fieldErrors?: Record<string, string> };

const STATE_LABELS: Record<KeyState, { text: string; color: "green" | "gray" | "orange" }> = {
  active: { text: "Active", color: "green" },
  revoked: { text: "Revoked", color: "gray" },
  expired: { text: "Expired", color: "orange" },
};

function CreateForm({ refused }: { refused?: Answer }) {
  const errors = refused?.fieldErrors ?? {};
  const busy = useNavigation().state === "submitting";
  return (
    <Card size="2" mb="5" asChild>
      <section aria-labelledby="new-key-heading">
        <Heading as="h2" size="4" id="new-key-heading" mb="3">
          New key
        </Heading>
        <Form method="post" noValidate>
          <input type="hidden" name="intent" value="create" />
          <Flex direction="column" gap="3">
            <Flex direction="column" gap="1" style={{ maxWidth: 420 }}>
              <Text as="label" htmlFor="key-name" size="2" weight="medium">
                Name
              </Text>
              <TextField.Root id="key-name" name="name" maxLength={80} placeholder="Loan system (production)" aria-invalid={errors.name ? true : undefined} />
              {errors.name ? (
                <Text size="1" color="red">
                  {errors.name}
                </Text>
              ) : null}
            </Flex>
            <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
              <legend>
                <Text size="2" weight="medium">
                  What it may do
                </Text>
              </legend>
              <Flex direction="column" gap="2" mt="2">
                {API_SCOPES.map((s) => (
                  <Text as="label" size="2" key={s}>
                    <Flex gap="2" align="center">
                      <input type="checkbox" name="scopes" value={s} defaultChecked={s === "cases:read"} />
                      {SCOPE_LABELS[s]} <Text color="gray">({s})</Text>
                    </Flex>
                  </Text>
                ))}
              </Flex>
              {errors.scopes ? (
                <Text size="1" color="red" as="p" mt="1">
                  {errors.scopes}
                </Text>
              ) : null}
            </fieldset>
            <Flex direction="column" gap="1" style={{ maxWidth: 220 }}>
              <Text as="label" htmlFor="key-expiry" size="2" weight="medium">
                Expires after (optional)
              </Text>
              <TextField.Root id="key-expiry" name="expiresOn" type="date" aria-invalid={errors.expiresOn ? true : undefined} />
              {errors.expiresOn ? (
                <Text size="1" color="red">
                  {errors.expiresOn}
                </Text>
              ) : null}
            </Flex>
            <Flex>
              <Button type="submit" disabled={busy}>
                Create key
              </Button>
            </Flex>
          </Flex>
        </Form>
      </section>
    </Card>
  );
}

function KeyItem({ apiKey }: { apiKey: ApiKeyView }) {
  const state = STATE_LABELS[apiKey.state];
  return (
    <Card asChild size="2">
      <li aria-label={apiKey.name}>
        <Flex gap="3" align="center" justify="between" wrap="wrap">
          <Flex direction="column" gap="1" style={{ minWidth: 0, flex: "1 1 240px" }}>
            <Flex gap="2" align="center" wrap="wrap">
              <Text weight="bold">{apiKey.name}</Text>
              <Badge color={state.color}>{state.text}</Badge>
            </Flex>
            <Text size="2" color="gray" style={{ fontFamily: "monospace" }}>
              {apiKey.prefix}…
            </Text>
            <Text size="2">{apiKey.scopes.map((s) => SCOPE_LABELS[s]).join(", ")}</Text>
            <Text size="1" color="gray">
              Created {apiKey.created} · {apiKey.lastUsed ? `Last used ${apiKey.lastUsed}` : "Never used"}
              {apiKey.expires ? ` · ${apiKey.state === "expired" ? "Expired" : "Expires"} ${apiKey.expires}` : ""}
            </Text>
          </Flex>
          {apiKey.state === "revoked" ? null : (
            <Form method="post">
              <input type="hidden" name="intent" value="revoke" />
              <input type="hidden" name="id" value={apiKey.id} />
              <Button type="submit" variant="soft" color="red" size="2" aria-label={`Revoke ${apiKey.name}`}>
                Revoke
              </Button>
            </Form>
          )}
        </Flex>
      </li>
    </Card>
  );
}

export function ApiKeysPage({ keys }: { keys: ApiKeyView[] }) {
  const answer = useActionData() as Answer | undefined;
  const refused = answer && !answer.ok ? answer : undefined;
  return (
    <>
      <PageHeader
        title="API keys"
        subtitle="Keys let your loan system create cases and read results through SiteProof's API. Each key acts for this organization only."
      >
        <Text as="p" size="2" mt="2">
          <Link asChild>
            <RemixLink to="reference">API reference for your developers</RemixLink>
          </Link>
        </Text>
      </PageHeader>
      {answer?.ok && answer.key ? (
        <ShownOnce label="New API key" copyLabel="Copy key" value={answer.key}>
          <Text weight="bold">{answer.name}</Text>: {answer.message}
        </ShownOnce>
      ) : null}
      {answer?.ok && !answer.key ? (
        <Callout.Root color="green" role="status" mb="4" size="1">
          <Callout.Text>{answer.message}</Callout.Text>
        </Callout.Root>
      ) : null}
      {refused && (refused.intent !== "create" || !refused.fieldErrors) ? (
        <Callout.Root color="red" role="alert" mb="4" size="1">
          <Callout.Text>{refused.message}</Callout.Text>
        </Callout.Root>
      ) : null}
      <Text as="p" size="2" mb="4">
        <Link asChild>
          <RemixLink to="webhooks">Webhooks</RemixLink>
        </Link>
        : send case events to your loan system as they happen.
      </Text>
      <CreateForm refused={refused?.intent === "create" ? refused : undefined} />
      <Heading as="h2" size="4" mb="2">
        Keys
      </Heading>
      {keys.length === 0 ? (
        <Text as="p" color="gray" size="2">
          No keys yet. Create one above and give it to the system that will call the API.
        </Text>
      ) : (
        <Flex asChild direction="column" gap="2" p="0" style={{ listStyle: "none" }}>
          <ul aria-label="API keys">
            {keys.map((k) => (
              <KeyItem key={k.id} apiKey={k} />
            ))}
          </ul>
        </Flex>
      )}
    </>
  );
}
