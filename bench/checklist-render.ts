// The capture's checklist form on a phone with a 4x slowed CPU (issue 44: a form step renders in <= 100 ms).
// A case of a 120-question checklist (bench/checklist-120.ts: twelve steps of ten questions) opened in the
// capture at 390 px; measured in the page from the tap to the frame after the new step is in the DOM:
//   open: the camera's Next (one photo taken) to the checklist's first step drawn;
//   step: the checklist's Next to the following step drawn (eleven per round);
// and, of each, the part until the new step is in the DOM (React's work, before style, layout and paint).
// Usage: npm run -s build && npx tsx bench/checklist-render.ts [--rounds 5] [--port 8796] [--read 1000] [--baseline main] [--profile]
// --baseline <ref>: that commit built beside this checkout and measured in turns with it (round by round), same seed.
// --profile: the form's opening and the steps of the first round under the DevTools protocol's sampling profiler (which slows them), and the
// functions with the most self time printed (a forced style or layout counts to the script that forced it); --trace: the
// same steps under a performance trace, its main thread's time summed by kind (script, style, layout, paint), and the
// trace's events written to the file TRACE_FILE names, if set.
// Before each Next the bench waits --read ms, as a person looks at the photo taken or reads a step before tapping it.
import { writeFileSync } from "node:fs";
import { chromium } from "playwright-core";
import { definitionHash } from "../app/features/checklists/definition";
import { definition } from "./checklist-120";
import { percentile, signIn, startServers } from "./server.mjs";

const args = process.argv.slice(2);
const flag = (name: string, fallback: number) => Number(args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const ROUNDS = flag("--rounds", 5);
const PORT = flag("--port", 8796);
const PROFILE = args.includes("--profile");
const TRACE = args.includes("--trace");
/** The pause before each Next: a person reads a step's questions before tapping on (the page builds ahead then). */
const READ_MS = flag("--read", 1000);
const BASELINE = args.includes("--baseline") ? args[args.indexOf("--baseline") + 1] : undefined;

/** One organization with the demo inspector, the checklist published and mapped, and one case per round. */
async function seed(server: { base: string; sql: (text: string) => void }) {
  const { base } = server;
  const sql = async (text: string) => {
    const post = () => fetch(`${base}/dev/sql`, { method: "POST", headers: { Origin: base }, body: new URLSearchParams({ sql: text }) });
    // Once more on a closed socket: the kept-alive connection can time out while wrangler blocks this process.
    const res = await post().catch(post);
    if (!res.ok) throw new Error(`/dev/sql: ${res.status} ${await res.text()}`);
  };
  const q = (x: string) => `'${x.replaceAll("'", "''")}'`;

  const def = { ...definition, verificationType: "residence" as const };
  await sql(`INSERT INTO organizations (id, code, name) VALUES ('bench-org', 'bench-org', 'Bench Lender')`);
  await sql(`INSERT INTO memberships (organization_id, user_id, role) VALUES ('bench-org', 'demo-inspector', 'inspector')`);
  await sql(`INSERT INTO checklists (id, organization_id, title, verification_type) VALUES ('bench-list', 'bench-org', 'Bench', 'residence')`);
  // Over /dev/sql's 10,000 characters: through wrangler on the same local state.
  server.sql(
    `INSERT INTO checklist_versions (checklist_id, version, definition, definition_hash, published_at)
     VALUES ('bench-list', 1, ${q(JSON.stringify(def))}, '${await definitionHash(def)}', '2026-11-01T00:00:00.000Z')`,
  );
  await sql(`INSERT INTO checklist_mappings (organization_id, verification_type, checklist_id) VALUES ('bench-org', 'residence', 'bench-list')`);
  await sql(
    `INSERT INTO companies (id, user_id, is_global, organization_id, name, address) VALUES ('bench-co', NULL, 0, 'bench-org', 'Bench Residence', 'Kothrud, Pune')`,
  );
  const due = new Date(Date.now() + 86_400_000).toISOString();
  for (let r = 0; r < ROUNDS; r++)
    await sql(
      `INSERT INTO cases (id, organization_id, reference, company_id, company_name, site_address, verification_type, due_at, assignee_id, status)
       VALUES ('bench-case-${r}', 'bench-org', 'BENCH-${r}', 'bench-co', 'Bench Residence', 'Kothrud, Pune', 'residence', '${due}', 'demo-inspector', 'assigned')`,
    );

  return (await signIn(base)).cookie;
}

const servers = await startServers(PORT, BASELINE);
const cookies = await Promise.all(servers.map(seed));
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--use-fake-device-for-media-stream", "--use-fake-ui-for-media-stream"],
});

/** Clicks the button named `name` in the page and resolves with the ms until `selector` is in the DOM and a frame has been drawn. */
const timedClick = (name: string, selector: string) =>
  `new Promise((resolve, reject) => {
    const button = [...document.querySelectorAll("button")].find((b) => b.textContent.trim() === ${JSON.stringify(name)} && !b.disabled);
    if (!button) return reject(new Error("no button " + ${JSON.stringify(name)}));
    const t = performance.now();
    const done = (committed) => requestAnimationFrame(() => setTimeout(() => resolve([committed, performance.now() - t])));
    const seen = () => document.querySelector(${JSON.stringify(selector)});
    new MutationObserver((_, o) => { if (seen()) { o.disconnect(); done(performance.now() - t); } }).observe(document.body, { childList: true, attributes: true, characterData: true, subtree: true });
    button.click();
  })`;

