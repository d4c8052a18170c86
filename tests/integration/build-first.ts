// The Worker under test imports build/server, so the integration tests build the current source
// before they run: never last week's build. `npm test` builds once for every tier and says so.
import { execFileSync } from "node:child_process";

export default function setup() {
  if (process.env.SITEPROOF_BUILT === "1") return;
  // Vitest sets NODE_ENV=test, which Vite would build React's development code with (a 450 kB
  // framework chunk that the benches and browser tests would then load).
  execFileSync("node_modules/.bin/remix", ["vite:build"], { stdio: ["ignore", "ignore", "inherit"], env: { ...process.env, NODE_ENV: "production" } });
}
