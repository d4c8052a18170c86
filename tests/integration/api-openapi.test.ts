// Issue 45: the OpenAPI document is checked against the implementation. Every documented operation is
// a route of the build and every /api/v1 route is documented; every operation is called for real and its
// answers (success and problems) must match the document's schema and listed statuses; the request example
// is accepted; a key without the operation's `x-scope` is refused 403.
import { Validator } from "@cfworker/json-schema";
import { env, SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import type { OpenApiDocument } from "../../app/features/api/openapi";
import { pattern, routes } from "./fuzz-helpers";
import { ORIGIN } from "./helpers";
import { join, newCase } from "./allocation-factories";
import { newInspector, payload, save, uploadedPhoto } from "./capture-helpers";
import { api, keyed } from "./api-factories";
import { directoryCompany } from "./team-factories";

type Operation = { operationId: string; "x-scope"?: string; responses: Record<string, { content?: Record<string, { schema: object }> }> };
const DOC_ID = "https://siteproof.test/openapi.json";
/** The document as read back: its operations are checked field by field, so it is typed as loosely as JSON. */
let doc: Omit<OpenApiDocument, "paths"> & { paths: Record<string, Record<string, Operation>> };

const operations = () => Object.entries(doc.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => ({ path, method, op })));

/** Checks an answer against its operation: the status is documented and the body matches its schema. */
async function conforms(op: Operation, res: Response) {
  const answer = op.responses[String(res.status)];
  expect(answer, `${op.operationId} answered ${res.status}, which the document does not list`).toBeDefined();
  const [type, media] = Object.entries(answer.content ?? {})[0] ?? [];
  if (!media) return;
  expect(res.headers.get("Content-Type")).toContain(type);
  if (!type.includes("json")) return res.arrayBuffer();
  const validator = new Validator({ $ref: `${DOC_ID}#/components/schemas/__answer` }, "2020-12", false);
  validator.addSchema({ ...doc, $id: DOC_ID, components: { ...doc.components, schemas: { ...doc.components.schemas, __answer: media.schema } } });
  const body = await res.json();
  const checked = validator.validate(body);
  expect(
    checked.errors.map((e) => `${e.instanceLocation}: ${e.error}`),
    `${op.operationId} ${res.status}`,
  ).toEqual([]);
  return body;
}

/** A case of the organization with a sealed capture, so its result has an inspection and a photo link to follow. */
async function capturedCase(orgId: string) {
  const companyId = await directoryCompany(orgId, { name: "Shree Ganesh Traders" });
  const inspector = await newInspector();
  const caseId = await newCase({ id: orgId, companyId }, { assigneeId: await join(orgId, inspector.email, "inspector") });
  const photo = await uploadedPhoto(inspector.cookie, crypto.randomUUID());
  const body = payload(companyId, [photo], { case: { id: caseId, metName: "Ravi Shah", metRole: "Proprietor" } });
  expect((await save(inspector.cookie, body)).status).toBe(201);
  return caseId;
}

const call = (key: string | null, method: string, path: string, body?: unknown) => api(method.toUpperCase(), path, key, body);

beforeAll(async () => {
  const res = await SELF.fetch(`${ORIGIN}/api/v1/openapi.json`);
  expect(res.status).toBe(200);
  doc = await res.json();
});

