// The Worker as it is deployed, bundled as `npm run deploy:dry` bundles it (wrangler.toml's main,
// workers/app.ts, under [env.production]), and what in it belongs to local runs only: the doors of
// workers/local.ts (their paths, the old dev.* routes, their code's own words). Read by
// tests/integration/production-bundle.test.ts, through a binding that runs this in Node.
import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";

/** Strings only the local doors have: their paths, Remix route ids under app/routes/dev.*, and words of their code. */
export const LOCAL_ONLY = ["/dev/", '"dev/', "/__scheduled", "routes/dev.", "Mails the local app has sent", "run the SQL seed first", "TEST_SCHEDULED"];

/** The deployed bundle's size, the route ids its manifest lists, and each local-only string found in it (with what surrounds it). */
export async function inspectProductionBundle() {
  const outdir = await mkdtemp(join(tmpdir(), "siteproof-production-bundle-"));
  try {
    await promisify(execFile)("node_modules/.bin/wrangler", ["deploy", "--dry-run", "--env", "production", "--outdir", outdir], {
      maxBuffer: 16 * 1024 * 1024,
    });
    const code = await readFile(join(outdir, "app.js"), "utf8");
    const routes = [...new Set(code.match(/"routes\/[^"]+"/g) ?? [])].map((id) => id.slice(1, -1));
    const localOnly = LOCAL_ONLY.flatMap((marker) => {
      const found = [];
      for (let at = code.indexOf(marker); at !== -1; at = code.indexOf(marker, at + 1)) found.push(`${marker}: …${code.slice(Math.max(0, at - 60), at + 60)}…`);
      return found;
    });
    return { bytes: code.length, routes, localOnly };
  } finally {
    await rm(outdir, { recursive: true, force: true });
  }
}
