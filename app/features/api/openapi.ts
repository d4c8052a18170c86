// The API's OpenAPI 3.1 document, served at /api/v1/openapi.json and read by the developers' page. Request
// bodies are converted from the valibot schemas the routes parse with (@valibot/to-json-schema), answers come
// from openapi-schemas.ts; tests/integration/api-openapi.test.ts calls every operation and checks the answers.
import { toJsonSchema } from "@valibot/to-json-schema";
import type * as v from "valibot";
import { VERIFICATION_TYPES } from "../../platform/db/verification-types";
import { WEBHOOK_EVENTS, WEBHOOK_EVENT_LABELS } from "../../platform/webhooks/events";
import { ApiBulkBody, MAX_BULK_ITEMS } from "./api-bulk";
import { ApiCancelBody, ApiCaseBody } from "./api-case-input";
import { MAX_PAGE } from "./case-pages";
import { ApiWebhookBody } from "./webhooks";
import type { ApiScope } from "../../platform/db/schema";
import { RATE_LIMIT } from "./api-keys";
import { ANSWER_SCHEMAS } from "./openapi-schemas";

type Schema = Record<string, unknown>;

/** A request body's JSON Schema from the schema its route parses with; `$schema` is the document's own dialect. */
function bodySchema(schema: v.GenericSchema, describe: Record<string, string> = {}): Schema {
  const { $schema: _dialect, ...out } = toJsonSchema(schema, { errorMode: "ignore" }) as Schema & { properties: Record<string, Schema> };
  for (const [field, description] of Object.entries(describe)) out.properties[field] = { ...out.properties[field], description };
  return out;
}

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const json = (schema: Schema, example?: unknown) => ({ "application/json": { schema, ...(example ? { example } : {}) } });
const problem = (description: string) => ({ description, content: { "application/problem+json": { schema: ref("Problem") } } });

/** The answers every keyed operation can give besides its own. */
const KEYED_PROBLEMS = {
  "401": problem("No key, or a wrong, revoked or expired key."),
  "403": problem("The key lacks the operation's scope."),
  "429": { ...problem(`Over ${RATE_LIMIT} requests a minute for this key.`), headers: { "Retry-After": { schema: { type: "integer" } } } },
};

/** An operation that needs a key with `scope`; the scope is also named in `x-scope` for the developers' page. */
function keyed(scope: ApiScope, op: Schema & { responses: Schema }) {
  return { ...op, security: [{ apiKey: [] }], "x-scope": scope, responses: { ...op.responses, ...KEYED_PROBLEMS } };
}

const caseIdParam = { name: "caseId", in: "path", required: true, schema: { type: "string" } };

export const CASE_EXAMPLE = {
  reference: "LN-2026-004211",
  company_name: "Shree Ganesh Traders",
  site_address: "14 MG Road, Pune 411001",
  site_latitude: 18.5204,
  site_longitude: 73.8567,
  verification_type: "residence",
  instructions: "Meet the applicant; confirm years at the address.",
  due_at: "2026-12-01T17:00:00+05:30",
  assignee: "nearest",
};

const CASE_EXAMPLE_FOR_BULK = { ...CASE_EXAMPLE, reference: "LN-2026-004212", assignee: undefined };

const newCaseSchema = () =>
  bodySchema(ApiCaseBody, {
    verification_type: `One of ${VERIFICATION_TYPES.join(", ")}.`,
    checklist_id: "A published checklist of the organization; absent: the one mapped to the verification type.",
    assignee: "An inspector's user id, or `nearest` (not in bulk).",
    due_at: "An ISO 8601 instant with its offset.",
  });

export const WEBHOOK_EXAMPLE = { url: "https://los.lender.example/siteproof/events", events: ["case.submitted", "case.disposed"] };

/** Each event as a delivery, OpenAPI 3.1's `webhooks`: a POST of the event with the signature headers. */
const webhookEvents = () =>
  Object.fromEntries(
    WEBHOOK_EVENTS.map((event) => [
      event,
      {
        post: {
          summary: WEBHOOK_EVENT_LABELS[event],
          description:
            "SiteProof-Signature is v1=<hex HMAC-SHA256 of `${SiteProof-Timestamp}.${body}`> with the endpoint's secret (two v1= values while a secret is rolled). " +
            "A non-2xx answer or no answer within 10 s is retried with backoff for about four days, with the same SiteProof-Event-Id; events of one case arrive in order.",
          parameters: ["SiteProof-Event-Id", "SiteProof-Timestamp", "SiteProof-Signature"].map((name) => ({
            name,
            in: "header",
            required: true,
            schema: { type: "string" },
          })),
          requestBody: { required: true, content: json(ref("WebhookEvent")) },
          responses: { "200": { description: "Any 2xx answer marks the delivery done." } },
        },
      },
    ]),
  );