/** The 25 functions with the most self time in a CPU profile, with their file. */
function printProfile(profile: {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
  samples?: number[];
  timeDeltas?: number[];
}) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n.callFrame]));
  const self = new Map<string, number>();
  profile.samples?.forEach((id, i) => {
    const f = byId.get(id)!;
    const key = `${f.functionName || "(anonymous)"} ${f.url.split("/").at(-1)}:${f.lineNumber}`;
    self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas?.[i] ?? 0) / 1000);
  });
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  console.log(`profile of the first round's opening and steps: ${total.toFixed(0)} ms sampled`);
  for (const [key, ms] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(`  ${ms.toFixed(1).padStart(7)} ms  ${key}`);
}

interface TraceEvent {
  name: string;
  ph: string;
  dur?: number;
  tid: number;
  pid: number;
}
/** The renderer's main thread: each kind's time (complete events, nested ones counted in their own line too). */
function printTrace(events: TraceEvent[]) {
  const main = events.find((e) => e.name === "UpdateLayoutTree" || e.name === "Layout");
  const sums = new Map<string, number>();
  for (const e of events)
    if (main && e.ph === "X" && e.pid === main.pid && e.tid === main.tid && e.dur) sums.set(e.name, (sums.get(e.name) ?? 0) + e.dur / 1000);
  console.log("trace of the first round's opening and steps (main thread, ms, nested events counted again):");
  for (const [name, ms] of [...sums].sort((a, b) => b[1] - a[1]).slice(0, 20)) console.log(`  ${ms.toFixed(1).padStart(7)} ms  ${name}`);
}

/** Per server: the taps' times to the frame, and to the new step's DOM (React's commit) without the frame. */
const figures = servers.map(() => ({ open: [] as number[], steps: [] as number[], openCommit: [] as number[], stepCommit: [] as number[] }));
for (let r = 0; r < ROUNDS; r++)
  for (const [k, { base }] of servers.entries()) {
    const { open, steps, openCommit, stepCommit } = figures[k];
    const cookie = cookies[k];
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      geolocation: { latitude: 18.5, longitude: 73.8 },
      permissions: ["geolocation"],
    });
    const [name, value] = cookie.split("=");
    await context.addCookies([{ name, value, url: base }]);
    const page = await context.newPage();
    await page.goto(`${base}/app/camera?case=bench-case-${r}&org=bench-org`);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true", null, { timeout: 60_000 }).catch(() => page.waitForTimeout(3000));
    await page.getByRole("button", { name: "Start Camera" }).click();
    await page.getByRole("status").filter({ hasText: "GPS: Active" }).waitFor();
    await page.getByRole("button", { name: /^Take photo \(/ }).click();
    await page.getByRole("button", { name: "Take photo (1 taken)" }).waitFor();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    if (PROFILE && r === 0 && k === servers.length - 1) await cdp.send("Profiler.enable").then(() => cdp.send("Profiler.start"));
    const events: TraceEvent[] = [];
    if (TRACE && r === 0 && k === servers.length - 1) {
      cdp.on("Tracing.dataCollected", ({ value }) => events.push(...(value as unknown as TraceEvent[])));
      await cdp.send("Tracing.start", { categories: "devtools.timeline,blink,v8.execute", transferMode: "ReportEvents" });
    }
    await page.waitForTimeout(READ_MS);
    const [c0, f0] = await page.evaluate<[number, number]>(timedClick("Next", `[aria-label="Step 1 of 12"]`));
    openCommit.push(c0);
    open.push(f0);
    for (let s = 2; s <= 12; s++) {
      await page.waitForTimeout(READ_MS);
      const [c, f] = await page.evaluate<[number, number]>(timedClick("Next", `[aria-label="Step ${s} of 12"]`));
      stepCommit.push(c);
      steps.push(f);
    }
    if (PROFILE && r === 0 && k === servers.length - 1) printProfile((await cdp.send("Profiler.stop")).profile);
    if (TRACE && r === 0 && k === servers.length - 1) {
      const ended = new Promise((resolve) => cdp.once("Tracing.tracingComplete", resolve));
      await cdp.send("Tracing.end");
      await ended;
      printTrace(events);
      if (process.env.TRACE_FILE) writeFileSync(process.env.TRACE_FILE, JSON.stringify(events));
    }
    await context.close();
  }
await browser.close();
for (const server of servers) server.stop();

const line = (what: string, xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return `${what}: n ${xs.length}, p50 ${percentile(sorted, 50).toFixed(0)} ms, p95 ${percentile(sorted, 95).toFixed(0)} ms, max ${sorted.at(-1)!.toFixed(0)} ms`;
};
console.log("120-question checklist, 390 px, CPU slowed 4x");
for (const [k, { name }] of servers.entries()) {
  const { open, steps, openCommit, stepCommit } = figures[k];
  console.log(name);
  console.log(line("  open the form (camera's Next to step 1 drawn)", open));
  console.log(line("  next step (step n to n+1 drawn)", steps));
  console.log(line("    of which React's commit (form)", openCommit));
  console.log(line("    of which React's commit (step)", stepCommit));
}
process.exit(0);
