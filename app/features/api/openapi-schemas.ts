// The JSON Schemas of the API's answers, for the OpenAPI document. Request bodies are not written here: they
// are made from the valibot schemas the routes parse with (openapi.ts), so the document cannot drift from
// what is accepted. Answers are checked against these by the integration test that calls every operation.
import { VERIFICATION_TYPES } from "../../platform/db/verification-types";
import { CASE_STATUS_LABELS } from "../cases/status";
import { WEBHOOK_EVENTS } from "../../platform/webhooks/events";

type Schema = Record<string, unknown>;

const nullable = (type: string, extra: Schema = {}): Schema => ({ type: [type, "null"], ...extra });
const instant = (description?: string): Schema => ({ type: "string", format: "date-time", ...(description ? { description } : {}) });
const obj = (properties: Record<string, Schema>, required = Object.keys(properties)): Schema => ({
  type: "object",
  properties,
  required,
});

/** Every status a case can have, from the one record of their labels. */
const CASE_STATUSES = Object.keys(CASE_STATUS_LABELS);

const Case = obj({
  id: { type: "string" },
  reference: { type: "string", description: "The lender's reference, unique in the organization." },
  status: { type: "string", enum: CASE_STATUSES },
  verification_type: { type: "string", enum: [...VERIFICATION_TYPES] },
  checklist_id: nullable("string", { description: "The checklist the visit answers; null: the one mapped to the type." }),
  company: obj({ id: nullable("string"), name: { type: "string" } }),
  site: obj({ address: { type: "string" }, latitude: nullable("number"), longitude: nullable("number") }),
  instructions: { type: "string" },
  due_at: instant(),
  assignee_id: nullable("string"),
  visit: { type: "integer", minimum: 1, description: "Which visit the case is on; a Re-visit starts the next." },
  created_at: instant(),
  updated_at: instant(),
  submitted_at: nullable("string", { format: "date-time" }),
  disposed_at: nullable("string", { format: "date-time" }),
});

const Seal = obj(
  {
    text: { type: "string", description: "The sealed text (canonical JSON) the signature covers." },
    signature: { type: "string", description: "Ed25519 signature of `text`, base64url." },
    key_id: { type: "string", description: "The key's id in /.well-known/siteproof-keys.json." },
  },
  ["text", "signature", "key_id"],
);

const AnswerInWords = obj({ question_id: { type: "string" }, label: { type: "string" }, answer: { type: "string" }, red_flag: { type: "boolean" } });

const Checklist = obj({
  id: { type: "string" },
  title: { type: "string" },
  version: { type: "integer" },
  definition_hash: nullable("string"),
  answers: { type: "object", description: "The sealed answers by question id: text, number, a choice's id or a list of them, photo ids." },
  red_flags: { type: "array", items: AnswerInWords },
  sections: { type: "array", items: obj({ title: { type: "string" }, answers: { type: "array", items: AnswerInWords } }) },
});

const Result = obj({
  case_id: { type: "string" },
  reference: { type: "string" },
  status: { type: "string", enum: CASE_STATUSES },
  inspections: {
    type: "array",
    items: obj({
      id: { type: "string" },
      captured_at: instant(),
      location: obj({ latitude: nullable("number"), longitude: nullable("number"), accuracy_m: nullable("number"), name: nullable("string") }),
      on_site: {
        oneOf: [
          obj({
            verdict: { type: "string", enum: ["on-site", "far", "poor-accuracy", "site-pinned", "no-site", "no-location"] },
            summary: { type: "string" },
            max_distance_m: nullable("number"),
          }),
          { type: "null" },
        ],
        description: "Whether the photos were taken at the site, judged when the inspection was saved.",
      },
      checklist: { oneOf: [Checklist, { type: "null" }], description: "The checklist's answers; null for the specification's seven questions." },
      photos: {
        type: "array",
        items: obj({
          id: { type: "string" },
          file_name: { type: "string" },
          sha256: { type: "string", description: "Of the bytes as stored; the seal covers each photo's receipt." },
          captured_at: instant(),
          url: { type: "string", format: "uri", description: "The photo with its Content Credentials; no key needed, valid 15 minutes." },
          url_expires_at: instant(),
        }),
      },
      verify_url: nullable("string", { format: "uri", description: "The public verify page; null once the inspector has left the organization." }),
      seal: { oneOf: [Seal, { type: "null" }] },
    }),
  },
  dispositions: {
    type: "array",
    items: obj({
      id: { type: "string" },
      body: { type: "string", description: "The signed body (canonical JSON): outcome, remark, reviewer, time, the seal's hash, the previous disposition." },
      signature: { type: "string" },
      key_id: { type: "string" },
    }),
  },
});