/** The document for one server address, built once per address an isolate serves (the schemas' conversion is not free). */
const documents = new Map<string, ReturnType<typeof buildDocument>>();
export function openApiDocument(serverUrl: string) {
  let doc = documents.get(serverUrl);
  if (!doc) {
    if (documents.size >= 8) documents.clear(); // the address comes from the request: never an unbounded cache
    documents.set(serverUrl, (doc = buildDocument(serverUrl)));
  }
  return doc;
}

function buildDocument(serverUrl: string) {
  return {
    openapi: "3.1.0",
    info: {
      title: "SiteProof API",
      version: "1.0.0",
      description:
        "Cases in from a loan system, signed results out. Every error is application/problem+json (RFC 9457). " +
        "Results carry the inspection's seal and each disposition's signed body, checkable with /.well-known/siteproof-keys.json alone.",
    },
    servers: [{ url: serverUrl }],
    components: {
      securitySchemes: { apiKey: { type: "http", scheme: "bearer", description: "An organization's API key: Authorization: Bearer sp_live_…" } },
      schemas: { ...ANSWER_SCHEMAS, NewCase: newCaseSchema() },
    },
    webhooks: webhookEvents(),
    paths: {
      "/api/v1/cases": {
        get: keyed("cases:read", {
          operationId: "listCases",
          summary: "Find a case by the lender's reference, or page through cases changed since a time",
          description:
            "With `reference`: none or one case. Otherwise cases in the order of their last change, oldest first, from `updated_since`; " +
            "follow `next_cursor` until it is null. A case changed while you page is met again on a later page, never skipped.",
          parameters: [
            { name: "reference", in: "query", required: false, schema: { type: "string", maxLength: 60 } },
            { name: "updated_since", in: "query", required: false, schema: { type: "string", format: "date-time" } },
            { name: "cursor", in: "query", required: false, schema: { type: "string" } },
            { name: "limit", in: "query", required: false, schema: { type: "integer", minimum: 1, maximum: MAX_PAGE, default: 100 } },
          ],
          responses: { "200": { description: "The cases.", content: json(ref("CaseList")) }, "400": problem("A bad parameter, named in `errors`.") },
        }),
        post: keyed("cases:write", {
          operationId: "createCase",
          summary: "Create a case",
          description:
            "The case form's fields. `assignee` is an inspector's user id or `nearest` (the organization's inspector nearest the site). " +
            "A retry with the same Idempotency-Key within 24 hours answers the first answer instead of making a second case.",
          parameters: [{ name: "Idempotency-Key", in: "header", required: false, schema: { type: "string", maxLength: 255 } }],
          requestBody: { required: true, content: json(ref("NewCase"), CASE_EXAMPLE) },
          responses: {
            "201": { description: "The new case.", headers: { Location: { schema: { type: "string" } } }, content: json(ref("Case")) },
            "400": problem("The body is not JSON, or a bad Idempotency-Key."),
            "409": problem("The reference is used by another case (its id is in `case_id`), or a request with this Idempotency-Key is still running."),
            "413": problem("The body is over 64 KB."),
            "422": problem("Invalid or unknown fields, each named in `errors`; or the Idempotency-Key was used with another body."),
          },
        }),
      },
      "/api/v1/cases/bulk": {
        post: keyed("cases:write", {
          operationId: "createCasesInBulk",
          summary: `Create up to ${MAX_BULK_ITEMS.toLocaleString("en")} cases`,
          description:
            "Each item as POST /api/v1/cases takes it (no `nearest` assignee). The items are written through a queue; read the job for progress " +
            "and each refused item by its index. Each item counts against the key's rate limit.",
          requestBody: {
            required: true,
            content: json(
              { ...bodySchema(ApiBulkBody), properties: { cases: { type: "array", minItems: 1, maxItems: MAX_BULK_ITEMS, items: ref("NewCase") } } },
              {
                cases: [CASE_EXAMPLE_FOR_BULK],
              },
            ),
          },
          responses: {
            "202": {
              description: "Accepted; the job's address is in Location.",
              headers: { Location: { schema: { type: "string" } } },
              content: json(ref("BulkAccepted")),
            },
            "400": problem("The body is not JSON."),
            "413": problem("The body is over 5 MB."),
            "422": problem("`cases` is not a list of 1 to 10,000 items."),
          },
        }),
      },
      "/api/v1/cases/{caseId}": {
        get: keyed("cases:read", {
          operationId: "getCase",
          summary: "Read a case",
          parameters: [caseIdParam],
          responses: { "200": { description: "The case.", content: json(ref("Case")) }, "404": problem("No such case in the key's organization.") },
        }),
      },
      "/api/v1/cases/{caseId}/result": {
        get: keyed("results:read", {
          operationId: "getCaseResult",
          summary: "Read a case's result: sealed inspections and signed dispositions",
          parameters: [caseIdParam],
          responses: { "200": { description: "The result.", content: json(ref("Result")) }, "404": problem("No such case in the key's organization.") },
        }),
      },
      "/api/v1/cases/{caseId}/cancel": {
        post: keyed("cases:write", {
          operationId: "cancelCase",
          summary: "Cancel a case before its inspection is submitted",
          parameters: [caseIdParam],
          requestBody: { required: true, content: json(bodySchema(ApiCancelBody), { reason: "The applicant withdrew the loan application." }) },
          responses: {
            "200": { description: "The case, now cancelled.", content: json(ref("Case")) },
            "404": problem("No such case in the key's organization."),
            "409": problem("The case was already submitted, decided or cancelled (`case-not-cancellable`)."),
            "422": problem("No reason, or over 500 characters."),
          },
        }),
      },
      "/api/v1/jobs/{jobId}": {
        get: keyed("cases:read", {
          operationId: "getJob",
          summary: "Read a bulk job's progress and refused items",
          description: "A key with cases:read or cases:write may read its organization's jobs.",
          parameters: [{ name: "jobId", in: "path", required: true, schema: { type: "string" } }],
          responses: { "200": { description: "The job.", content: json(ref("BulkJob")) }, "404": problem("No such job in the key's organization.") },
        }),
      },
      "/api/v1/photos/{photoId}": {
        get: {
          operationId: "getPhoto",
          summary: "A result's photo, by the link the result gave",
          description: "The link itself is the permission: no key is sent. It lasts 15 minutes; read the result again for fresh links.",
          parameters: [
            { name: "photoId", in: "path", required: true, schema: { type: "string" } },
            { name: "expires", in: "query", required: true, schema: { type: "string" } },
            { name: "signature", in: "query", required: true, schema: { type: "string" } },
          ],
          responses: {
            "200": {
              description: "The JPEG with its Content Credentials.",
              content: { "image/jpeg": { schema: { type: "string", contentMediaType: "image/jpeg" } } },
            },
            "403": problem("The link is not valid or has expired."),
            "404": problem("The photo is no longer kept."),
          },
        },
      },
      "/api/v1/webhooks": {
        get: keyed("webhooks:manage", {
          operationId: "listWebhooks",
          summary: "List the organization's webhook endpoints",
          responses: { "200": { description: "The endpoints, without their secrets.", content: json(ref("WebhookEndpointList")) } },
        }),
        post: keyed("webhooks:manage", {
          operationId: "createWebhook",
          summary: "Add a webhook endpoint",
          description: "https only (http to localhost while SiteProof runs locally). The answer is the only time the secret is given.",
          requestBody: {
            required: true,
            content: json(bodySchema(ApiWebhookBody, { events: `Any of ${WEBHOOK_EVENTS.join(", ")}.` }), WEBHOOK_EXAMPLE),
          },
          responses: {
            "201": { description: "The endpoint and its secret.", content: json(ref("NewWebhookEndpoint")) },
            "400": problem("The body is not JSON."),
            "413": problem("The body is over 8 KB."),
            "422": problem("Invalid fields, each named in `errors`."),
          },
        }),
      },
      "/api/v1/openapi.json": {
        get: { operationId: "getOpenApi", summary: "This document", responses: { "200": { description: "OpenAPI 3.1", content: json({ type: "object" }) } } },
      },
    },
  };
}
export type OpenApiDocument = ReturnType<typeof buildDocument>;
