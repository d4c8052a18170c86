// Starts the built app with `npm start`'s script on a fresh local state, for benchmarks.
import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** Serves a build (this checkout's, or `cwd`'s: see baselineCheckout) on a fresh local state;
 *  `flags` go to scripts/start.mjs. */
export async function startServer(port, { cwd = process.cwd(), flags = [] } = {}) {
  const state = mkdtempSync(join(tmpdir(), "siteproof-bench-"));
  // No demo portfolio: its seeding would run beside the measurement.
  const server = spawn("node", ["scripts/start.mjs", "--skip-build", "--no-demo", "--port", String(port), "--persist-to", state, ...flags], {
    stdio: "ignore",
    detached: true,
    cwd,
  });
  const base = `http://localhost:${port}`;
  const stop = () => {
    try {
      process.kill(-server.pid, "SIGTERM");
    } catch {
      /* already gone */
    }
    rmSync(state, { recursive: true, force: true });
  };
  process.on("exit", stop);
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) break;
    } catch {
      /* starting */
    }
    // Three minutes: a loaded machine starts wrangler slowly.
    if (i > 360) throw new Error("server did not start");
    await new Promise((r) => setTimeout(r, 500));
  }
  /** Runs SQL against the server's local D1 (wrangler d1 execute --local on the same state). */
  const sql = (text) => {
    const file = join(state, "bench.sql");
    writeFileSync(file, text);
    execFileSync("node_modules/.bin/wrangler", ["d1", "execute", "DB", "--local", "--persist-to", state, "--file", file], { stdio: "ignore", cwd });
  };
  return { base, stop, sql, pid: server.pid };
}

export async function signIn(base, email = "inspector@siteproof.test", password = "inspect123") {
  const t = performance.now();
  const res = await fetch(`${base}/login`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: base, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ intent: "sign-in", email, password }),
  });
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith("sp_session="));
  if (res.status !== 302 || !cookie) throw new Error(`sign-in failed: ${res.status}`);
  return { ms: performance.now() - t, cookie: cookie.slice(0, cookie.indexOf(";")) };
}

export function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/**
 * The code of an earlier commit, built beside this checkout (a detached git worktree in the temp
 * folder sharing this node_modules), so a benchmark can measure before and after in the same run.
 */
export function baselineCheckout(ref) {
  const sha = execFileSync("git", ["rev-parse", "--short", ref], { encoding: "utf8" }).trim();
  const dir = join(tmpdir(), `siteproof-baseline-${sha}`);
  if (!existsSync(join(dir, "build", "server", "index.js"))) {
    if (!existsSync(dir)) execFileSync("git", ["worktree", "add", "--detach", dir, sha], { stdio: "ignore" });
    if (!existsSync(join(dir, "node_modules"))) symlinkSync(join(process.cwd(), "node_modules"), join(dir, "node_modules"));
    execFileSync("node_modules/.bin/remix", ["vite:build"], { cwd: dir, stdio: "ignore" });
  }
  return { sha, dir };
}

/** This checkout's server on `port` and, given a `baseline` ref, that commit's on `baselinePort`
 *  (listed first): the pair every before/after bench measures side by side. */
export async function startServers(port, baseline, baselinePort = port + 1) {
  const servers = [{ name: "this checkout", ...(await startServer(port)) }];
  if (baseline) {
    const { sha, dir } = baselineCheckout(baseline);
    servers.unshift({ name: `baseline ${sha}`, ...(await startServer(baselinePort, { cwd: dir })) });
  }
  return servers;
}
