// The API reference page shows these snippets to the lender's developers: they must work. Each is run on
// webhooks signed by the Worker's own code and dispositions signed with WebCrypto as the Worker signs them.
import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { referenceOperations } from "../../../app/features/api/api-reference";
import { openApiDocument } from "../../../app/features/api/openapi";
import { verifyDisposition } from "../../../app/features/api/snippets/verify-disposition.mjs";
import { verifyWebhook } from "../../../app/features/api/snippets/verify-webhook.mjs";
import { webhookHeaders } from "../../../app/features/api/webhook-delivery.server";

const SNIPPETS = "app/features/api/snippets";
const hex = (bytes: ArrayBuffer) => Buffer.from(bytes).toString("hex");

/** A delivery signed by the Worker's own code (the headers every attempt carries), with `secrets[0]` current. */
async function delivery(secrets: string[], at = Date.now()) {
  const body = JSON.stringify({ id: "evt_1", type: "case.submitted", data: { case_id: "c1" } });
  const rolled = { previous_secret: secrets[1] ?? null, previous_secret_expires_at: secrets[1] ? new Date(at + 3_600_000).toISOString() : null };
  const sent = await webhookHeaders({ event_id: "evt_1", body, secret: secrets[0], ...rolled }, new Date(at));
  const headers = Object.fromEntries(Object.entries(sent).map(([k, v]) => [k.toLowerCase(), v]));
  return { body, headers: headers as Record<string, string> };
}

/** A result with one sealed inspection and one disposition signed on its seal, and the published keys. */
async function signedResult() {
  const pair = (await crypto.subtle.generateKey({ name: "Ed25519" }, true, ["sign", "verify"])) as CryptoKeyPair;
  const jwk = (await crypto.subtle.exportKey("jwk", pair.publicKey)) as { x: string };
  const seal = '{"inspection":"i1","photos":[]}';
  const sealHash = hex(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(seal)));
  const body = JSON.stringify({ caseId: "c1", outcome: "verified", sealHash });
  const signature = Buffer.from(await crypto.subtle.sign("Ed25519", pair.privateKey, new TextEncoder().encode(body))).toString("base64url");
  const result = {
    inspections: [{ id: "i1", seal: { text: seal, signature: "-", key_id: "k1" } }],
    dispositions: [{ id: "d1", body, signature, key_id: "k1" }],
  };
  return { result, keys: [{ kid: "k1", alg: "Ed25519", jwk: { kty: "OKP", crv: "Ed25519", x: jwk.x }, status: "current" }] };
}

const tampered = (r: Awaited<ReturnType<typeof signedResult>>["result"]) => ({
  ...r,
  dispositions: r.dispositions.map((d) => ({ ...d, body: d.body.replace("verified", "not_verified") })),
});

describe("the Node snippets", () => {
  it("accept a webhook signed with the endpoint's secret, and either secret while it is rolled", async () => {
    const one = await delivery(["whsec_new"]);
    expect(verifyWebhook(one.body, one.headers, "whsec_new")).toBe(true);
    expect(verifyWebhook(one.body, one.headers, "whsec_other")).toBe(false);
    expect(verifyWebhook(one.body.replace("c1", "c2"), one.headers, "whsec_new")).toBe(false);
    const rolled = await delivery(["whsec_new", "whsec_old"]);
    expect(verifyWebhook(rolled.body, rolled.headers, "whsec_old")).toBe(true);
    const old = await delivery(["whsec_new"], Date.now() - 3_600_000);
    expect(verifyWebhook(old.body, old.headers, "whsec_new")).toBe(false);
  });

  it("check a disposition's signature and its seal with the published keys alone", async () => {
    const { result, keys } = await signedResult();
    expect(verifyDisposition(result, keys)).toEqual([{ id: "d1", signed: true, sealed: true }]);
    expect(verifyDisposition(tampered(result), keys)[0].signed).toBe(false);
  });
});

const python = spawnSync("python3", ["-c", "import cryptography"]).status === 0;

/** Runs a Python snippet's function on JSON arguments and answers its JSON result. */
function runPython(file: string, call: string, args: unknown) {
  const program = `import json, sys\nexec(open("${SNIPPETS}/${file}").read())\nargs = json.load(sys.stdin)\nprint(json.dumps(${call}))`;
  const run = spawnSync("python3", ["-c", program], { input: JSON.stringify(args), encoding: "utf8" });
  expect(run.stderr).toBe("");
  return JSON.parse(run.stdout);
}

// Starting Python with cryptography takes seconds on a busy machine: these two have half a minute each.
describe.skipIf(!python)("the Python snippets (python3 with cryptography)", { timeout: 30_000 }, () => {
  it("accept a webhook signed with the endpoint's secret and refuse another", async () => {
    const rolled = await delivery(["whsec_new", "whsec_old"]);
    const headers = { "SiteProof-Timestamp": rolled.headers["siteproof-timestamp"], "SiteProof-Signature": rolled.headers["siteproof-signature"] };
    const call = (secret: string) => `verify_webhook(args["body"].encode(), args["headers"], "${secret}")`;
    expect(runPython("verify-webhook.py", call("whsec_old"), { body: rolled.body, headers })).toBe(true);
    expect(runPython("verify-webhook.py", call("whsec_else"), { body: rolled.body, headers })).toBe(false);
  });

  it("check a disposition's signature and its seal", async () => {
    const { result, keys } = await signedResult();
    const call = 'verify_disposition(args["result"], args["keys"])';
    expect(runPython("verify-disposition.py", call, { result, keys })).toEqual([{ id: "d1", signed: true, sealed: true }]);
    expect(runPython("verify-disposition.py", call, { result: tampered(result), keys })[0].signed).toBe(false);
  });
});

describe("the reference's endpoints", () => {
  it("list every operation of the document with a curl example", () => {
    const ops = referenceOperations(openApiDocument("https://siteproof.example"), "https://siteproof.example");
    const create = ops.find((o) => o.method === "POST" && o.path === "/api/v1/cases")!;
    expect(create.scope).toBe("cases:write");
    expect(create.curl).toContain("curl -X POST 'https://siteproof.example/api/v1/cases'");
    expect(create.curl).toContain("Authorization: Bearer $SITEPROOF_KEY");
    expect(create.curl).toContain('"assignee": "nearest"');
    expect(ops.find((o) => o.path === "/api/v1/cases/{caseId}/result")!.curl).toContain("/api/v1/cases/<case id>/result");
  });
});