describe("the OpenAPI document", () => {
  it("is OpenAPI 3.1 and names exactly the /api/v1 routes the app serves", () => {
    expect(doc.openapi).toBe("3.1.0");
    const served = routes
      .map(pattern)
      .filter((p) => p.startsWith("/api/v1/"))
      .map((p) => p.replace(/:(\w+)/g, "{$1}"))
      .sort();
    expect(Object.keys(doc.paths).sort()).toEqual(served);
    for (const { op } of operations()) expect(Object.keys(op.responses).length).toBeGreaterThan(0);
  });

  it("matches what every operation answers, with and without the right key", async () => {
    const { key, org } = await keyed(["cases:write", "cases:read", "results:read", "webhooks:manage"]);
    const create = doc.paths["/api/v1/cases"].post as unknown as { requestBody: { content: { "application/json": { example: Record<string, unknown> } } } };
    const example = { ...create.requestBody.content["application/json"].example, reference: `OA-${crypto.randomUUID().slice(0, 8)}` };

    // One real call per operation; each operation must have one here, so a new operation cannot go unchecked.
    const created = doc.paths["/api/v1/webhooks"].post as unknown as { requestBody: { content: { "application/json": { example: unknown } } } };
    const webhookExample = created.requestBody.content["application/json"].example;
    let caseId = "";
    let photoUrl = "";
    let jobId = "";
    const captured = await capturedCase(org.id);
    const calls: Record<string, (k: string | null) => Promise<Response>> = {
      createCase: (k) => call(k, "post", "/api/v1/cases", example),
      listCases: (k) => call(k, "get", "/api/v1/cases?updated_since=2026-01-01T00:00:00Z&limit=2"),
      createCasesInBulk: (k) => call(k, "post", "/api/v1/cases/bulk", { cases: [{ ...example, reference: `${example.reference}-B`, assignee: undefined }] }),
      cancelCase: (k) => call(k, "post", `/api/v1/cases/${caseId}/cancel`, { reason: "The applicant withdrew." }),
      getJob: (k) => call(k, "get", `/api/v1/jobs/${jobId}`),
      getCase: (k) => call(k, "get", `/api/v1/cases/${caseId}`),
      getCaseResult: (k) => call(k, "get", `/api/v1/cases/${captured}/result`),
      getPhoto: () => SELF.fetch(photoUrl),
      getOpenApi: () => call(null, "get", "/api/v1/openapi.json"),
      createWebhook: (k) => call(k, "post", "/api/v1/webhooks", webhookExample),
      listWebhooks: (k) => call(k, "get", "/api/v1/webhooks"),
    };
    expect(Object.keys(calls).sort()).toEqual(
      operations()
        .map((o) => o.op.operationId)
        .sort(),
    );

    for (const { op } of operations()) {
      const res = await calls[op.operationId](key);
      expect(res.status, op.operationId).toBeLessThan(300);
      const body = await conforms(op, res);
      if (op.operationId === "createCase") caseId = (body as { id: string }).id;
      if (op.operationId === "createCasesInBulk") jobId = (body as { job_id: string }).job_id;
      if (op.operationId === "getCaseResult") photoUrl = (body as { inspections: { photos: { url: string }[] }[] }).inspections[0].photos[0].url;
    }
    expect(await env.DB.prepare("SELECT organization_id FROM cases WHERE id = ?").bind(caseId).first("organization_id")).toBe(org.id);

    // The problems are documented too: no key, a key without the scope, an unknown case, an undocumented field.
    const { key: hooksOnly } = await keyed(["webhooks:manage"]);
    const { key: readOnly } = await keyed(["cases:read"]);
    for (const { op } of operations().filter((o) => o.op["x-scope"])) {
      await conforms(op, await calls[op.operationId](null));
      const refused = await calls[op.operationId](op["x-scope"] === "webhooks:manage" ? readOnly : hooksOnly);
      expect(refused.status, op.operationId).toBe(403);
      await conforms(op, refused);
    }
    const byReference = await conforms(doc.paths["/api/v1/cases"].get, await call(key, "get", `/api/v1/cases?reference=${example.reference}`));
    expect((byReference as { cases: { id: string }[] }).cases.map((c) => c.id)).toEqual([caseId]);
    const getPhoto = doc.paths["/api/v1/photos/{photoId}"].get;
    await conforms(getPhoto, await SELF.fetch(photoUrl.replace(/expires=\d+/, "expires=1")));
    const getCase = doc.paths["/api/v1/cases/{caseId}"].get;
    await conforms(getCase, await call(key, "get", "/api/v1/cases/no-such-case"));
    const createOp = doc.paths["/api/v1/cases"].post;
    const strange = await call(key, "post", "/api/v1/cases", { ...example, reference: "OA-x", colour: "red" });
    expect(strange.status).toBe(422);
    expect(JSON.stringify(await conforms(createOp, strange))).toContain("colour");
    const invalid = await call(key, "post", "/api/v1/cases", { ...example, reference: "OA-y", verification_type: "castle" });
    expect(invalid.status).toBe(422);
    expect(((await conforms(createOp, invalid)) as { errors: Record<string, string> }).errors).toHaveProperty("verification_type");
  });
});
