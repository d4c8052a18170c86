declare namespace Cloudflare {
  interface Env {
    TEST_MIGRATIONS: import("cloudflare:test").D1Migration[];
    /** A second Content Credentials key and chain, for rotation and for a signer SiteProof does not list. */
    TEST_OTHER_C2PA_KEY: string;
    TEST_OTHER_C2PA_CHAIN: string;
    /** The deployed Worker's bundle, inspected in Node (scripts/production-bundle.mjs). */
    PRODUCTION_BUNDLE: Fetcher;
  }
}
