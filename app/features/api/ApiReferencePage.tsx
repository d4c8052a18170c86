// /app/org/<code>/api/reference: the API's reference for the lender's developers, read from the same OpenAPI
// document the API serves (so the page cannot name an endpoint the API lacks), with the signature checks in
// Node and Python (the snippets are files a unit test runs).
import { Badge, Box, Card, Code, Flex, Heading, Link, Text } from "@radix-ui/themes";
import { Link as RemixLink } from "@remix-run/react";
import { WEBHOOK_EVENTS } from "../../platform/webhooks/events";
import { PageHeader } from "../../ui/PageHeader";

export interface ReferenceOperation {
  method: string;
  path: string;
  summary: string;
  description?: string;
  scope?: string;
  curl: string;
}

export interface ApiReferenceView {
  origin: string;
  code: string;
  rateLimit: number;
  operations: ReferenceOperation[];
  snippets: { webhookNode: string; webhookPython: string; dispositionNode: string; dispositionPython: string };
}

function Snippet({ label, code }: { label: string; code: string }) {
  return (
    <Box mb="3">
      <Text as="p" size="2" weight="medium" mb="1">
        {label}
      </Text>
      <pre aria-label={label} tabIndex={0} style={{ overflowX: "auto", margin: 0, padding: 12, borderRadius: 6, background: "var(--gray-a3)", fontSize: 13 }}>
        <code>{code.trim()}</code>
      </pre>
    </Box>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <Box asChild mb="6">
      <section aria-labelledby={id}>
        <Heading as="h2" size="5" id={id} mb="3">
          {title}
        </Heading>
        {children}
      </section>
    </Box>
  );
}

function Operation({ op }: { op: ReferenceOperation }) {
  const id = `op-${op.method}-${op.path.replace(/[^a-z0-9]+/gi, "-")}`;
  return (
    <Card asChild size="2" mb="3">
      <article aria-labelledby={id}>
        <Flex gap="2" align="center" wrap="wrap" mb="1">
          <Badge color={op.method === "GET" ? "blue" : "green"}>{op.method}</Badge>
          <Heading as="h3" size="3" id={id} style={{ fontFamily: "var(--code-font-family)", overflowWrap: "anywhere" }}>
            {op.path}
          </Heading>
          {op.scope ? <Badge color="gray">{op.scope}</Badge> : null}
        </Flex>
        <Text as="p" size="2" weight="medium">
          {op.summary}
        </Text>
        {op.description ? (
          <Text as="p" size="2" color="gray" mt="1">
            {op.description}
          </Text>
        ) : null}
        <Box mt="2">
          <Snippet label={`Example: ${op.method} ${op.path}`} code={op.curl} />
        </Box>
      </article>
    </Card>
  );
}

export function ApiReferencePage({ view }: { view: ApiReferenceView }) {
  const { origin, code, rateLimit, operations, snippets } = view;
  return (
    <>
      <PageHeader title="API reference" subtitle="How your loan system sends cases to SiteProof and reads signed results back.">
        <Text as="p" size="2" mt="2">
          <Link asChild>
            <RemixLink to={`/app/org/${code}/api`}>API keys</RemixLink>
          </Link>{" "}
          ·{" "}
          <Link href="/api/v1/openapi.json" download>
            OpenAPI document (JSON)
          </Link>
        </Text>
      </PageHeader>
      <Section id="auth" title="Authentication">
        <Text as="p" size="2" mb="2">
          Send a key your organization&apos;s owner made on the API keys page in every request: <Code>Authorization: Bearer sp_live_…</Code>. A key acts for
          this organization only and within its scopes. A missing, wrong, revoked or expired key is answered 401; a scope the key lacks, 403.
        </Text>
        <Text as="p" size="2" mb="2">
          Each key may make {rateLimit} requests a minute; over that the answer is 429 with <Code>Retry-After</Code> in seconds. A retried{" "}
          <Code>POST /api/v1/cases</Code> with the same <Code>Idempotency-Key</Code> header within 24 hours answers the first answer instead of making a second
          case.
        </Text>
        <Text as="p" size="2">
          Every error is <Code>application/problem+json</Code> (RFC 9457): branch on <Code>type</Code>, show <Code>detail</Code>; invalid fields are named in{" "}
          <Code>errors</Code>.
        </Text>
      </Section>
      <Section id="endpoints" title="Endpoints">
        <Text as="p" size="2" color="gray" mb="3">
          Base address: <Code>{origin}</Code>
        </Text>
        {operations.map((op) => (
          <Operation key={`${op.method} ${op.path}`} op={op} />
        ))}
      </Section>
      <Section id="webhooks" title="Checking a webhook's signature">
        <Text as="p" size="2" mb="2">
          Add endpoints and choose their events on the{" "}
          <Link asChild>
            <RemixLink to={`/app/org/${code}/api/webhooks`}>Webhooks page</RemixLink>
          </Link>{" "}
          or with <Code>POST /api/v1/webhooks</Code>. Events:{" "}
          {WEBHOOK_EVENTS.map((e, i) => (
            <span key={e}>
              {i ? ", " : ""}
              <Code>{e}</Code>
            </span>
          ))}
          .
        </Text>
        <Text as="p" size="2" mb="3">
          Each delivery carries <Code>SiteProof-Event-Id</Code>, <Code>SiteProof-Timestamp</Code> (Unix seconds) and{" "}
          <Code>SiteProof-Signature: v1=&lt;hex HMAC-SHA256 of &quot;timestamp.body&quot;&gt;</Code> made with the endpoint&apos;s secret. Check it against the
          raw body before parsing it, refuse old timestamps, and keep the event ids you have handled: a delivery can arrive more than once.
        </Text>
        <Snippet label="Node.js: verify a webhook" code={snippets.webhookNode} />
        <Snippet label="Python: verify a webhook" code={snippets.webhookPython} />
      </Section>
      <Section id="dispositions" title="Checking a disposition's signature">
        <Text as="p" size="2" mb="3">
          A result&apos;s dispositions carry the signed body, its Ed25519 signature and the key&apos;s id. Check them with the public keys at{" "}
          <Link href="/.well-known/siteproof-keys.json">/.well-known/siteproof-keys.json</Link> alone; the body names the SHA-256 of the seal it decided on.
        </Text>
        <Snippet label="Node.js: verify a result's dispositions" code={snippets.dispositionNode} />
        <Snippet label="Python: verify a result's dispositions" code={snippets.dispositionPython} />
      </Section>
    </>
  );
}
