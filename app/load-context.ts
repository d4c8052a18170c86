import type { Db } from "./platform/db/db.server";
import type { SessionState } from "./features/account/session.server";
import type { MembershipRow } from "./features/organizations/membership.server";

declare module "@remix-run/cloudflare" {
  interface AppLoadContext {
    cloudflare: { env: Env; ctx: ExecutionContext };
    db: Db;
    /** CSP nonce for this response's inline scripts. */
    nonce: string;
    /** Set-Cookie values the Worker adds to the response (sliding session renewal). */
    responseCookies: string[];
    /** What Cloudflare's edge says about the sender (request.cf), or the fixed LOCAL_NETWORK in local runs. */
    cf: Record<string, unknown> | null;
    /** The request's session, read once and shared by every loader of the request. */
    session?: Promise<SessionState | null>;
    /** Memberships read in this request, by user and organization code (requireMember). */
    memberships?: Map<string, Promise<MembershipRow | null>>;
  }
}
export {};
