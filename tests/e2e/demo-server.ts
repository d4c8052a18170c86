// The demo app for the demo tests (demo.test.ts, fit.test.ts): `npm start`'s own script with the demo
// portfolio seeded, on its own port and state, so the shared e2e server (started with --no-demo) keeps
// its empty demo inspector. One for the run: global-setup.ts starts it beside the shared server, and it
// seeds while other files run; the demo tests only read it (the second seeding run adds nothing).
import { spawn, type ChildProcess } from "node:child_process";
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { createServer, type AddressInfo } from "node:net";
import { join } from "node:path";
import { inject } from "vitest";

export interface DemoServer {
  baseUrl: string;
  /** Everything start.mjs printed, the seeding summary included. */
  log: () => string;
  verifyUrl: string;
  seededInSeconds: number | null;
}

/** Starts the demo app (global setup); returns its address, the file its output goes to, and how to stop it. */
export async function launchDemoServer(): Promise<{ baseUrl: string; logFile: string; stop: () => void }> {
  const port = Number(process.env.E2E_DEMO_PORT ?? (await freePort()));
  const stateDir = mkdtempSync(join(tmpdir(), "siteproof-demo-e2e-"));
  const logFile = join(stateDir, "start.log");
  const out = openSync(logFile, "a");
  const server: ChildProcess = spawn("node", ["scripts/start.mjs", "--skip-build", "--port", String(port), "--persist-to", stateDir], {
    stdio: ["ignore", out, out],
    detached: true,
  });
  closeSync(out);
  const stop = () => {
    if (server.pid && server.exitCode === null) process.kill(-server.pid, "SIGTERM");
    rmSync(stateDir, { recursive: true, force: true });
  };
  return { baseUrl: `http://localhost:${port}`, logFile, stop };
}

/** The run's demo app, once it has started and seeded. */
export async function startDemoServer(): Promise<DemoServer> {
  const { baseUrl, logFile } = inject("demo");
  const log = () => readFileSync(logFile, "utf8");
  // Under a loaded machine (other checkouts testing too) start and seeding can take minutes.
  const deadline = Date.now() + 300_000;
  while (!/Verify link: +(\S+)/.test(log())) {
    if (Date.now() > deadline || /could not be seeded|could not be prepared|could not go on/.test(log())) {
      throw new Error(`The demo app did not start and seed:\n${log().slice(-3000)}`);
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  const seconds = /seeded .* in ([\d.]+) s/.exec(log());
  return { baseUrl, log, verifyUrl: /Verify link: +(\S+)/.exec(log())![1], seededInSeconds: seconds ? Number(seconds[1]) : null };
}

/** A port nothing listens on now: other checkouts may test too. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((r) => probe.listen(0, "127.0.0.1", r));
  const { port } = probe.address() as AddressInfo;
  await new Promise((r) => probe.close(r));
  return port;
}

declare module "vitest" {
  export interface ProvidedContext {
    /** The demo app's address and the file its output goes to. */
    demo: { baseUrl: string; logFile: string };
  }
}
