// Serves the built app with `npm start`'s own script (Miniflare, no dev proxy: scripts/serve.mjs) on a
// fresh local state, for the browser tests.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { bundle } from "../../scripts/serve.mjs";
import { launchDemoServer } from "./demo-server";

// E2E_PORT lets two checkouts run their browser tests side by side.
const E2E_PORT = Number(process.env.E2E_PORT ?? 8788);
let server: ChildProcess | undefined;
let stateDir = "";
let bundleDir = "";
let stopDemo = () => {};
/** Everything the served app printed (its request log, the Worker's console), kept for a failed run. */
let log = "";

async function waitForServer(url: string, deadline: number) {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`The app did not start at ${url}`);
}

export async function setup(project: TestProject) {
  // One bundle of the build for every server the tests start (this one, the demo app, start.test.ts).
  bundleDir = mkdtempSync(join(tmpdir(), "siteproof-e2e-bundle-"));
  bundle(bundleDir);
  process.env.SITEPROOF_BUNDLE = bundleDir;
  stateDir = mkdtempSync(join(tmpdir(), "siteproof-e2e-"));
  server = spawn("node", ["scripts/start.mjs", "--skip-build", "--no-demo", "--port", String(E2E_PORT), "--persist-to", stateDir], {
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  server.stdout!.on("data", (d) => (log += d));
  server.stderr!.on("data", (d) => (log += d));
  // The demo tests' app starts and seeds meanwhile; they wait for it themselves.
  const demo = await launchDemoServer();
  stopDemo = demo.stop;
  project.provide("demo", { baseUrl: demo.baseUrl, logFile: demo.logFile });
  const baseUrl = `http://localhost:${E2E_PORT}`;
  try {
    await waitForServer(`${baseUrl}/login`, Date.now() + 90_000);
  } catch (error) {
    console.error(log);
    throw error;
  }
  project.provide("baseUrl", baseUrl);
  project.provide("stateDir", stateDir);
}

export async function teardown() {
  mkdirSync("test-results", { recursive: true });
  writeFileSync("test-results/e2e-server.log", log);
  // A 5xx is a bug even when the page recovered from it: say which, so a CI log shows where to look.
  const failed = log.split("\n").filter((line) => /^\[wrangler:\w+\] [A-Z]+ \S+ 5\d\d /.test(line));
  if (failed.length)
    console.error(`The app answered ${failed.length} request(s) with a 5xx (offline.test.ts cuts one upload off halfway on purpose):\n${failed.join("\n")}`);
  if (server?.pid) process.kill(-server.pid, "SIGTERM");
  stopDemo();
  rmSync(stateDir, { recursive: true, force: true });
  rmSync(bundleDir, { recursive: true, force: true });
}

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    /** The local state of the served app, for reading D1 in assertions. */
    stateDir: string;
  }
}
