// 10,000 webhook deliveries (--deliveries) sent through the real local Queue to a local receiver: the
// outbox rows are seeded by one SQL statement (one per case, so none waits behind another of its case),
// the hourly sweep (GET /__scheduled?cron=5+*+*+*+*, open with TEST_SCHEDULED=1 to this machine) queues
// them all, and the Queue's consumer (max_batch_size 10, as wrangler.toml) claims, signs and POSTs each.
// The time runs from the sweep's request to the receiver's last request; every request's signature is
// checked against the endpoint's secret, and the receiver answers 200 after --receiver-ms milliseconds.
// The Worker runs in this process through wrangler's DevEnv, as bench/backups.mjs does.
// Usage: npm run build && npx tsx bench/webhook-deliveries.ts [--deliveries 10000] [--port 8801] [--receiver-port 8802] [--receiver-ms 0]
import { execFileSync } from "node:child_process";
import { createHmac } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";

const args = process.argv.slice(2);
const opt = (n: string, d: number) => (args.includes(n) ? Number(args[args.indexOf(n) + 1]) : d);
const DELIVERIES = opt("--deliveries", 10_000);
const PORT = opt("--port", 8801);
const RECEIVER_PORT = opt("--receiver-port", 8802);
const RECEIVER_MS = opt("--receiver-ms", 0);
const TIMEOUT_MS = 10 * 60_000;
const SECRET = "whsec_bench";

process.env.NODE_ENV ??= "production";
const { unstable_DevEnv: DevEnv } = await import("wrangler");

const state = mkdtempSync(join(tmpdir(), "siteproof-bench-"));
process.on("exit", () => rmSync(state, { recursive: true, force: true }));
execFileSync("node_modules/.bin/wrangler", ["d1", "migrations", "apply", "DB", "--local", "--persist-to", state], { stdio: "ignore" });
const seed = join(state, "bench.sql");
writeFileSync(
  seed,
  `INSERT INTO organizations (id, code, name) VALUES ('bench-org', 'bench', 'Bench Lender');
INSERT INTO webhook_endpoints (id, organization_id, url, events, secret) VALUES ('bench-endpoint', 'bench-org', 'http://127.0.0.1:${RECEIVER_PORT}/hook', '["case.assigned"]', '${SECRET}');
WITH RECURSIVE s(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM s WHERE i < ${DELIVERIES - 1})
INSERT INTO webhook_deliveries (endpoint_id, organization_id, event_id, event_type, case_id, body)
  SELECT 'bench-endpoint', 'bench-org', 'evt-' || i, 'case.assigned', 'case-' || i,
    json_object('id', 'evt-' || i, 'type', 'case.assigned', 'created_at', '2026-11-29T00:00:00.000Z', 'data', json_object('case_id', 'case-' || i, 'reference', 'REF-' || i, 'status', 'assigned', 'disposition', NULL))
  FROM s;`,
);
execFileSync("node_modules/.bin/wrangler", ["d1", "execute", "DB", "--local", "--persist-to", state, "--file", seed], { stdio: "ignore" });

const seen = new Set<string>();
let requests = 0;
let badSignatures = 0;
let last = 0;
const receiver = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on("data", (c: Buffer) => chunks.push(c));
  req.on("end", () => {
    const body = Buffer.concat(chunks).toString("utf8");
    const timestamp = String(req.headers["siteproof-timestamp"]);
    const expected = `v1=${createHmac("sha256", SECRET).update(`${timestamp}.${body}`).digest("hex")}`;
    if (req.headers["siteproof-signature"] !== expected) badSignatures++;
    requests++;
    seen.add(String(req.headers["siteproof-event-id"]));
    last = performance.now();
    setTimeout(() => res.writeHead(200).end("ok"), RECEIVER_MS);
  });
});
await new Promise<void>((r) => receiver.listen(RECEIVER_PORT, "127.0.0.1", r));

const devEnv = new DevEnv();
const worker = await devEnv.startWorker({
  config: "wrangler.toml",
  entrypoint: "workers/local.ts",
  bindings: { TEST_SCHEDULED: { type: "plain_text", value: "1" } },
  dev: { server: { hostname: "127.0.0.1", port: PORT }, inspector: false, persist: state },
});
await worker.ready;

console.log(`${DELIVERIES} webhook deliveries through the local Queue (max_batch_size 10) to a local receiver answering after ${RECEIVER_MS} ms`);
const start = performance.now();
const swept = await fetch(`http://127.0.0.1:${PORT}/__scheduled?cron=${encodeURIComponent("5 * * * *")}`);
const sweep = (await swept.json()) as { webhooksRequeued?: number };
const queuedMs = performance.now() - start;
let code = 0;
while (seen.size < DELIVERIES) {
  if (performance.now() - start > TIMEOUT_MS) {
    console.error(`Timed out with ${seen.size} of ${DELIVERIES} delivered`);
    code = 1;
    break;
  }
  await new Promise((r) => setTimeout(r, 100));
}
const seconds = (last - start) / 1000;
console.log(
  JSON.stringify({
    deliveries: DELIVERIES,
    queued: sweep.webhooksRequeued,
    queuedSeconds: +(queuedMs / 1000).toFixed(2),
    delivered: seen.size,
    requests,
    badSignatures,
    seconds: +seconds.toFixed(1),
    perSecond: Math.round(seen.size / seconds),
  }),
);
await worker.dispose();
receiver.close();
process.exit(code || (badSignatures ? 1 : 0));