const Problem: Schema = {
  type: "object",
  description: "RFC 9457 problem details. Branch on `type`; show `detail`.",
  properties: {
    type: { type: "string", format: "uri" },
    title: { type: "string" },
    status: { type: "integer" },
    detail: { type: "string" },
    errors: { type: "object", additionalProperties: { type: "string" }, description: "One message per invalid field, by the field's name." },
  },
  required: ["type", "title", "status", "detail"],
};

const WebhookEndpoint = obj({
  id: { type: "string" },
  url: { type: "string", format: "uri" },
  events: { type: "array", items: { type: "string", enum: [...WEBHOOK_EVENTS] } },
  enabled: { type: "boolean", description: "False once turned off, or after three days of failed deliveries." },
  created_at: instant(),
  disabled_at: nullable("string", { format: "date-time" }),
});

const NewWebhookEndpoint = obj({
  id: { type: "string" },
  url: { type: "string", format: "uri" },
  events: { type: "array", items: { type: "string", enum: [...WEBHOOK_EVENTS] } },
  enabled: { type: "boolean" },
  secret: { type: "string", description: "The signing secret, given this once." },
});

const WebhookEvent = obj({
  id: { type: "string", description: "The event's id, also in SiteProof-Event-Id: the same on every attempt, so deduplicate by it." },
  type: { type: "string", enum: [...WEBHOOK_EVENTS] },
  created_at: instant(),
  data: obj({
    case_id: { type: "string" },
    reference: { type: "string" },
    status: { type: "string", enum: CASE_STATUSES },
    disposition: {
      oneOf: [
        obj({ id: { type: "string" }, outcome: { type: "string" }, body: { type: "string" }, signature: { type: "string" }, key_id: { type: "string" } }),
        { type: "null" },
      ],
      description: "For case.disposed and case.revisit: the signed disposition, as in the result.",
    },
  }),
});

const CaseList = obj(
  {
    cases: { type: "array", items: { $ref: "#/components/schemas/Case" } },
    next_cursor: nullable("string", { description: "Paging by updated_since: pass it as `cursor` for the next page; null on the last page." }),
  },
  ["cases"],
);

const BulkJob = obj({
  id: { type: "string" },
  state: { type: "string", enum: ["queued", "running", "done", "failed"] },
  total: { type: "integer" },
  processed: { type: "integer" },
  created: { type: "integer" },
  refused_count: { type: "integer" },
  refused: {
    type: "array",
    description: "The first 200 refused items: each item's index in the body (from 0) and why.",
    items: obj({ index: { type: "integer" }, reason: { type: "string" } }),
  },
  message: nullable("string"),
});

export const ANSWER_SCHEMAS = {
  Case,
  CaseList,
  BulkJob,
  BulkAccepted: obj({ job_id: { type: "string" }, job_url: { type: "string" } }),
  Result,
  Problem,
  WebhookEndpoint,
  WebhookEndpointList: obj({ webhooks: { type: "array", items: WebhookEndpoint } }),
  NewWebhookEndpoint,
  WebhookEvent,
};
