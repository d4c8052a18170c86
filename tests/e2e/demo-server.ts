// A second app for the demo tests: `npm start`'s own script with the demo portfolio seeded, on its
// own port and state, so the shared e2e server (started with --no-demo) keeps its empty demo inspector.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { createServer, type AddressInfo } from "node:net";
import { join } from "node:path";

export interface DemoServer {
  baseUrl: string;
  /** Everything start.mjs printed, the seeding summary included. */
  log: () => string;
  verifyUrl: string;
  seededInSeconds: number | null;
  stop: () => void;
}

export async function startDemoServer(): Promise<DemoServer> {
  const port = Number(process.env.E2E_DEMO_PORT ?? (await freePort()));
  const stateDir = mkdtempSync(join(tmpdir(), "siteproof-demo-e2e-"));
  const server = spawn("node", ["scripts/start.mjs", "--skip-build", "--port", String(port), "--persist-to", stateDir], {
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let log = "";
  server.stdout!.on("data", (d) => (log += d));
  server.stderr!.on("data", (d) => (log += d));
  const stop = () => {
    if (server.pid) process.kill(-server.pid, "SIGTERM");
    rmSync(stateDir, { recursive: true, force: true });
  };
  // Under a loaded machine (other checkouts testing too) start and seeding can take minutes.
  const deadline = Date.now() + 300_000;
  while (!/Verify link: +(\S+)/.test(log)) {
    if (Date.now() > deadline || /could not be seeded/.test(log) || server.exitCode !== null) {
      stop();
      throw new Error(`The demo app did not start and seed:\n${log.slice(-3000)}`);
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  const seconds = /seeded .* in ([\d.]+) s/.exec(log);
  return {
    baseUrl: `http://localhost:${port}`,
    log: () => log,
    verifyUrl: /Verify link: +(\S+)/.exec(log)![1],
    seededInSeconds: seconds ? Number(seconds[1]) : null,
    stop,
  };
}

/** A port nothing listens on now: browser test files run side by side, and other checkouts may test too. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((r) => probe.listen(0, "127.0.0.1", r));
  const { port } = probe.address() as AddressInfo;
  await new Promise((r) => probe.close(r));
  return port;
}
