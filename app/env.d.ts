/// <reference types="@cloudflare/workers-types" />
import type { UserHub } from "./features/notifications/user-hub";

declare global {
  namespace Cloudflare {
    interface Env {
      DB: D1Database;
      PHOTOS: R2Bucket;
      USER_HUB: DurableObjectNamespace<UserHub>;
      JOBS: Queue<JobMessage>;
      ASSETS: Fetcher;
      APP_URL: string;
      ADMIN_EMAILS: string;
      GEOCODER_URL: string;
      VAPID_PUBLIC_KEY: string;
      MAIL_TRANSPORT: "outbox" | "http";
      MAIL_FROM: string;
      MAIL_API_URL?: string;
      MAIL_API_KEY?: string;
      SESSION_SECRET: string;
      PASSWORD_PEPPER: string;
      GOOGLE_CLIENT_ID?: string;
      GOOGLE_CLIENT_SECRET?: string;
      VAPID_PRIVATE_KEY?: string;
      /** Ed25519 private key, PKCS#8 base64url: signs receipts and seals. */
      RECEIPT_SIGNING_KEY: string;
      /** Public keys (JWK "x", comma-separated) of retired signing keys, still trusted for checking. */
      RECEIPT_RETIRED_KEYS?: string;
      /** Seconds a background job stays held after its last progress (default 60). */
      JOB_LEASE_SECONDS?: string;
    }
  }
  interface Env extends Cloudflare.Env {}
  /** A message on the JOBS queue; `kind` names the handler in workers/jobs.ts. */
  interface JobMessage {
    kind: string;
    jobId: string;
  }
}
export {};
