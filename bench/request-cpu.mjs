// CPU time per request of the local server, by process, with and without wrangler's devtools
// inspector attached (`wrangler dev` always attaches it; npm start does not, npm run
// dev does). Each server is this checkout's build through scripts/start.mjs, one with --inspector;
// they take turns route by route. CPU is read from /proc for every process of the server (node and
// its two workerd) and for this client, so the figures do not depend on what else the machine runs.
// With --baseline REF: that commit's build against this checkout's instead, both as npm start serves.
// Usage: npm run build && node bench/request-cpu.mjs [--requests 2000] [--port 8890] [--baseline REF]
import { readdirSync, readFileSync } from "node:fs";
import { signIn, startServer, startServers } from "./server.mjs";

const args = process.argv.slice(2);
const opt = (n, d) => (args.includes(n) ? args[args.indexOf(n) + 1] : d);
const REQUESTS = Number(opt("--requests", 2000));
const PORT = Number(opt("--port", 8890));
const BASELINE = opt("--baseline", null);
const CONCURRENCY = 8;

/** The server's processes: its node process and every descendant, by name. */
function processTree(root) {
  const parentOf = new Map();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      parentOf.set(Number(entry), Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]));
    } catch {
      /* gone */
    }
  }
  const tree = [root];
  for (let i = 0; i < tree.length; i++) for (const [pid, parent] of parentOf) if (parent === tree[i]) tree.push(pid);
  return tree.map((pid) => ({ pid, name: readFileSync(`/proc/${pid}/comm`, "utf8").trim() }));
}
/** User + system CPU of a process, in ms. */
function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
}
const clientMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

async function run(base, path, headers) {
  let sent = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (sent++ < REQUESTS) {
        const res = await fetch(base + path, { headers, redirect: "manual" });
        await res.arrayBuffer();
        if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
      }
    }),
  );
}

const servers = BASELINE
  ? await startServers(PORT, BASELINE)
  : [
      { name: "npm start (no inspector)", ...(await startServer(PORT)) },
      { name: "with wrangler's inspector", ...(await startServer(PORT + 1, { flags: ["--inspector"] })) },
    ];
for (const s of servers) {
  s.processes = processTree(s.pid).filter((p) => p.name === "node" || p.name === "workerd");
  s.cookie = (await signIn(s.base)).cookie;
  s.rows = [];
}
const ROUTES = [
  ["/login", false],
  ["/admin-login", false],
  ["/app", true],
  ["/app/history", true],
  ["/app?_data=routes%2Fapp", true],
];
for (const [path, signedIn] of ROUTES) {
  for (const s of servers) {
    const headers = signedIn ? { Cookie: s.cookie } : {};
    await run(s.base, path, headers); // warm
    const before = s.processes.map((p) => cpuMs(p.pid));
    const client = clientMs();
    const started = performance.now();
    await run(s.base, path, headers);
    const seconds = (performance.now() - started) / 1000;
    const server = s.processes.map((p, i) => (cpuMs(p.pid) - before[i]) / REQUESTS);
    s.rows.push({ path, rps: REQUESTS / seconds, server, client: (clientMs() - client) / REQUESTS });
  }
}
console.log(`CPU ms per request, ${REQUESTS} requests a route, ${CONCURRENCY} concurrent clients, taking turns route by route`);
for (const s of servers) {
  const names = s.processes.map((p, i) => (p.name === "node" ? "node (Miniflare)" : `workerd ${i}`));
  console.log(`\n${s.name}`);
  console.log(["route".padEnd(26), "req/s".padStart(6), ...names.map((n) => n.padStart(16)), "server total".padStart(13), "client".padStart(7)].join(" "));
  for (const r of s.rows) {
    const total = r.server.reduce((a, b) => a + b, 0);
    console.log(
      [
        r.path.padEnd(26),
        r.rps.toFixed(0).padStart(6),
        ...r.server.map((v) => v.toFixed(2).padStart(16)),
        total.toFixed(2).padStart(13),
        r.client.toFixed(2).padStart(7),
      ].join(" "),
    );
  }
  const rps = Object.fromEntries(s.rows.map((r) => [r.path, r.rps]));
  console.log(`/app at ${(rps["/app"] / rps["/login"]).toFixed(2)}x of /login`);
}
for (const s of servers) s.stop();
process.exit(0);
