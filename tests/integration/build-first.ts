// The Worker under test imports build/server, so the integration tests build the current source
// before they run: never last week's build. `npm test` builds once for every tier and says so.
import { execFileSync } from "node:child_process";

export default function setup() {
  if (process.env.SITEPROOF_BUILT === "1") return;
  execFileSync("node_modules/.bin/remix", ["vite:build"], { stdio: ["ignore", "ignore", "inherit"] });
}
