// Workers integration tests: the real Worker (workers/app.ts with the built Remix app) inside workerd,
// with real D1, R2, Durable Objects and Queues from wrangler.toml through Miniflare.
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-pool-workers";
import { defineConfig } from "vitest/config";
import { contentCredentialsChain, signingKey, vapidKeys } from "./scripts/dev-vars.mjs";
import { inspectProductionBundle } from "./scripts/production-bundle.mjs";

const vapid = vapidKeys();
const credentials = await contentCredentialsChain({ name: "SiteProof test" });
const otherCredentials = await contentCredentialsChain({ name: "Someone else" });

export const TEST_VARS = {
  SESSION_SECRET: "test-session-secret",
  PASSWORD_PEPPER: "test-pepper",
  GOOGLE_CLIENT_ID: "test-google-client",
  GOOGLE_CLIENT_SECRET: "test-google-secret",
  APP_URL: "http://localhost",
  VAPID_PUBLIC_KEY: vapid.publicKey,
  VAPID_PRIVATE_KEY: vapid.privateKey,
  RECEIPT_SIGNING_KEY: signingKey(),
  RECEIPT_RETIRED_KEYS: "",
  C2PA_SIGNING_KEY: credentials.key,
  C2PA_CERT_CHAIN: credentials.chain,
  C2PA_RETIRED_CERTS: "",
  // A short job lease, so that a test can wait one out (production holds a job for 60 s).
  JOB_LEASE_SECONDS: "4",
  // Tests send their own request.cf (SELF.fetch(url, { cf })) instead of the fixed local network.
  LOCAL_NETWORK: "",
};

export default defineConfig(async () => ({
  plugins: [
    cloudflareTest({
      main: "./workers/app.ts",
      wrangler: { configPath: "./wrangler.toml" },
      miniflare: {
        bindings: {
          ...TEST_VARS,
          TEST_MIGRATIONS: await readD1Migrations("./migrations"),
          TEST_OTHER_C2PA_KEY: otherCredentials.key,
          TEST_OTHER_C2PA_CHAIN: otherCredentials.chain,
        },
        // Runs in Node, when a test asks: the deployed bundle, made as `npm run deploy:dry` makes it, and what of local runs is in it.
        serviceBindings: { PRODUCTION_BUNDLE: async () => Response.json(await inspectProductionBundle()) },
      },
    }),
  ],
  test: {
    include: ["tests/integration/**/*.test.ts"],
    globalSetup: ["./tests/integration/build-first.ts"],
    setupFiles: ["./tests/integration/setup.ts"],
    // Photo tests decode and re-encode images in WASM; on a busy 2-core machine that can pass 5 s.
    testTimeout: 30_000,
    // Two files at a time: the pool gives each file its own storage (D1, R2, Durable Objects), and
    // storage.ts empties it after each test, so files share nothing. Half of each file's time is its start in workerd.
    maxWorkers: 2,
    // The built app has its packages bundled in (vite.config.ts); the Worker's entry (workers/) and the app modules the
    // tests import themselves still use these, pre-bundled: each test file starts a new workerd, which loads that module
    // graph again, one request to Vite per module (drizzle-orm and date-fns alone are hundreds). Remix's server
    // package also needs it: it is CommonJS with circular requires.
    deps: {
      optimizer: {
        ssr: {
          enabled: true,
          include: [
            "@remix-run/cloudflare",
            "@block65/webcrypto-web-push",
            "@date-fns/tz",
            "@peculiar/x509",
            "@rapideditor/country-coder",
            "@trustnxt/c2pa-ts/asset",
            "@trustnxt/c2pa-ts/cose",
            "@trustnxt/c2pa-ts/jumbf",
            "@trustnxt/c2pa-ts/manifest",
            "client-zip",
            "date-fns",
            "drizzle-orm",
            "drizzle-orm/d1",
            "drizzle-orm/sqlite-core",
            "papaparse",
            "valibot",
          ],
        },
      },
    },
  },
}));
