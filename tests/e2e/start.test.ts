// `npm start` when it cannot serve (the port is taken, the local database cannot be made): it says why
// and exits instead of waiting for a server that never answers. And once it serves, a POST is never
// lost on its way to the Worker (no dev proxy in front of it: scripts/serve.mjs).
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, inject, it } from "vitest";

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

function start(port: number, persistTo: string): Promise<{ code: number | null; log: string }> {
  return new Promise((resolve) => {
    const child = spawn("node", ["scripts/start.mjs", "--skip-build", "--no-demo", "--port", String(port), "--persist-to", persistTo], {
      stdio: ["ignore", "pipe", "pipe"],
    });
    let log = "";
    child.stdout.on("data", (d) => (log += d));
    child.stderr.on("data", (d) => (log += d));
    // A start that hangs is the defect under test: stop it and report what it printed.
    const timer = setTimeout(() => child.kill("SIGKILL"), 150_000);
    child.on("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, log });
    });
  });
}

describe("npm start that cannot serve", () => {
  it("says the port is taken and exits 1", async () => {
    const taken = createServer();
    await new Promise<void>((r) => taken.listen(0, "127.0.0.1", r));
    const port = (taken.address() as AddressInfo).port;
    const state = mkdtempSync(join(tmpdir(), "siteproof-start-"));
    dirs.push(state);
    try {
      const { code, log } = await start(port, state);
      expect(log).toMatch(/The server could not go on/);
      expect(code).toBe(1);
    } finally {
      taken.close();
    }
  }, 160_000);

  it("says the local database cannot be made and exits 1", async () => {
    const dir = mkdtempSync(join(tmpdir(), "siteproof-start-"));
    dirs.push(dir);
    const file = join(dir, "not-a-folder");
    writeFileSync(file, "");
    const { code, log } = await start(0, join(file, "state"));
    expect(log).toMatch(/The local database could not be prepared: .*ENOTDIR/);
    expect(log).not.toMatch(/SiteProof is starting/);
    expect(code).toBe(1);
  }, 160_000);
});

describe("npm start serving", () => {
  // Requests 5 s apart (kj's idle timeout) are the shape that lost POSTs behind wrangler's dev proxy,
  // 12 of 30 as its 503 "Your worker restarted mid-request" (workers-sdk #14641, bench/RESULTS.md): each
  // of the three idle gaps here is such a chance.
  it("answers every POST sent on a 5-second cadence from the Worker, none as wrangler's 503", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const started = Date.now();
      const res = await fetch(`${inject("baseUrl")}/healthz`, {
        method: "POST",
        body: "x=1",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
      });
      await res.text();
      statuses.push(res.status);
      await new Promise((r) => setTimeout(r, 5000 - (Date.now() - started)));
    }
    // /healthz has no action: the Worker itself answers 405 Method Not Allowed.
    expect(statuses).toEqual(Array(4).fill(405));
  }, 60_000);
});
